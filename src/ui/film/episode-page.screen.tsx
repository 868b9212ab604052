import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FeedbackOpener } from '../../application/feedback/feedback-opener.port';
import { ShareOpener } from '../../application/sharing/share-opener.port';
import { UnlockWatcher } from '../../application/sharing/unlock-watcher.port';
import { EpisodePlayerStore } from '../../application/film/episode-player.store';
import { Navigation } from '../../application/shared/navigation.port';
import { useFilmLinks } from './film-links.hook';
import FilmVideoView, { preloadEpisodePlayer } from './film-video.view';
import { positiveInt, type RouteParams } from './route-params';
import { FilmComments, LazyCommentsSheet } from '../community/lazy-comments.view';
import { useFeatureService } from '../shared/use-feature-service.hook';
import { useLaterService } from '../shared/use-later-service.hook';
import { useService } from '../shared/use-service.hook';
import { FilmEngagement } from './film-standing.view';

const PlayerEngagement = observer(function PlayerEngagement() {
  return <FilmEngagement film={useService(EpisodePlayerStore).film.value} show="both" />;
});

/** While the page's episode is locked, its answer is kept fresh, so an unlock shows without a reload. */
const LockedEpisodeWatch = observer(function LockedEpisodeWatch() {
  const player = useService(EpisodePlayerStore);
  // The actions feature's: it comes when the page is idle, and the watch starts then (never, if it failed: the
  // controls say so).
  const watch = useFeatureService(UnlockWatcher, ['actions'], 'null');
  const locked = player.locked;
  useEffect(() => (locked && watch ? watch.watch(player.recheckPermission) : undefined), [locked, watch, player]);
  return null;
});

/**
 * A friend who arrives through a shared link on an episode they may not play yet (an older link, or one shared
 * from the URL bar) is taken to the drama's first episode, which plays for everyone; the link's query stays.
 */
const SharedLandingOnLockedEpisode = observer(function SharedLandingOnLockedEpisode() {
  const player = useService(EpisodePlayerStore);
  const navigation = useService(Navigation);
  const links = useFilmLinks();
  const first = player.episodes.value?.find((episode) => episode.number === 1);
  const target =
    player.locked && player.filmId !== null && first && navigation.searchParams().has('src_fingerprint') ? links.video(player.filmId, first.id) : null;
  useEffect(() => {
    if (target !== null) navigation.replace(`${target}?${navigation.searchParams().toString()}`);
  }, [target, navigation]);
  return null;
});

/**
 * Fetched with the screen's code on intent (route-screens.ts): the player, which the page would otherwise ask for
 * only once the episode's answers are in (about 600 ms later on a phone, issue 32).
 */
export const preloadCode = preloadEpisodePlayer;

/** The video page with favourite and rating beside the player, and the share and apply dialogs behind its buttons. */
export default function FilmVideoScreen({ params }: { params: RouteParams }) {
  // The actions feature's stores, asked for on the press: the page renders and plays without that code.
  const share = useLaterService(ShareOpener, ['actions']);
  const feedback = useLaterService(FeedbackOpener, ['actions']);
  const player = useService(EpisodePlayerStore);
  const links = useFilmLinks();
  const filmId = positiveInt(params.filmId);
  // Friends land on the drama's first episode (free for everyone), not on the sharer's locked one; an episode that
  // plays (shared from the player's controls) is the one they land on.
  const shareFilm = (filmId: number) => {
    const first = player.episodes.value?.find((episode) => episode.number === 1);
    const link = player.locked && first ? links.video(filmId, first.id) : undefined;
    void share().then(
      (store) => store.open(filmId, link),
      () => undefined,
    );
  };
  return (
    <>
      <LockedEpisodeWatch />
      <SharedLandingOnLockedEpisode />
      <FilmVideoView
        params={params}
        onShare={shareFilm}
        onApply={(filmId) =>
          void feedback().then(
            (store) => store.open(filmId),
            () => undefined,
          )
        }
        engagementSlot={<PlayerEngagement />}
        commentsSlot={<FilmComments filmId={filmId} />}
        stageSlot={<LazyCommentsSheet filmId={filmId} />}
      />
    </>
  );
}

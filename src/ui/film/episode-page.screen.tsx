import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FeedbackStore } from '../../application/feedback/feedback.store';
import { ShareStore } from '../../application/sharing/share.store';
import { UnlockWatch } from '../../application/sharing/unlock-watch';
import { EpisodePlayerStore } from '../../application/film/episode-player.store';
import { Navigation } from '../../application/shared/navigation.port';
import { useFilmLinks } from './film-links.hook';
import FilmVideoView, { preloadEpisodePlayer } from './film-video.view';
import { positiveInt, type RouteParams } from './route-params';
import { FilmComments, LazyCommentsSheet } from '../community/lazy-comments.view';
import { useService } from '../shared/use-service.hook';
import { FilmEngagement } from './film-standing.view';

const PlayerEngagement = observer(function PlayerEngagement() {
  return <FilmEngagement film={useService(EpisodePlayerStore).film.value} show="both" />;
});

/** While the page's episode is locked, its answer is kept fresh, so an unlock shows without a reload. */
const UnlockWatcher = observer(function UnlockWatcher() {
  const player = useService(EpisodePlayerStore);
  const watch = useService(UnlockWatch);
  const locked = player.locked;
  useEffect(() => (locked ? watch.watch(player.recheckPermission) : undefined), [locked, watch, player]);
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
  const share = useService(ShareStore);
  const feedback = useService(FeedbackStore);
  const player = useService(EpisodePlayerStore);
  const links = useFilmLinks();
  const filmId = positiveInt(params.filmId);
  // Friends land on the drama's first episode (free for everyone), not on the sharer's locked one; an episode that
  // plays (shared from the player's controls) is the one they land on.
  const shareFilm = (filmId: number) => {
    const first = player.episodes.value?.find((episode) => episode.number === 1);
    share.open(filmId, player.locked && first ? links.video(filmId, first.id) : undefined);
  };
  return (
    <>
      <UnlockWatcher />
      <SharedLandingOnLockedEpisode />
      <FilmVideoView
        params={params}
        onShare={shareFilm}
        onApply={feedback.open}
        engagementSlot={<PlayerEngagement />}
        commentsSlot={<FilmComments filmId={filmId} />}
        stageSlot={<LazyCommentsSheet filmId={filmId} />}
      />
    </>
  );
}

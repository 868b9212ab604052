import { observer } from 'mobx-react-lite';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { PLAYER_ATTACHED_ATTRIBUTE, PLAYS_VIDEO_PROPS } from '../../../contract/film/early-play';
import { FeedStore } from '../../application/browse/feed.store';
import { ShareStore } from '../../application/sharing/share.store';
import type { FeedItem } from '../../domain/feed/feed-item.types';
import { FavoriteButton } from '../film/favorite-button.view';
import { RatingText, RuntimeText } from '../film/film-facts.view';
import { useSwipe } from '../film/use-swipe.hook';
import { whenMoving } from '../film/when-moving';
import { Icon } from '../shared/icon.view';
import { useHydrated } from '../shared/use-hydrated.hook';
import { useService } from '../shared/use-service.hook';
import { useT } from '../shared/use-t.hook';
import { useLinks } from '../site/use-links.hook';
import { feedKeyCommand } from '../../domain/feed/feed-keys';
import './feed.css';

/** The "Why this?" line of an item. */
function useReasonText(): (item: FeedItem) => string {
  const t = useT();
  return (item) => t(`browse:feed.reason.${item.reason.key}`, { category: item.reason.category?.name ?? '' });
}

/**
 * The "For you" feed `/feed.html` (issue 34): one drama's opening full screen on a phone, the list beside it on a
 * desktop. The next drama's opening stands by in a second `<video>` (the episode player's technique), keyed by
 * episode so that moving on keeps the same element, already loaded; the move starts it inside the visitor's gesture.
 * Items change without touching the history, so Back leaves the feed.
 */
const FeedView = observer(function FeedView() {
  const store = useService(FeedStore);
  const t = useT();
  const links = useLinks();
  const hydrated = useHydrated();
  const videos = useRef(new Map<number, HTMLVideoElement>());
  const [muted, setMuted] = useState(false);
  const [playing, setPlaying] = useState(false);
  const reasonText = useReasonText();

  useEffect(() => void store.show(links.language), [store, links.language]);
  useEffect(() => {
    if (hydrated) void store.personalize();
  }, [hydrated, store]);
  // The item on screen, for the feed's funnel (an impression after 3 s); leaving the feed stops counting.
  useEffect(() => {
    if (!hydrated) return;
    store.onScreen(true);
    return () => store.onScreen(false);
  }, [hydrated, store, store.current?.filmId]);

  const current = store.current;
  // Read at call time (an event after a move), not from this render's closure.
  const currentVideo = () => {
    const item = store.current;
    return item ? (videos.current.get(item.episode.id) ?? null) : null;
  };
  const syncPlaying = () => setPlaying(Boolean(currentVideo() && !currentVideo()!.paused));
  // A move by the visitor plays the drama it lands on; without a stand-by element (Save-Data, 2G) it starts here.
  const playOnArrival = useRef(false);
  useEffect(() => {
    const element = currentVideo();
    if (playOnArrival.current && element?.paused) {
      element.muted = muted;
      element.play()?.catch(() => undefined);
    }
    // Started during a hand-off, before the store moved to it: its `playing` came while it was not yet current.
    if (hydrated && store.current && element && !element.paused) store.playbackStarted(store.current);
    syncPlaying();
  }, [current?.episode.id]);
  // A tap before the app ran (the page's early script started the server's <video>) played without this view hearing
  // `playing`: once hydrated, a drama already under way lets the next one stand by all the same.
  useEffect(() => {
    const element = currentVideo();
    if (hydrated && store.current && element && !element.paused) store.playbackStarted(store.current);
    syncPlaying();
  }, [hydrated]);

  // A move whose picture is starting while the page has not followed yet (whenMoving).
  const handOff = useRef<(() => void) | null>(null);
  // One picture is shown at a time. A move shows its element before the store follows; React writes a class only
  // when its own value changes, so a class set by a move could outlive it (two shown elements): after every render
  // with no move pending, the store's current element is the one shown.
  const showOnly = (shown: HTMLVideoElement | null) => {
    for (const element of videos.current.values()) element.className = element === shown ? 'feed__video' : 'feed__standby';
  };
  useLayoutEffect(() => {
    if (!handOff.current) showOnly(currentVideo());
  });
  const followMove = () => {
    const pending = handOff.current;
    handOff.current = null;
    pending?.();
  };
  // Moving starts the next picture inside the gesture (a browser lets a tap or key start sound). An element standing
  // by is shown and started at once, and the store moves (the page's re-render, long on a slow phone) once its
  // picture moves, as the episode page hands over to its next episode; without one the store moves now.
  const move = (to: 'next' | 'previous') => {
    followMove();
    const target = to === 'next' ? store.items[store.index + 1] : store.previousItem;
    if (!target) return;
    playOnArrival.current = true;
    const leaving = currentVideo();
    leaving?.pause();
    const storeMove = to === 'next' ? store.next : store.previous;
    const element = videos.current.get(target.episode.id);
    if (!element) return storeMove();
    element.muted = muted;
    showOnly(element);
    element.play()?.catch(() => undefined);
    handOff.current = storeMove;
    whenMoving(element, () => {
      if (handOff.current === storeMove) followMove();
    });
  };

  const toggle = () => {
    const element = currentVideo();
    if (!element) return;
    playOnArrival.current = true;
    if (element.paused) element.play()?.catch(() => undefined);
    else element.pause();
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const command = feedKeyCommand(
        event.key,
        event.target instanceof HTMLElement ? event.target.tagName : '',
        event.ctrlKey || event.metaKey || event.altKey,
      );
      if (!command) return;
      event.preventDefault();
      if (command === 'toggle') toggle();
      else move(command);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const swipe = useSwipe(
    (intent) => move(intent),
    () => true,
  );

  if (store.status === 'error') {
    return (
      <main className="feed feed--message">
        <p>{t('browse:feed.failed')}</p>
        <button type="button" className="button" onClick={() => void store.show(links.language)}>
          {t('browse:feed.retry')}
        </button>
      </main>
    );
  }
  if (!current) {
    return (
      <main className="feed feed--message" aria-busy={store.status === 'loading'}>
        <p>{store.status === 'loading' ? t('browse:feed.loading') : t('browse:feed.empty')}</p>
      </main>
    );
  }
  // The next opening stands by once its file head is in the cache (FeedStore.playbackStarted); the server and the
  // hydrating render stand nothing by.
  const standing = hydrated ? store.upNext : null;
  const shown = [store.previousItem, current, standing].filter((item): item is FeedItem => item !== null);
  const watchHref = links.to('filmVideo', { filmId: current.filmId, videoId: current.episode.id });

  return (
    <main className="feed" aria-label={t('browse:feed.title')}>
      <header className="feed__bar">
        <Link href={links.to('home', {})} className="feed__home" aria-label={t('browse:nav.home')}>
          <Icon name="back" />
        </Link>
        <h1 className="feed__title">{t('browse:feed.title')}</h1>
      </header>
      <div className="feed__layout">
        <section className="feed__stage" aria-roledescription={t('browse:feed.itemRole')} aria-label={current.title} {...swipe}>
          {shown.map((item) => (
            <video
              key={item.episode.id}
              ref={(element) => {
                if (element) videos.current.set(item.episode.id, element);
                else videos.current.delete(item.episode.id);
              }}
              // Once hydrated, taps are the app's: the page's early script (which plays the server's <video> on a
              // tap before the app runs) stands back.
              {...(hydrated ? { [PLAYER_ATTACHED_ATTRIBUTE]: '' } : {})}
              className={item === current ? 'feed__video' : 'feed__standby'}
              src={item.episode.url}
              poster={item.episode.posterUrl}
              preload={item === current ? 'auto' : 'metadata'}
              playsInline
              muted={muted}
              loop={false}
              aria-hidden={item === current ? undefined : true}
              tabIndex={-1}
              onPlay={syncPlaying}
              onPlaying={() => store.playbackStarted(item)}
              onPause={syncPlaying}
              onClick={item === current ? toggle : undefined}
              data-film-id={item.filmId}
            />
          ))}
          <button
            type="button"
            className="feed__play"
            {...PLAYS_VIDEO_PROPS}
            onClick={toggle}
            aria-label={t(playing ? 'browse:feed.pause' : 'browse:feed.play')}
            data-playing={playing || undefined}
          >
            <Icon name={playing ? 'pause' : 'play'} />
          </button>
          <div className="feed__info">
            <p className="feed__why">
              <span className="feed__why-label">{t('browse:feed.why')}</span> {reasonText(current)}
            </p>
            <h2 className="feed__drama">{current.title}</h2>
            <p className="feed__facts">
              <span>{t('film:summary.episodes', { count: current.episodeCount })}</span>
              <RuntimeText minutes={current.runtimeMinutes} />
              <span>{t('film:summary.freeEpisodes', { count: current.freeEpisodes })}</span>
              <RatingText rating={current.rating} count={current.ratingCount} />
              {current.category ? <span className="feed__category">{current.category.name}</span> : null}
            </p>
            <p className="feed__episode">{t('browse:feed.episode', { number: current.episode.episodeNumber ?? 1 })}</p>
            <div className="feed__actions">
              <Link href={watchHref} className="button feed__watch" onClick={() => store.watch(current, currentVideo()?.currentTime ?? 0)}>
                {t('browse:feed.watch')}
              </Link>
              <FeedActions item={current} watchHref={watchHref} />
              <button type="button" className="button button--quiet feed__mute" aria-pressed={muted} onClick={() => setMuted(!muted)}>
                <Icon name={muted ? 'muted' : 'volume'} />
                <span className="visually-hidden">{t('browse:feed.mute')}</span>
              </button>
            </div>
          </div>
          <nav className="feed__steps" aria-label={t('browse:feed.steps')}>
            <button type="button" className="feed__step" onClick={() => move('previous')} disabled={!store.hasPrevious} aria-label={t('browse:feed.previous')}>
              <Icon name="back" className="feed__step-up" />
            </button>
            <button type="button" className="feed__step" onClick={() => move('next')} disabled={!store.hasNext} aria-label={t('browse:feed.next')}>
              <Icon name="back" className="feed__step-down" />
            </button>
          </nav>
        </section>
        <aside className="feed__list" aria-label={t('browse:feed.listLabel')}>
          <ol role="list">
            {store.items.map((item, index) => (
              <li key={item.filmId}>
                <button type="button" className="feed__list-item" aria-current={index === store.index || undefined} onClick={() => store.select(index)}>
                  <img src={item.posterUrl} alt="" width={48} height={64} loading="lazy" />
                  <span>
                    <strong>{item.title}</strong>
                    <small>{reasonText(item)}</small>
                  </span>
                </button>
              </li>
            ))}
          </ol>
        </aside>
      </div>
    </main>
  );
});

/** Favourite and share: the drama's own buttons, with the episode page as the shared link. */
const FeedActions = observer(function FeedActions({ item, watchHref }: { item: FeedItem; watchHref: string }) {
  const share = useService(ShareStore);
  const t = useT();
  const standing = { favorited: false, favoriteCount: item.favoriteCount, myRating: null, ratingAvg: item.rating, ratingCount: item.ratingCount };
  return (
    <>
      <FavoriteButton filmId={item.filmId} loaded={standing} />
      <button type="button" className="button button--quiet feed__share" onClick={() => share.open(item.filmId, watchHref)}>
        <Icon name="share" />
        <span className="feed__share-text">{t('browse:feed.share')}</span>
      </button>
    </>
  );
});

export default FeedView;

import { ContainerModule } from 'inversify';
import { EpisodePlayerStore } from '../../application/film/episode-player.store';
import { FilmGateway } from '../../application/film/film-gateway.port';
import { FilmGuidesStore } from '../../application/film/film-guides.store';
import { FilmPhotosStore } from '../../application/film/film-photos.store';
import { FilmPlotsStore } from '../../application/film/film-plots.store';
import { FilmTranscriptStore } from '../../application/film/film-transcript.store';
import { FilmSummaryStore } from '../../application/film/film-summary.store';
import { FilmVideosStore } from '../../application/film/film-videos.store';
import { MediaSessionPublisher } from '../../application/film/media-session.publisher';
import { MediaWarmup } from '../../application/film/media-warmup.port';
import { NextEpisodePrefetcher } from '../../application/film/next-episode.prefetcher';
import { NextEpisodeStore } from '../../application/film/next-episode.store';
import { PlaybackPositionTracker } from '../../application/film/playback-position.tracker';
import { PlaybackPositions } from '../../application/film/playback-positions.port';
import { PlaybackPreferencesStorage } from '../../application/film/playback-preferences.port';
import { PlaybackPreferencesStore } from '../../application/film/playback-preferences.store';
import { PlayerControlsStore } from '../../application/film/player-controls.store';
import { SubtitleStyleGateway } from '../../application/film/subtitle-style-gateway.port';
import { SubtitleStyleSync } from '../../application/film/subtitle-style.sync';
import { SystemMediaControls } from '../../application/film/system-media-controls.port';
import { WatchHistoryStore } from '../../application/film/watch-history.store';
import { ApiFilmGateway } from '../../infrastructure/api/film-gateway.adapter';
import { ApiSubtitleStyleGateway } from '../../infrastructure/api/subtitle-style-gateway.adapter';
import { HttpCacheMediaWarmup } from '../../infrastructure/browser/http-cache-media-warmup.adapter';
import { MediaSessionControls } from '../../infrastructure/browser/media-session-controls.adapter';
import { LocalStoragePlaybackPositions } from '../../infrastructure/storage/local-storage-playback-positions.adapter';
import { LocalStoragePlaybackPreferences } from '../../infrastructure/storage/local-storage-playback-preferences.adapter';

/**
 * The film pages, the player, the blog, guides and legal pages. Stores are singletons: `useService` hands every
 * view the same instance, and each store reloads itself when its page's parameters or the language change.
 */
export const filmModule = new ContainerModule((options) => {
  options.bind(FilmGateway).to(ApiFilmGateway).inSingletonScope();
  options.bind(PlaybackPositions).to(LocalStoragePlaybackPositions).inSingletonScope();
  options.bind(PlaybackPositionTracker).toSelf().inSingletonScope();
  options.bind(FilmSummaryStore).toSelf().inSingletonScope();
  options.bind(FilmPlotsStore).toSelf().inSingletonScope();
  options.bind(FilmTranscriptStore).toSelf().inSingletonScope();
  options.bind(FilmPhotosStore).toSelf().inSingletonScope();
  options.bind(FilmVideosStore).toSelf().inSingletonScope();
  options.bind(FilmGuidesStore).toSelf().inSingletonScope();
  options.bind(EpisodePlayerStore).toSelf().inSingletonScope();
  options.bind(NextEpisodeStore).toSelf().inSingletonScope();
  options
    .bind(MediaWarmup)
    .toDynamicValue(() => new HttpCacheMediaWarmup())
    .inSingletonScope();
  options.bind(NextEpisodePrefetcher).toSelf().inSingletonScope();
  options.bind(PlaybackPreferencesStorage).to(LocalStoragePlaybackPreferences).inSingletonScope();
  options.bind(PlaybackPreferencesStore).toSelf().inSingletonScope();
  options.bind(SubtitleStyleGateway).to(ApiSubtitleStyleGateway).inSingletonScope();
  options.bind(SubtitleStyleSync).toSelf().inSingletonScope();
  options.bind(PlayerControlsStore).toSelf().inSingletonScope();
  options.bind(WatchHistoryStore).toSelf().inSingletonScope();
  // The lock screen's and headset's controls: the Media Session where the browser has one, nothing on the server.
  options
    .bind(SystemMediaControls)
    .toDynamicValue(() => new MediaSessionControls())
    .inSingletonScope();
  options.bind(MediaSessionPublisher).toSelf().inSingletonScope();
});

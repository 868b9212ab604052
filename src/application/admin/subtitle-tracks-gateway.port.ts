import type { ServiceIdentifier } from 'inversify';
import type { EpisodeTracks } from '../../domain/admin/subtitle-tracks.types';
import type { Language } from '../../domain/routing/language';

/**
 * The console's calls on an episode's subtitle tracks. Each answers the episode's tracks after it; a refusal rejects
 * with an ApiError whose message key says why (media.subtitle_order, subtitle.version_not_found...).
 */
export interface SubtitleTracksGateway {
  tracks(filmId: number, episodeNum: number): Promise<EpisodeTracks>;
  /** Uploads a WebVTT file as the language's new version. */
  upload(filmId: number, episodeNum: number, lang: Language, file: Blob): Promise<EpisodeTracks>;
  /** Serves an earlier version again (as a new version). */
  rollBack(filmId: number, episodeNum: number, lang: Language, version: number): Promise<EpisodeTracks>;
}
export const SubtitleTracksGateway = Symbol.for('SubtitleTracksGateway') as ServiceIdentifier<SubtitleTracksGateway>;

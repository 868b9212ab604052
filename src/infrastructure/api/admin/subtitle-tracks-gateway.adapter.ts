import { inject, injectable } from 'inversify';
import * as calls from '../../../../contract/admin/subtitle-tracks.calls';
import type { SubtitleTracks } from '../../../../contract/admin/subtitle-tracks.schemas';
import type { SubtitleTracksGateway } from '../../../application/admin/subtitle-tracks-gateway.port';
import { ApiClient } from '../../../application/shared/api-client.port';
import type { EpisodeTracks } from '../../../domain/admin/subtitle-tracks.types';
import type { Language } from '../../../domain/routing/language';

function fromWire(wire: SubtitleTracks): EpisodeTracks {
  return {
    filmId: wire.film_id,
    episodeNum: wire.episode_num,
    durationSeconds: wire.duration_seconds,
    tracks: wire.tracks.map((track) => ({
      lang: track.lang,
      url: track.url,
      versions: track.versions.map((v) => ({
        version: v.version,
        url: v.url,
        cues: v.cues,
        source: v.source,
        restoredVersion: v.restored_version,
        change: v.change ? { at: v.change.at, before: v.change.before, after: v.change.after } : null,
        createdBy: v.created_by,
        createdAt: v.created_at,
      })),
    })),
  };
}

/** The subtitle-track calls over the API client; refusals are shown by the console beside the track, not as toasts. */
@injectable()
export class ApiSubtitleTracksGateway implements SubtitleTracksGateway {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  async tracks(filmId: number, episodeNum: number): Promise<EpisodeTracks> {
    return fromWire(await this.api.call(calls.adminSubtitleTracks, { params: { id: filmId, num: episodeNum } }, { silent: true }));
  }

  async upload(filmId: number, episodeNum: number, lang: Language, file: Blob): Promise<EpisodeTracks> {
    const named = file instanceof File ? file : new File([file], `${lang}.vtt`, { type: 'text/vtt' });
    return fromWire(await this.api.call(calls.adminSubtitleUpload, { params: { id: filmId, num: episodeNum, lang }, body: { file: named } }, { silent: true }));
  }

  async rollBack(filmId: number, episodeNum: number, lang: Language, version: number): Promise<EpisodeTracks> {
    return fromWire(await this.api.call(calls.adminSubtitleRollback, { params: { id: filmId, num: episodeNum, lang }, body: { version } }, { silent: true }));
  }
}

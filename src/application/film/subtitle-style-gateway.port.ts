import type { ServiceIdentifier } from 'inversify';
import type { SubtitleStyle } from '../../domain/player/subtitle-style';

/** The signed-in member's subtitle style on the server, so every device they use draws subtitles alike. */
export interface SubtitleStyleGateway {
  /** The stored style, or null when the member never saved one. Rejects with an ApiError. */
  load(): Promise<SubtitleStyle | null>;
  save(style: SubtitleStyle): Promise<void>;
}
export const SubtitleStyleGateway = Symbol.for('SubtitleStyleGateway') as ServiceIdentifier<SubtitleStyleGateway>;

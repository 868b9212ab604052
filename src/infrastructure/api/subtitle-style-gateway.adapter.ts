import { inject, injectable } from 'inversify';
import { saveSubtitleStyle, subtitleStyle } from '../../../contract/account/subtitle-style.calls';
import { subtitleStyleFieldsOfWire, subtitleStyleToWire } from '../../../contract/account/subtitle-style.schemas';
import type { SubtitleStyleGateway } from '../../application/film/subtitle-style-gateway.port';
import { ApiClient } from '../../application/shared/api-client.port';
import { parseSubtitleStyle, type SubtitleStyle } from '../../domain/player/subtitle-style';

// A failed sync is logged, never shown: the style still holds on this device.
const quiet = { silent: true } as const;

/** SubtitleStyleGateway over the API client. */
@injectable()
export class ApiSubtitleStyleGateway implements SubtitleStyleGateway {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  async load(): Promise<SubtitleStyle | null> {
    const { style } = await this.api.call(subtitleStyle, {}, quiet);
    return style && parseSubtitleStyle(subtitleStyleFieldsOfWire(style));
  }

  async save(style: SubtitleStyle): Promise<void> {
    await this.api.call(saveSubtitleStyle, { body: { style: subtitleStyleToWire(style) } }, quiet);
  }
}

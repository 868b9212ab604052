import { NO_DEVICE_FINGERPRINT } from '../../domain/visits/visitor-key';
import type { Fingerprint } from '../shared/fingerprint.port';
import type { ConsentStore } from './consent.store';

/**
 * The device fingerprint runs only with the statistics consent. Without it the visitor key is made of the random
 * browser id alone, which is enough for what is necessary (unlocks, the share visit the visitor arrived through).
 */
export class ConsentGatedFingerprint implements Fingerprint {
  constructor(
    private readonly device: Fingerprint,
    private readonly consent: Pick<ConsentStore, 'allows'>,
  ) {}

  hash(): Promise<string> {
    return this.consent.allows('deviceFingerprint') ? this.device.hash() : Promise.resolve(NO_DEVICE_FINGERPRINT);
  }
}

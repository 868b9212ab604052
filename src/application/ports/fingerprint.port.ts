import type { ServiceIdentifier } from 'inversify';

/** The device fingerprint hash (the x_u_key a visitor is created with); its library loads only when asked. */
export interface Fingerprint {
  hash(): Promise<string>;
}
export const Fingerprint = Symbol.for('Fingerprint') as ServiceIdentifier<Fingerprint>;

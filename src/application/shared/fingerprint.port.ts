import type { ServiceIdentifier } from 'inversify';

/** The visitor key of this browser (the x_u_key a visitor is created with: device hash + browser id); loads its library only when asked. */
export interface Fingerprint {
  hash(): Promise<string>;
}
export const Fingerprint = Symbol.for('Fingerprint') as ServiceIdentifier<Fingerprint>;

import { injectable } from 'inversify';
import type { Fingerprint } from '../../application/shared/fingerprint.port';

/**
 * The device hash from @fingerprintjs/fingerprintjs. The library is imported dynamically, so it is a chunk of its
 * own fetched only when the visitor use case asks (after first paint), never part of the initial JavaScript.
 */
@injectable()
export class FingerprintJsFingerprint implements Fingerprint {
  private pending: Promise<string> | null = null;

  hash(): Promise<string> {
    this.pending ??= compute().catch((error: unknown) => {
      // Let a later call try again (a chunk load can fail on a flaky connection).
      this.pending = null;
      throw error;
    });
    return this.pending;
  }
}

async function compute(): Promise<string> {
  const { load } = await import('@fingerprintjs/fingerprintjs');
  // monitoring off: no third-party statistics request from our visitors' browsers.
  const agent = await load({ monitoring: false });
  const result = await agent.get();
  return result.visitorId;
}

/** What the random browser id of a visitor key looks like (a v4 uuid, infrastructure/browser/random-uuid.ts). */
const BROWSER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** True for a browser id this code made; anything else found in storage is replaced. */
export function isBrowserId(value: string | null | undefined): value is string {
  return typeof value === 'string' && BROWSER_ID.test(value);
}

/** The device part of a visitor key made without the statistics consent: no fingerprint was taken. */
export const NO_DEVICE_FINGERPRINT = 'none';

/**
 * The x_u_key a visitor is created with: `<device fingerprint hash>.<random browser id>`. The fingerprint alone
 * is the same on two identical phones; the random id the browser keeps makes each browser its own visitor, while
 * the fingerprint part still ties visitors of one device together for analysis.
 */
export function visitorKey(fingerprintHash: string, browserId: string): string {
  return `${fingerprintHash}.${browserId}`;
}

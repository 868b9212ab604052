import type { ServiceIdentifier } from 'inversify';

/** Anonymous visitors, identified by a device fingerprint. */
export interface VisitorGateway {
  /** POST /api/users/create {x_u_key}: the visitor id (data.uuid), kept as the fingerprint id. */
  createVisitor(fingerprintHash: string): Promise<string>;
  /** Confirms a visit brought by a share link (the sharer travels as SrcFingerprint); answers whether it counted. */
  /** `sharerId` is sent as SrcFingerprint for this call, whatever sharer the visitor's cookie names now. */
  confirmShareVisit(filmId: number, shareRecordId: number | null, sharerId: string): Promise<boolean>;
}
export const VisitorGateway = Symbol.for('VisitorGateway') as ServiceIdentifier<VisitorGateway>;

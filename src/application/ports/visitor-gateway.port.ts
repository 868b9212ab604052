import type { ServiceIdentifier } from 'inversify';

/** Anonymous visitors, identified by a device fingerprint. */
export interface VisitorGateway {
  /** POST /api/users/create {x_u_key}: the visitor id (data.uuid), kept as the fingerprint id. */
  createVisitor(fingerprintHash: string): Promise<string>;
}
export const VisitorGateway = Symbol.for('VisitorGateway') as ServiceIdentifier<VisitorGateway>;

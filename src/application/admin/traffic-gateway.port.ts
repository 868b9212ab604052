import type { ServiceIdentifier } from 'inversify';
import type { TrafficReport } from '../../domain/admin/traffic.types';

/** The traffic dashboard's data for a range of UTC days (`YYYY-MM-DD`, both inclusive). */
export interface TrafficGateway {
  report(from: string, to: string): Promise<TrafficReport>;
}
export const TrafficGateway = Symbol.for('TrafficGateway') as ServiceIdentifier<TrafficGateway>;

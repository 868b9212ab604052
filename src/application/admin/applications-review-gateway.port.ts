import type { ServiceIdentifier } from 'inversify';
import type { ApplicationDecision, ApplicationStatus, ReviewedApplication } from '../../domain/admin/applications.types';
import type { Paged } from '../../domain/catalog/paged.entity';

/** Permission applications as operators review them. */
export interface ApplicationsReviewGateway {
  list(status: ApplicationStatus, page: number): Promise<Paged<ReviewedApplication>>;
  decide(id: number, decision: ApplicationDecision, reply: string): Promise<ReviewedApplication>;
}
export const ApplicationsReviewGateway = Symbol.for('ApplicationsReviewGateway') as ServiceIdentifier<ApplicationsReviewGateway>;

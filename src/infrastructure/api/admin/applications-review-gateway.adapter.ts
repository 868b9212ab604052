import { inject, injectable } from 'inversify';
import * as applicationCalls from '../../../../contract/admin/applications.calls';
import type { ApplicationItem } from '../../../../contract/admin/applications.schemas';
import type { ApplicationsReviewGateway } from '../../../application/admin/applications-review-gateway.port';
import { ApiClient } from '../../../application/shared/api-client.port';
import type { ApplicationDecision, ApplicationStatus, ReviewedApplication } from '../../../domain/admin/applications.types';
import type { Paged } from '../../../domain/catalog/paged.entity';
import { toPaged } from '../wire.mappers';

const pageSize = 20;

/** ApplicationsReviewGateway over the HTTP ApiClient. */
@injectable()
export class ApiApplicationsReviewGateway implements ApplicationsReviewGateway {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  async list(status: ApplicationStatus, page: number): Promise<Paged<ReviewedApplication>> {
    const data = await this.api.call(applicationCalls.adminApplications, { query: { status, page: String(page), page_size: String(pageSize) } });
    return toPaged(data, toApplication);
  }

  async decide(id: number, decision: ApplicationDecision, reply: string): Promise<ReviewedApplication> {
    const body = reply === '' ? { decision } : { decision, reply };
    return toApplication(await this.api.call(applicationCalls.adminDecideApplication, { params: { id }, body }));
  }
}

function toApplication(a: ApplicationItem): ReviewedApplication {
  return {
    id: a.id,
    status: a.status,
    createdAt: a.created_at,
    decidedAt: a.decided_at,
    reply: a.reply,
    member: a.member,
    film: a.film ? { id: a.film.id, title: a.film.title, posterUrl: a.film.poster_url } : null,
    message: a.message,
    history: {
      memberSince: a.history.member_since,
      applications: a.history.applications,
      approved: a.history.approved,
      denied: a.history.denied,
      comments: a.history.comments,
      hiddenComments: a.history.hidden_comments,
    },
  };
}

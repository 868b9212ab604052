import { inject, injectable } from 'inversify';
import * as moderationCalls from '../../../../contract/admin/moderation.calls';
import type { ModeratedComment as ModeratedCommentData } from '../../../../contract/admin/moderation.schemas';
import type { ModerationGateway } from '../../../application/admin/moderation-gateway.port';
import { ApiClient } from '../../../application/shared/api-client.port';
import type { ModeratedComment, ModerationDecision, ModerationQueueName } from '../../../domain/admin/moderation.types';
import type { Paged } from '../../../domain/catalog/paged.entity';
import { toPaged } from '../wire.mappers';

const pageSize = 20;

/** ModerationGateway over the HTTP ApiClient. */
@injectable()
export class ApiModerationGateway implements ModerationGateway {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  async queue(name: ModerationQueueName, page: number): Promise<Paged<ModeratedComment>> {
    return toPaged(
      await this.api.call(moderationCalls.adminModerationQueue, { query: { queue: name, page: String(page), page_size: String(pageSize) } }),
      toComment,
    );
  }

  async decide(commentId: number, decision: ModerationDecision): Promise<ModeratedComment> {
    return toComment(await this.api.call(moderationCalls.adminDecideComment, { params: { id: commentId }, body: { decision } }));
  }

  async hideAllOf(memberId: string): Promise<number> {
    return (await this.api.call(moderationCalls.adminHideMemberComments, { params: { member_id: memberId } })).hidden;
  }
}

function toComment(c: ModeratedCommentData): ModeratedComment {
  return {
    id: c.id,
    content: c.content,
    state: c.state,
    createdAt: c.created_at,
    author: c.author,
    film: c.film ? { id: c.film.id, title: c.film.title } : null,
    reports: c.reports.map((r) => ({
      reporter: r.reporter,
      reason: r.reason,
      createdAt: r.created_at,
      upheld: r.upheld,
      rejected: r.rejected,
      weight: r.weight,
    })),
    score: c.score,
  };
}

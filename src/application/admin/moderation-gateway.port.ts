import type { ServiceIdentifier } from 'inversify';
import type { ModeratedComment, ModerationDecision, ModerationQueueName } from '../../domain/admin/moderation.types';
import type { Paged } from '../../domain/catalog/paged.entity';

/** Reported and hidden comments, as operators moderate them. */
export interface ModerationGateway {
  queue(name: ModerationQueueName, page: number): Promise<Paged<ModeratedComment>>;
  decide(commentId: number, decision: ModerationDecision): Promise<ModeratedComment>;
  /** Hides every visible comment of a member; answers how many. */
  hideAllOf(memberId: string): Promise<number>;
}
export const ModerationGateway = Symbol.for('ModerationGateway') as ServiceIdentifier<ModerationGateway>;

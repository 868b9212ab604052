import { inject, injectable } from 'inversify';
import type { Comment } from '../../domain/catalog/comment.entity';
import { CommentsGateway } from './comments-gateway.port';
import { PagedList } from './paged-list';

/** The member's own comments and replies, newest first, page by page. */
@injectable()
export class MyCommentsStore {
  readonly list = new PagedList<Comment>();

  constructor(@inject(CommentsGateway) private readonly gateway: CommentsGateway) {}

  load(): Promise<void> {
    return this.list.restart((page) => this.gateway.mine(page));
  }
}

import { ContainerModule } from 'inversify';
import { CommentActionsStore } from '../../application/engagement/comment-actions.store';
import { CommentComposerStore } from '../../application/engagement/comment-composer.store';
import { CommentsGateway } from '../../application/engagement/comments-gateway.port';
import { CommunityPendingMemory } from '../../application/engagement/community-pending.memory';
import { FilmCommentsStore } from '../../application/engagement/film-comments.store';
import { MyCommentsStore } from '../../application/engagement/my-comments.store';
import { ApiCommentsGateway } from '../../infrastructure/api/comments-gateway.adapter';

/** Comments: the comment box, likes, reports, a drama's comments and the member's own. */
export const communityModule = new ContainerModule((options) => {
  options.bind(CommentsGateway).to(ApiCommentsGateway).inSingletonScope();
  options.bind(CommunityPendingMemory).toSelf().inSingletonScope();
  options.bind(CommentComposerStore).toSelf().inSingletonScope();
  options.bind(CommentActionsStore).toSelf().inSingletonScope();
  options.bind(FilmCommentsStore).toSelf().inSingletonScope();
  options.bind(MyCommentsStore).toSelf().inSingletonScope();
});

import { ContainerModule } from 'inversify';
import { CommentActionsStore } from '../../application/community/comment-actions.store';
import { CommentComposerStore } from '../../application/community/comment-composer.store';
import { CommentsGateway } from '../../application/community/comments-gateway.port';
import { CommunityPendingMemory } from '../../application/community/community-pending.memory';
import { FilmCommentsStore } from '../../application/community/film-comments.store';
import { MyCommentsStore } from '../../application/community/my-comments.store';
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

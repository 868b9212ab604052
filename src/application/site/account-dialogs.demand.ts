import { inject, injectable } from 'inversify';
import { Navigation } from '../shared/navigation.port';
import { SessionStore } from '../account/session.store';
import type { DialogsDemand } from './dialogs-demand.port';
import { FeedbackStore } from '../feedback/feedback.store';
import { ShareStore } from '../sharing/share.store';

/** DialogsDemand from the actions feature's stores. */
@injectable()
export class AccountDialogsDemand implements DialogsDemand {
  constructor(
    @inject(SessionStore) private readonly session: Pick<SessionStore, 'signedIn'>,
    @inject(Navigation) private readonly navigation: Pick<Navigation, 'searchParams'>,
    @inject(ShareStore) private readonly share: Pick<ShareStore, 'state'>,
    @inject(FeedbackStore) private readonly feedback: Pick<FeedbackStore, 'state'>,
  ) {}

  get wanted(): boolean {
    const { showShare, showTips } = this.share.state;
    const { showFeedback, showText } = this.feedback.state;
    return this.session.signedIn || this.navigation.searchParams().has('state') || showShare || showTips || showFeedback || showText;
  }
}

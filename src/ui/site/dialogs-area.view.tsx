import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { GoogleSignInStore } from '../../application/account/google-sign-in.store';
import { FeedbackStore } from '../../application/feedback/feedback.store';
import { FilmEngagementStore } from '../../application/film/film-engagement.store';
import { LineReportStore } from '../../application/film/line-report.store';
import { LoginModal } from '../account/login-modal.view';
import { useService } from '../shared/use-service.hook';
import { FeedbackDialogs } from '../feedback/feedback-dialogs.view';
import { ShareDialogs } from '../sharing/share-dialog.view';

/**
 * The shared dialogs area (spec section 2), mounted once by the app shell: the login modal, share and feedback.
 * On the first render it also finishes a Google sign-in the provider returned from, and an action an anonymous
 * visitor tried before signing in.
 */
export const DialogsArea = observer(function DialogsArea() {
  const google = useService(GoogleSignInStore);
  const engagement = useService(FilmEngagementStore);
  const feedback = useService(FeedbackStore);
  const lineReports = useService(LineReportStore);
  useEffect(() => {
    void google.completeFromLocation().then(async (returned) => {
      if (returned) return;
      await feedback.resumePending();
      await engagement.resumePending();
      await lineReports.resumePending();
    });
  }, [google, engagement, feedback, lineReports]);
  return (
    <>
      <LoginModal />
      <ShareDialogs />
      <FeedbackDialogs />
    </>
  );
});

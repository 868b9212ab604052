import { observer } from 'mobx-react-lite';
import { FeedbackStore } from '../../application/feedback/feedback.store';
import { useService } from '../shared/use-service.hook';
import { useT } from '../shared/use-t.hook';
import { DialogHeader, ModalDialog } from '../shared/modal-dialog.view';

/** The apology with feedback and apply buttons, and the 311 px text dialog whose submit waits for some text. */
export const FeedbackDialogs = observer(function FeedbackDialogs() {
  const feedback = useService(FeedbackStore);
  const t = useT();
  const { showFeedback, showText, pending } = feedback.state;
  return (
    <>
      <ModalDialog open={showFeedback && !showText} onClose={feedback.close} labelledBy="feedback-title">
        <DialogHeader id="feedback-title" title={t('feedback:feedback.title')} closeLabel={t('account:close')} onClose={feedback.close} />
        <p className="dialog-text">{t('feedback:feedback.apology')}</p>
        <div className="dialog-actions">
          <button type="button" className="button button--quiet" onClick={feedback.openText}>
            {t('feedback:feedback.feedbackButton')}
          </button>
          <button type="button" className="button" disabled={pending !== null} onClick={() => void feedback.apply()}>
            {t('feedback:feedback.applyButton')}
          </button>
        </div>
      </ModalDialog>
      <ModalDialog open={showText} onClose={feedback.cancelText} labelledBy="feedback-text-title" size="narrow">
        <DialogHeader id="feedback-text-title" title={t('feedback:feedback.textTitle')} closeLabel={t('account:close')} onClose={feedback.cancelText} />
        <label className="visually-hidden" htmlFor="feedback-text">
          {t('feedback:feedback.textLabel')}
        </label>
        <textarea
          id="feedback-text"
          className="dialog-textarea"
          value={feedback.text}
          placeholder={t('feedback:feedback.placeholder')}
          maxLength={2000}
          onChange={(event) => feedback.edit(event.target.value)}
        />
        <div className="dialog-actions">
          <button type="button" className="button button--quiet" onClick={feedback.cancelText}>
            {t('feedback:feedback.cancel')}
          </button>
          <button type="button" className="button" disabled={!feedback.canSubmit} onClick={() => void feedback.submit()}>
            {t('feedback:feedback.submit')}
          </button>
        </div>
      </ModalDialog>
    </>
  );
});

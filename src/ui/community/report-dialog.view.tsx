import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { CommentActionsStore } from '../../application/community/comment-actions.store';
import { REPORT_REASONS } from '../../domain/community/comment-draft.rules';
import { DialogHeader, ModalDialog } from '../shared/modal-dialog.view';
import { useService } from '../shared/use-service.hook';
import { useT } from '../shared/use-t.hook';

/** Reporting a comment: one reason out of four, then send. */
export const ReportDialog = observer(function ReportDialog() {
  const actions = useService(CommentActionsStore);
  const t = useT();
  const id = useId();
  return (
    <ModalDialog open={actions.reporting !== null} onClose={actions.closeReport} labelledBy={`${id}-title`}>
      <DialogHeader
        id={`${id}-title`}
        title={t('community:community.report.title')}
        closeLabel={t('community:community.report.cancel')}
        onClose={actions.closeReport}
      />
      <form
        className="report-form"
        onSubmit={(event) => {
          event.preventDefault();
          void actions.sendReport();
        }}
      >
        <fieldset className="report-form__reasons">
          <legend>{t('community:community.report.reasonLegend')}</legend>
          {REPORT_REASONS.map((reason) => (
            <label key={reason} className="report-form__reason">
              <input type="radio" name={`${id}-reason`} value={reason} checked={actions.reason === reason} onChange={() => actions.chooseReason(reason)} />
              {t(`community:community.report.reason.${reason}`)}
            </label>
          ))}
        </fieldset>
        <p className="composer__error" role="alert">
          {actions.reportErrorKey ? t(actions.reportErrorKey) : null}
        </p>
        <div className="report-form__actions">
          <button type="button" className="button button--quiet" onClick={actions.closeReport}>
            {t('community:community.report.cancel')}
          </button>
          <button type="submit" className="button" disabled={actions.sendingReport}>
            {t('community:community.report.send')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
});

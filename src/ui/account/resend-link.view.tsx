import { observer } from 'mobx-react-lite';
import type { ResendCountdown } from '../../application/account/resend-countdown.store';
import { useT } from '../shared/use-t.hook';

/** Send/resend link, then 'sending…', then 'sent, again in N s' (or 'try again in N s' after a failure) until the 30 s are over (spec section 4). */
export const ResendLink = observer(function ResendLink({ countdown, onSend }: { countdown: ResendCountdown; onSend: () => void }) {
  const t = useT();
  const view = countdown.view;
  return (
    <p className="auth-resend" aria-live="polite">
      {view.showSending ? (
        <span className="auth-resend__status">{t('account:code.sending')}</span>
      ) : view.showHaveSent ? (
        <span className="auth-resend__status">{t('account:code.haveSent', { seconds: view.secondsLeft })}</span>
      ) : view.showRetryIn ? (
        <span className="auth-resend__status">{t('account:code.retryIn', { seconds: view.secondsLeft })}</span>
      ) : (
        <button type="button" className="auth-link" onClick={onSend}>
          {t(countdown.sent ? 'account:code.resend' : 'account:code.send')}
        </button>
      )}
    </p>
  );
});

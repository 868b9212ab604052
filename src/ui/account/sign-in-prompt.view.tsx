import { SessionStore } from '../../application/account/session.store';
import { EmptyState } from '../shared/empty-state.view';
import { useService } from '../shared/use-service.hook';
import { useT } from '../shared/use-t.hook';

/**
 * What an anonymous visitor sees on a personal page: why to sign in, and the button that opens the modal (the
 * session's flag: the modal's code loads with the dialogs area).
 */
export function SignInPrompt({ reason }: { reason: string }) {
  const session = useService(SessionStore);
  const t = useT();
  return (
    <EmptyState
      title={t('account-pages:signIn.title')}
      hint={reason}
      action={
        <button type="button" className="button" onClick={() => session.openLogin()}>
          {t('account-pages:signIn.button')}
        </button>
      }
    />
  );
}

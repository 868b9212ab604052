import { LoginModalStore } from '../../application/account/login-modal.store';
import { EmptyState } from '../shared/empty-state.view';
import { useService } from '../shared/use-service.hook';
import { useT } from '../shared/use-t.hook';

/** What an anonymous visitor sees on a personal page: why to sign in, and the button that opens the modal. */
export function SignInPrompt({ reason }: { reason: string }) {
  const modal = useService(LoginModalStore);
  const t = useT();
  return (
    <EmptyState
      title={t('account-pages:signIn.title')}
      hint={reason}
      action={
        <button type="button" className="button" onClick={modal.show}>
          {t('account-pages:signIn.button')}
        </button>
      }
    />
  );
}

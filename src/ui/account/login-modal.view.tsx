import { observer } from 'mobx-react-lite';
import { LoginModalStore } from '../../application/account/login-modal.store';
import { DialogHeader, ModalDialog } from '../shared/modal-dialog.view';
import { useService } from '../shared/use-service.hook';
import { useT } from '../shared/use-t.hook';
import './auth.css';
import { LegalLinks } from './legal-links.view';
import { CodeLoginView, EmailEntryView, PasswordLoginView } from './login-views.view';
import { RegisterView } from './register-views.view';

const TITLES = {
  emailEntry: 'account:title.signIn',
  password: 'account:title.password',
  code: 'account:title.code',
  register: 'account:title.register',
} as const;

/** The login modal of spec section 2, mounted once by the dialogs area; the store decides what it shows. */
export const LoginModal = observer(function LoginModal() {
  const modal = useService(LoginModalStore);
  const t = useT();
  const view = modal.state.view;
  return (
    <ModalDialog
      open={modal.open}
      onClose={modal.close}
      labelledBy="login-modal-title"
      size="auth"
      step={view === 'register' ? `register-${modal.register.state.step}` : view}
    >
      <DialogHeader id="login-modal-title" title={t(TITLES[view])} closeLabel={t('account:close')} onClose={modal.close} />
      {view === 'emailEntry' ? <EmailEntryView modal={modal} /> : null}
      {view === 'password' ? <PasswordLoginView modal={modal} /> : null}
      {view === 'code' ? <CodeLoginView modal={modal} /> : null}
      {view === 'register' ? <RegisterView register={modal.register} onBack={modal.back} /> : null}
      <LegalLinks />
    </ModalDialog>
  );
});

import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { GoogleSignInStore } from '../../application/account/google-sign-in.store';
import type { LoginModalStore } from '../../application/account/login-modal.store';
import { useService } from '../shared/use-service.hook';
import { useT } from '../shared/use-t.hook';
import { AuthField, ServerError } from './auth-field.view';
import { ResendLink } from './resend-link.view';

const onSubmit = (action: () => void) => (event: FormEvent) => {
  event.preventDefault();
  action();
};

/** Step one: the e-mail, Next, a link to register and (when configured) Google. */
export const EmailEntryView = observer(function EmailEntryView({ modal }: { modal: LoginModalStore }) {
  const t = useT();
  const google = useService(GoogleSignInStore);
  return (
    <form className="auth-form" noValidate onSubmit={onSubmit(modal.next)}>
      <AuthField
        id="login-email"
        label={t('account:email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        value={modal.form.email}
        error={modal.fieldErrors.email}
        onChange={(value) => modal.edit('email', value)}
        onBlur={() => modal.blur('email')}
      />
      <ServerError messageKey={google.error} />
      <button type="submit" className="button auth-form__primary">
        {t('account:next')}
      </button>
      <p className="auth-switch">
        {t('account:noAccount')}{' '}
        <button type="button" className="auth-link" onClick={modal.openRegister}>
          {t('account:register.link')}
        </button>
      </p>
      {google.available ? (
        <button type="button" className="button button--quiet auth-google" disabled={google.busy} onClick={() => void google.start()}>
          <span aria-hidden="true" className="auth-google__mark">
            G
          </span>{' '}
          {t('account:google')}
        </button>
      ) : null}
    </form>
  );
});

/** E-mail with password, with the way to the e-mail code. */
export const PasswordLoginView = observer(function PasswordLoginView({ modal }: { modal: LoginModalStore }) {
  const t = useT();
  return (
    <form className="auth-form" noValidate onSubmit={onSubmit(modal.submit)}>
      <p className="auth-form__email">{t('account:signingInAs', { email: modal.state.email })}</p>
      <AuthField
        id="login-password"
        label={t('account:password')}
        type="password"
        autoComplete="current-password"
        value={modal.form.password}
        error={modal.fieldErrors.password}
        onChange={(value) => modal.edit('password', value)}
        onBlur={() => modal.blur('password')}
      />
      <ServerError messageKey={modal.serverError} />
      <button type="submit" className="button auth-form__primary" disabled={modal.state.pending}>
        {t('account:signIn')}
      </button>
      <div className="auth-form__row">
        <button type="button" className="auth-link" onClick={modal.back}>
          {t('account:back')}
        </button>
        <button type="button" className="auth-link" onClick={modal.useCode}>
          {t('account:useCode')}
        </button>
      </div>
    </form>
  );
});

/** E-mail with a mailed code; back leads to the password view (spec section 4). */
export const CodeLoginView = observer(function CodeLoginView({ modal }: { modal: LoginModalStore }) {
  const t = useT();
  return (
    <form className="auth-form" noValidate onSubmit={onSubmit(modal.submit)}>
      <p className="auth-form__email">{t('account:codeSentTo', { email: modal.state.email })}</p>
      <AuthField
        id="login-code"
        label={t('account:code.label')}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={modal.form.code}
        error={modal.fieldErrors.code}
        onChange={(value) => modal.edit('code', value)}
        onBlur={() => modal.blur('code')}
      />
      <ResendLink countdown={modal.countdown} onSend={modal.requestCode} />
      <ServerError messageKey={modal.serverError} />
      <button type="submit" className="button auth-form__primary" disabled={modal.state.pending}>
        {t('account:signIn')}
      </button>
      <div className="auth-form__row">
        <button type="button" className="auth-link" onClick={modal.usePassword}>
          {t('account:usePassword')}
        </button>
      </div>
    </form>
  );
});

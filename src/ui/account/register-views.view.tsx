import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import type { RegisterFlowStore } from '../../application/account/register-flow.store';
import { useT } from '../shared/use-t.hook';
import { AuthField, ServerError } from './auth-field.view';
import { ResendLink } from './resend-link.view';

const onSubmit = (action: () => unknown) => (event: FormEvent) => {
  event.preventDefault();
  void action();
};

/** Registration: e-mail; then code, password and repeat (the code goes out on entering); then success. */
export const RegisterView = observer(function RegisterView({ register, onBack }: { register: RegisterFlowStore; onBack: () => void }) {
  const t = useT();
  const { form, fieldErrors } = register;
  if (register.state.step === 'success') {
    return (
      <div className="auth-form">
        <p className="auth-success" role="status">
          {t('account:register.success')}
        </p>
        <button type="button" className="button auth-form__primary" onClick={() => void register.confirm()}>
          {t('account:register.confirm')}
        </button>
      </div>
    );
  }
  if (register.state.step === 'email') {
    return (
      <form className="auth-form" noValidate onSubmit={onSubmit(register.next)}>
        <AuthField
          id="register-email"
          label={t('account:email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          value={form.email}
          error={fieldErrors.email}
          onChange={(value) => register.edit('email', value)}
          onBlur={() => register.blur('email')}
        />
        <button type="submit" className="button auth-form__primary">
          {t('account:next')}
        </button>
        <button type="button" className="auth-link" onClick={onBack}>
          {t('account:register.haveAccount')}
        </button>
      </form>
    );
  }
  return (
    <form className="auth-form" noValidate onSubmit={onSubmit(register.submit)}>
      <p className="auth-form__email">{t('account:codeSentTo', { email: register.state.email })}</p>
      <AuthField
        id="register-code"
        label={t('account:code.label')}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={form.code}
        error={fieldErrors.code}
        onChange={(value) => register.edit('code', value)}
        onBlur={() => register.blur('code')}
      />
      <ResendLink countdown={register.countdown} onSend={() => void register.resend()} />
      <AuthField
        id="register-password"
        label={t('account:password')}
        type="password"
        autoComplete="new-password"
        value={form.password}
        error={fieldErrors.password}
        onChange={(value) => register.edit('password', value)}
        onBlur={() => register.blur('password')}
      />
      <AuthField
        id="register-repeat"
        label={t('account:repeatPassword')}
        type="password"
        autoComplete="new-password"
        value={form.repeatPassword}
        error={fieldErrors.repeatPassword}
        onChange={(value) => register.edit('repeatPassword', value)}
        onBlur={() => register.blur('repeatPassword')}
      />
      <ServerError messageKey={register.serverError} />
      <button type="submit" className="button auth-form__primary" disabled={register.state.pending}>
        {t('account:register.submit')}
      </button>
      <button type="button" className="auth-link" onClick={onBack}>
        {t('account:back')}
      </button>
    </form>
  );
});

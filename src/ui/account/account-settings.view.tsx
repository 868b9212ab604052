import { observer } from 'mobx-react-lite';
import { useEffect, type FormEvent, type ReactNode } from 'react';
import { AccountSettingsStore } from '../../application/account/account-settings.store';
import { SessionStore } from '../../application/account/session.store';
import { Translator } from '../../application/shared/translator.port';
import { isFailureMessage, type FieldMessageKey } from '../../domain/errors/field-failure';
import { useLinks } from '../site/use-links.hook';
import './auth.css';
import '../site/dialogs.css';
import { useService } from '../shared/use-service.hook';
import { useT } from '../shared/use-t.hook';
import './personal.css';
import { SignInPrompt } from './sign-in-prompt.view';
import { NotificationSettingsSection } from '../notifications/notification-settings.view';
import { useSignedInView } from './use-signed-in-view.hook';

type FieldProps = { id: string; label: string; value: string; type?: string; autoComplete?: string; error?: string; onChange: (value: string) => void };

/** A labelled input with its message under it, as in the sign-in forms. */
function Field({ id, label, value, type = 'text', autoComplete, error, onChange }: FieldProps) {
  return (
    <div className="auth-field">
      <label className="personal-label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="auth-field__input"
        type={type}
        value={value}
        autoComplete={autoComplete}
        maxLength={type === 'password' ? 128 : 254}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <p id={`${id}-error`} className="personal-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="personal-card settings-section" aria-labelledby={id}>
      <h2 id={id} className="settings-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

const submit = (action: () => Promise<void>) => (event: FormEvent) => {
  event.preventDefault();
  void action();
};

/** /personal/settings.html: password, e-mail, notification e-mails, Google, sessions, download my data, delete my account. */
const AccountSettingsView = observer(function AccountSettingsView() {
  const session = useService(SessionStore);
  const store = useService(AccountSettingsStore);
  const t = useT();
  const signedIn = useSignedInView();
  const links = useLinks();
  useEffect(() => void store.load(), [store, session.signedIn]);
  const authMessage = (key: FieldMessageKey | undefined) => (key ? t(isFailureMessage(key) ? key : `account:${key}`) : undefined);
  // Dates in the page's language, not the browser's.
  const translator = useService(Translator);
  const date = (iso: string) => translator.formatDate(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
  const overview = store.overview;

  if (store.erasesAt) {
    return (
      <div className="page personal-page">
        <h1 className="page-title">{t('account-pages:account.title')}</h1>
        <p role="status" className="personal-card">
          {t('account-pages:account.delete.scheduled', { date: translator.formatDate(new Date(store.erasesAt), { dateStyle: 'long' }) })}
        </p>
      </div>
    );
  }
  return (
    <div className="page personal-page">
      <h1 className="page-title">{t('account-pages:account.title')}</h1>
      {!signedIn ? (
        <SignInPrompt reason={t('account-pages:account.signInReason')} />
      ) : overview === null ? (
        <p role="status">{t('account-pages:loading')}</p>
      ) : (
        <>
          <Section id="settings-password" title={t('account-pages:account.password.title')}>
            <form noValidate onSubmit={submit(store.changePassword)}>
              {store.usesPassword ? (
                <Field
                  id="settings-current-password"
                  type="password"
                  autoComplete="current-password"
                  label={t('account-pages:account.password.current')}
                  value={store.password.current}
                  error={authMessage(store.passwordErrors.current)}
                  onChange={(v) => store.setPasswordField('current', v)}
                />
              ) : (
                <CodeField
                  store={store}
                  id="settings-password-code"
                  value={store.password.code}
                  error={authMessage(store.passwordErrors.code)}
                  onChange={(v) => store.setPasswordField('code', v)}
                />
              )}
              <Field
                id="settings-new-password"
                type="password"
                autoComplete="new-password"
                label={t('account-pages:account.password.new')}
                value={store.password.next}
                error={authMessage(store.passwordErrors.next)}
                onChange={(v) => store.setPasswordField('next', v)}
              />
              <Field
                id="settings-repeat-password"
                type="password"
                autoComplete="new-password"
                label={t('account-pages:account.password.repeat')}
                value={store.password.repeat}
                error={authMessage(store.passwordErrors.repeat)}
                onChange={(v) => store.setPasswordField('repeat', v)}
              />
              <p className="settings-hint">{t('account-pages:account.password.hint')}</p>
              <button type="submit" className="button" disabled={store.busy}>
                {t('account-pages:account.password.submit')}
              </button>
            </form>
          </Section>

          <Section id="settings-email" title={t('account-pages:account.email.title')}>
            <p>{t('account-pages:account.email.current', { email: overview.email })}</p>
            {!store.email.codeSent ? (
              <form noValidate onSubmit={submit(store.requestEmailChange)}>
                <Field
                  id="settings-new-email"
                  type="email"
                  autoComplete="email"
                  label={t('account-pages:account.email.new')}
                  value={store.email.next}
                  error={authMessage(store.emailErrors.next)}
                  onChange={(v) => store.setEmailField('next', v)}
                />
                <button type="submit" className="button" disabled={store.busy}>
                  {t('account-pages:account.email.sendCode')}
                </button>
              </form>
            ) : (
              <form noValidate onSubmit={submit(store.confirmEmailChange)}>
                <p className="settings-hint">{t('account-pages:account.email.codeSentTo', { email: store.email.next })}</p>
                <Field
                  id="settings-email-code"
                  autoComplete="one-time-code"
                  label={t('account-pages:account.code')}
                  value={store.email.code}
                  error={authMessage(store.emailErrors.code)}
                  onChange={(v) => store.setEmailField('code', v)}
                />
                <button type="submit" className="button" disabled={store.busy}>
                  {t('account-pages:account.email.confirm')}
                </button>
              </form>
            )}
          </Section>

          <NotificationSettingsSection />

          <Section id="settings-google" title={t('account-pages:account.google.title')}>
            <p>{overview.googleLinked ? t('account-pages:account.google.linked') : t('account-pages:account.google.notLinked')}</p>
          </Section>

          <Section id="settings-sessions" title={t('account-pages:account.sessions.title')}>
            <ul className="settings-sessions">
              {store.sessions.map((s) => (
                <li key={s.id} className="settings-session">
                  <div>
                    <strong>{[s.browser || t('account-pages:account.sessions.unknownBrowser'), s.os].filter(Boolean).join(' · ')}</strong>
                    <span className="settings-hint"> {t(`account-pages:account.sessions.device.${s.device}`)}</span>
                    <div className="settings-hint">
                      {s.current ? t('account-pages:account.sessions.thisDevice') : t('account-pages:account.sessions.lastSeen', { date: date(s.lastSeenAt) })}
                    </div>
                  </div>
                  {s.current ? null : (
                    <button type="button" className="button button--quiet" disabled={store.busy} onClick={() => void store.signOutSession(s.id)}>
                      {t('account-pages:account.sessions.signOut')}
                    </button>
                  )}
                </li>
              ))}
            </ul>
            {store.sessions.length > 1 ? (
              <button type="button" className="button" disabled={store.busy} onClick={() => void store.signOutOthers()}>
                {t('account-pages:account.sessions.signOutOthers')}
              </button>
            ) : null}
          </Section>

          <Section id="settings-data" title={t('account-pages:account.data.title')}>
            <p className="settings-hint">{t('account-pages:account.data.explain')}</p>
            <button type="button" className="button" disabled={store.busy} onClick={() => void store.downloadData()}>
              {t('account-pages:account.data.download')}
            </button>
          </Section>

          <Section id="settings-delete" title={t('account-pages:account.delete.title')}>
            <p className="settings-hint">
              {t('account-pages:account.delete.explain')} <a href={links.to('policy', {})}>{t('account-pages:account.delete.policy')}</a>
            </p>
            {!store.deletion.confirming ? (
              <button type="button" className="button button--danger" onClick={store.startDeletion}>
                {t('account-pages:account.delete.start')}
              </button>
            ) : (
              <form noValidate onSubmit={submit(store.deleteAccount)}>
                {store.usesPassword ? (
                  <Field
                    id="settings-delete-password"
                    type="password"
                    autoComplete="current-password"
                    label={t('account-pages:account.password.current')}
                    value={store.deletion.password}
                    error={authMessage(store.deletionErrors.password)}
                    onChange={(v) => store.setDeletionField('password', v)}
                  />
                ) : (
                  <CodeField
                    store={store}
                    id="settings-delete-code"
                    value={store.deletion.code}
                    error={authMessage(store.deletionErrors.code)}
                    onChange={(v) => store.setDeletionField('code', v)}
                  />
                )}
                <div className="dialog-actions">
                  <button type="button" className="button button--quiet" onClick={store.cancelDeletion}>
                    {t('account-pages:info.cancel')}
                  </button>
                  <button type="submit" className="button button--danger" disabled={store.busy}>
                    {t('account-pages:account.delete.confirm')}
                  </button>
                </div>
              </form>
            )}
          </Section>
        </>
      )}
    </div>
  );
});

/** The code field with its "send me a code" button, for members without a password. */
const CodeField = observer(function CodeField({
  store,
  id,
  value,
  error,
  onChange,
}: {
  store: AccountSettingsStore;
  id: string;
  value: string;
  error?: string;
  onChange: (v: string) => void;
}) {
  const t = useT();
  return (
    <>
      <button type="button" className="button button--quiet" disabled={store.busy} onClick={() => void store.sendCode()}>
        {store.codeSent ? t('account-pages:account.resendCode') : t('account-pages:account.sendCode')}
      </button>
      <Field id={id} autoComplete="one-time-code" label={t('account-pages:account.code')} value={value} error={error} onChange={onChange} />
    </>
  );
});

export default AccountSettingsView;

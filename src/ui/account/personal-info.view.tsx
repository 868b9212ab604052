import { observer } from 'mobx-react-lite';
import { useEffect, type FormEvent } from 'react';
import { PersonalInfoStore } from '../../application/account/personal-info.store';
import { SessionStore } from '../../application/account/session.store';
import { useLinks } from '../site/use-links.hook';
import './auth.css';
import '../site/dialogs.css';
import { useService } from '../shared/use-service.hook';
import { useT } from '../shared/use-t.hook';
import { AvatarPicker } from './avatar-picker.view';
import './personal.css';
import { SignInPrompt } from './sign-in-prompt.view';
import { useSignedInView } from './use-signed-in-view.hook';

/** /personal/info.html: avatar, username and e-mail; rename, pick an avatar, sign out. */
const PersonalInfoView = observer(function PersonalInfoView() {
  const session = useService(SessionStore);
  const store = useService(PersonalInfoStore);
  const t = useT();
  const signedIn = useSignedInView();
  const links = useLinks();
  useEffect(() => void store.loadAvatars(), [store]);
  const user = session.user;
  const save = (event: FormEvent) => {
    event.preventDefault();
    void store.saveUsername();
  };
  return (
    <div className="page personal-page">
      <h1 className="page-title">{t('account-pages:info.title')}</h1>
      {!signedIn ? (
        <SignInPrompt reason={t('account-pages:signIn.infoReason')} />
      ) : user === null ? (
        <p role="status">{t('account-pages:loading')}</p>
      ) : (
        <section className="personal-card" aria-labelledby="personal-account">
          <h2 id="personal-account" className="visually-hidden">
            {t('account-pages:info.account')}
          </h2>
          <div className="personal-card__head">
            {user.avatarPath ? (
              <img className="personal-avatar" src={user.avatarPath} alt="" width={72} height={72} />
            ) : (
              <span className="personal-avatar personal-avatar--initial" aria-hidden="true">
                {user.username.slice(0, 1).toUpperCase()}
              </span>
            )}
            <dl className="personal-facts">
              <dt className="personal-label">{t('account-pages:info.username')}</dt>
              <dd>{user.username}</dd>
              <dt className="personal-label">{t('account-pages:info.email')}</dt>
              <dd>{user.email}</dd>
            </dl>
          </div>
          {store.editingUsername ? (
            <form className="personal-rename" noValidate onSubmit={save}>
              <label className="personal-label" htmlFor="personal-username">
                {t('account-pages:info.newUsername')}
              </label>
              <input
                id="personal-username"
                className="auth-field__input"
                value={store.usernameDraft}
                autoComplete="nickname"
                maxLength={40}
                aria-invalid={store.usernameError ? true : undefined}
                aria-describedby={store.usernameError ? 'personal-username-error' : undefined}
                onChange={(event) => store.editUsername(event.target.value)}
                onBlur={store.checkUsername}
              />
              {store.usernameError ? (
                <p id="personal-username-error" className="personal-error">
                  {t(store.usernameError)}
                </p>
              ) : null}
              <div className="dialog-actions">
                <button type="button" className="button button--quiet" onClick={store.cancelRename}>
                  {t('account-pages:info.cancel')}
                </button>
                <button type="submit" className="button" disabled={store.saving}>
                  {t('account-pages:info.save')}
                </button>
              </div>
            </form>
          ) : (
            <button type="button" className="button button--quiet" onClick={store.startRename}>
              {t('account-pages:info.rename')}
            </button>
          )}
          <AvatarPicker current={user.avatarPath} />
          <div className="personal-card__foot">
            <a className="button button--quiet" href={links.to('personalCollection', {})}>
              {t('account-pages:collection.title')}
            </a>
            <a className="button button--quiet" href={`${links.to('personalCollection', {})}#my-comments`}>
              {t('community:community.mine.title')}
            </a>
            <a className="button button--quiet" href={links.to('personalSettings', {})}>
              {t('account-pages:account.title')}
            </a>
            <button type="button" className="button" onClick={store.signOut}>
              {t('account-pages:info.signOut')}
            </button>
          </div>
        </section>
      )}
    </div>
  );
});

export default PersonalInfoView;

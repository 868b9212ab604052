import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { PersonalInfoStore } from '../../application/account/personal-info.store';
import { useService } from '../shared/use-service.hook';
import { useT } from '../shared/use-t.hook';

const AVATARS_PER_ROW_BATCH = 16;

/** The avatar choices as a radio group; picking one saves it at once. */
export const AvatarPicker = observer(function AvatarPicker({ current }: { current: string | null }) {
  const store = useService(PersonalInfoStore);
  const t = useT();
  // The catalogue can hold hundreds of images; a few rows at a time keep the page light.
  const [shown, setShown] = useState(AVATARS_PER_ROW_BATCH);
  if (store.avatars.length === 0) return null;
  return (
    <fieldset className="avatar-picker" disabled={store.saving}>
      <legend className="personal-label">{t('account-pages:info.chooseAvatar')}</legend>
      <div className="avatar-picker__choices">
        {store.avatars.slice(0, shown).map((path, index) => (
          <label key={path} className="avatar-picker__choice">
            <input type="radio" name="avatar" className="visually-hidden" checked={current === path} onChange={() => void store.chooseAvatar(path)} />
            <img src={path} alt={t('account-pages:info.avatarNumber', { number: index + 1 })} width={56} height={56} loading="lazy" />
          </label>
        ))}
      </div>
      {shown < store.avatars.length ? (
        <button type="button" className="auth-link" onClick={() => setShown(shown + AVATARS_PER_ROW_BATCH)}>
          {t('account-pages:info.moreAvatars')}
        </button>
      ) : null}
    </fieldset>
  );
});

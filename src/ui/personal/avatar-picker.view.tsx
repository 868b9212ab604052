import { observer } from 'mobx-react-lite';
import { PersonalInfoStore } from '../../application/personal/personal-info.store';
import { useService } from '../hooks/use-service.hook';
import { useT } from '../hooks/use-t.hook';

/** The avatar choices as a radio group; picking one saves it at once. */
export const AvatarPicker = observer(function AvatarPicker({ current }: { current: string | null }) {
  const store = useService(PersonalInfoStore);
  const t = useT();
  if (store.avatars.length === 0) return null;
  return (
    <fieldset className="avatar-picker" disabled={store.saving}>
      <legend className="personal-label">{t('personal:info.chooseAvatar')}</legend>
      <div className="avatar-picker__choices">
        {store.avatars.map((path, index) => (
          <label key={path} className="avatar-picker__choice">
            <input type="radio" name="avatar" className="visually-hidden" checked={current === path} onChange={() => void store.chooseAvatar(path)} />
            <img src={path} alt={t('personal:info.avatarNumber', { number: index + 1 })} width={56} height={56} loading="lazy" />
          </label>
        ))}
      </div>
    </fieldset>
  );
});

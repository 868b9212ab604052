import { observer } from 'mobx-react-lite';
import { useT } from '../shared/use-t.hook';
import './update-prompt.css';

interface UpdatePromptProps {
  /** A newer build is deployed. */
  updateAvailable: boolean;
  onReload: () => void;
  onDismiss: () => void;
}

/** A quiet corner note that a new version exists; it never interrupts, and the next navigation loads it anyway. */
export const UpdatePrompt = observer(function UpdatePrompt({ updateAvailable, onReload, onDismiss }: UpdatePromptProps) {
  const t = useT();
  if (!updateAvailable) return null;
  return (
    <aside className="update-prompt" aria-label={t('browse:update.label')}>
      <p>{t('browse:update.available')}</p>
      <div className="cluster">
        <button type="button" className="button" onClick={onReload}>
          {t('browse:update.reload')}
        </button>
        <button type="button" className="button button--quiet" onClick={onDismiss}>
          {t('browse:update.dismiss')}
        </button>
      </div>
    </aside>
  );
});

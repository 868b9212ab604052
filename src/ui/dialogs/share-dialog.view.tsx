import { observer } from 'mobx-react-lite';
import { ShareStore } from '../../application/engagement/share.store';
import { SHARE_CHANNELS } from '../../domain/share/share-target.builder';
import { useService } from '../hooks/use-service.hook';
import { useT } from '../hooks/use-t.hook';
import { DialogHeader, ModalDialog } from './modal-dialog.view';

/** The share dialog (Mail, Facebook, Twitter) and, after a share, the tips with 'views: N/3' and a visit button. */
export const ShareDialogs = observer(function ShareDialogs() {
  const share = useService(ShareStore);
  const t = useT();
  const progress = share.progress;
  return (
    <>
      <ModalDialog open={share.state.showShare} onClose={share.close} labelledBy="share-title">
        <DialogHeader id="share-title" title={t('personal:share.title')} closeLabel={t('auth:close')} onClose={share.close} />
        <p className="dialog-text">{t('personal:share.intro')}</p>
        <ul className="share-channels" role="list">
          {SHARE_CHANNELS.map((channel) => (
            <li key={channel}>
              <button type="button" className="button button--quiet" onClick={() => void share.choose(channel)}>
                {t(`personal:share.channel.${channel}`)}
              </button>
            </li>
          ))}
        </ul>
      </ModalDialog>
      <ModalDialog open={share.state.showTips} onClose={share.closeTips} labelledBy="share-tips-title">
        <DialogHeader id="share-tips-title" title={t('personal:share.tipsTitle')} closeLabel={t('auth:close')} onClose={share.closeTips} />
        <p className="share-tips__count">
          {t('personal:share.views', { views: progress.views })}
          {progress.targetLabel}
        </p>
        <p className="dialog-text">{t(progress.reached ? 'personal:share.reached' : 'personal:share.tipsText')}</p>
        <div className="dialog-actions">
          <button type="button" className="button" onClick={share.visit}>{t('personal:share.visit')}</button>
        </div>
      </ModalDialog>
    </>
  );
});

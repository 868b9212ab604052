import { observer } from 'mobx-react-lite';
import { ShareStore } from '../../application/sharing/share.store';
import { SHARE_CHANNELS, type ShareChannel } from '../../domain/share/share-target.builder';
import { useService } from '../shared/use-service.hook';
import { useT } from '../shared/use-t.hook';
import { DialogHeader, ModalDialog } from '../shared/modal-dialog.view';

/** The spec's three channels keep their original texts; the added ones live with the share loop's texts. */
const channelLabelKey = (channel: ShareChannel): string =>
  channel === 'mail' || channel === 'facebook' || channel === 'twitter' ? `sharing:share.channel.${channel}` : `sharing:shareLoop.channel.${channel}`;

/** The share dialog (every channel) and, after a share, the tips with the live 'views: N/3', the link and a visit button. */
export const ShareDialogs = observer(function ShareDialogs() {
  const share = useService(ShareStore);
  const t = useT();
  const progress = share.progress;
  const channels = SHARE_CHANNELS.filter((channel) => channel !== 'native' || share.canShareNatively);
  return (
    <>
      <ModalDialog open={share.state.showShare} onClose={share.close} labelledBy="share-title">
        <DialogHeader id="share-title" title={t('sharing:share.title')} closeLabel={t('account:close')} onClose={share.close} />
        <p className="dialog-text">{t('sharing:share.intro')}</p>
        <ul className="share-channels" role="list">
          {channels.map((channel) => (
            <li key={channel}>
              <button type="button" className="button button--quiet" data-channel={channel} onClick={() => void share.choose(channel)}>
                {t(channelLabelKey(channel))}
              </button>
            </li>
          ))}
        </ul>
      </ModalDialog>
      <ModalDialog open={share.state.showTips} onClose={share.closeTips} labelledBy="share-tips-title">
        <DialogHeader id="share-tips-title" title={t('sharing:share.tipsTitle')} closeLabel={t('account:close')} onClose={share.closeTips} />
        <p className="share-tips__count" aria-live="polite" data-testid="share-views">
          {t('sharing:share.views', { views: progress.views })}
          {progress.targetLabel}
        </p>
        <p className="dialog-text">{t(progress.reached ? 'sharing:share.reached' : 'sharing:share.tipsText')}</p>
        {share.state.link ? (
          <div className="share-tips__link">
            <label htmlFor="share-link">{t('sharing:shareLoop.linkLabel')}</label>
            <input id="share-link" readOnly value={share.state.link} onFocus={(event) => event.currentTarget.select()} />
            <button type="button" className="button button--quiet" onClick={() => void share.copyLink()}>
              {t('sharing:shareLoop.channel.copy')}
            </button>
          </div>
        ) : null}
        <div className="dialog-actions">
          <button type="button" className="button" onClick={share.visit}>
            {t('sharing:share.visit')}
          </button>
        </div>
      </ModalDialog>
    </>
  );
});

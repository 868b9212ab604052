import { observer } from 'mobx-react-lite';
import { loadedInstallOffer, loadedOfflineBanner, loadedUpdateNotice } from './background-work';

/**
 * The 'new version' prompt, mounted once the background work's code is here (background-work.ts): the server and
 * the hydration render nothing here, as the prompt itself would before a check found a newer build.
 */
export const DeferredUpdateNotice = observer(function DeferredUpdateNotice() {
  const UpdateNotice = loadedUpdateNotice.get();
  return UpdateNotice ? <UpdateNotice /> : null;
});

/** The offer to install the site as an app, mounted the same way (nothing on the server or while hydrating). */
export const DeferredInstallOffer = observer(function DeferredInstallOffer() {
  const InstallOffer = loadedInstallOffer.get();
  return InstallOffer ? <InstallOffer /> : null;
});

/** The "you are offline" note, mounted the same way. */
export const DeferredOfflineBanner = observer(function DeferredOfflineBanner() {
  const OfflineBanner = loadedOfflineBanner.get();
  return OfflineBanner ? <OfflineBanner /> : null;
});

import { observer } from 'mobx-react-lite';
import { loadedUpdateNotice } from './background-work';

/**
 * The 'new version' prompt, mounted once the background work's code is here (background-work.ts): the server and
 * the hydration render nothing here, as the prompt itself would before a check found a newer build.
 */
export const DeferredUpdateNotice = observer(function DeferredUpdateNotice() {
  const UpdateNotice = loadedUpdateNotice.get();
  return UpdateNotice ? <UpdateNotice /> : null;
});

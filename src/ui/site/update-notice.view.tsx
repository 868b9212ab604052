import { observer } from 'mobx-react-lite';
import { BuildCheckUseCase } from '../../application/site/build-check.use-case';
import { UpdatePrompt } from './update-prompt.view';
import { useService } from '../shared/use-service.hook';

/** Shows the quiet 'new version' prompt while the build check has noticed a newer deploy. */
export const UpdateNotice = observer(function UpdateNotice() {
  const buildCheck = useService(BuildCheckUseCase);
  return <UpdatePrompt updateAvailable={buildCheck.promptVisible} onReload={buildCheck.reloadNow} onDismiss={buildCheck.dismissPrompt} />;
});

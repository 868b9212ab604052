import { observer } from 'mobx-react-lite';
import { BuildCheckUseCase } from '../../application/visits/build-check.use-case';
import { UpdatePrompt } from '../components/update-prompt.view';
import { useService } from '../hooks/use-service.hook';

/** Shows the quiet 'new version' prompt while the build check has noticed a newer deploy. */
export const UpdateNotice = observer(function UpdateNotice() {
  const buildCheck = useService(BuildCheckUseCase);
  return <UpdatePrompt updateAvailable={buildCheck.promptVisible} onReload={buildCheck.reloadNow} onDismiss={buildCheck.dismissPrompt} />;
});

import { observer } from 'mobx-react-lite';
import { Toaster } from '../../application/shared/toaster.port';
import { useHydrated } from '../shared/use-hydrated.hook';
import { useService } from '../shared/use-service.hook';
import { useT } from '../shared/use-t.hook';
import './toast-host.css';

/** Renders the toaster's messages in a polite live region, so screen readers read them without losing focus. */
export const ToastHost = observer(function ToastHost() {
  const toaster = useService(Toaster);
  const t = useT();
  // A toast raised while the page hydrates (a failed call) waits for the hydration: the server's HTML has none (#418).
  const toasts = useHydrated() ? toaster.toasts : [];
  return (
    <div className="toast-host" role="status" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className="toast">
          <span>{toast.text}</span>
          <button type="button" className="toast__close" onClick={() => toaster.dismiss(toast.id)} aria-label={t('browse:toast.dismiss')}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}
    </div>
  );
});

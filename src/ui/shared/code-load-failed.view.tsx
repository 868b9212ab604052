import { CodeLoadError } from '../../application/site/load-with-retry';
import { Navigation } from '../../application/shared/navigation.port';
import { useService } from './use-service.hook';
import { useT } from './use-t.hook';

interface CodeLoadFailedProps {
  readonly error: Error;
  /** The box of the part it stands in for (the player's, the film controls'). */
  readonly className: string;
  /** Nothing in the part's place: another part of the page already says it for the same code. */
  readonly silent?: boolean;
}

/**
 * The code one part of the page needs did not arrive after its retries: say so in that part's place, with a
 * reload, and leave the rest of the page alone. Any other error is not a download's and goes on to the page's
 * error screen.
 */
export function CodeLoadFailed({ error, className, silent = false }: CodeLoadFailedProps) {
  const t = useT();
  const navigation = useService(Navigation);
  if (!(error instanceof CodeLoadError)) throw error;
  if (silent) return null;
  return (
    <div className={className} role="alert">
      <p>{t('browse:loadFailure.message')}</p>
      <button type="button" className="button" onClick={() => navigation.reload()}>
        {t('browse:loadFailure.reload')}
      </button>
    </div>
  );
}

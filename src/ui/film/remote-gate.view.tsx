import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { RemoteValue } from '../../application/film/remote-value';
import { useT } from '../shared/use-t.hook';

interface RemoteGateProps<T> {
  value: RemoteValue<T>;
  /** Shown while the first answer is on its way (a skeleton of the same size as the content). */
  skeleton: ReactNode;
  /** Asks again after a failure. */
  onRetry: () => void;
  children: (value: T) => ReactNode;
}

/** Renders loaded data, its skeleton while loading, or a visible failure with a retry button; never a blank. */
function RemoteGateView<T>({ value, skeleton, onRetry, children }: RemoteGateProps<T>) {
  const t = useT();
  if (value.status === 'error' || value.status === 'not_found') {
    return (
      <div className="film-failure" role="alert">
        <p>{value.status === 'not_found' ? t('film:state.notFound') : t('film:state.failed')}</p>
        {value.status === 'error' ? (
          <button type="button" className="button button--secondary" onClick={onRetry}>
            {t('film:state.retry')}
          </button>
        ) : null}
      </div>
    );
  }
  if (value.value === null) return <>{skeleton}</>;
  return <>{children(value.value)}</>;
}

export const RemoteGate = observer(RemoteGateView) as <T>(props: RemoteGateProps<T>) => ReactNode;

import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { RemoteValue } from '../../application/film/remote-value';
import { useT } from '../shared/use-t.hook';

interface RemoteContentProps<T> {
  value: RemoteValue<T>;
  /** Same size as the content, so nothing jumps when data lands. */
  skeleton: ReactNode;
  onRetry: () => void;
  /** Shown for status `not_found` (an unknown slug or id); defaults to the generic failure. */
  notFound?: ReactNode;
  children: (value: T) => ReactNode;
}

/** Loaded data, its skeleton while loading, or a visible failure with 'Try again'; never a blank region. */
function RemoteContentView<T>({ value, skeleton, onRetry, notFound, children }: RemoteContentProps<T>) {
  const t = useT();
  if (value.status === 'not_found' && notFound) return <>{notFound}</>;
  if (value.status === 'error' || value.status === 'not_found') {
    return (
      <div className="inline-failure" role="alert">
        <p>{t('browse:error.sectionFailed')}</p>
        <button type="button" className="button button--quiet" onClick={onRetry}>
          {t('browse:error.retry')}
        </button>
      </div>
    );
  }
  if (value.value === null || (value.status === 'loading' && value.value === null)) return <>{skeleton}</>;
  return <>{children(value.value)}</>;
}

export const RemoteContent = observer(RemoteContentView) as <T>(props: RemoteContentProps<T>) => ReactNode;

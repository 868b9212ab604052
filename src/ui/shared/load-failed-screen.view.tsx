import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useT } from './use-t.hook';
import './status-screen.css';

interface LoadFailedScreenProps {
  /** Loads the page again (the browser downloads the missing code anew). */
  onReload: () => void;
  onGoHome: () => void;
}

/** The page's code did not arrive after its retries: say so plainly and offer a reload, never an endless skeleton. */
export const LoadFailedScreen = observer(function LoadFailedScreen({ onReload, onGoHome }: LoadFailedScreenProps) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="status-screen" role="alert">
      <div className="status-screen__inner">
        <h1 className="status-screen__title" ref={heading} tabIndex={-1}>
          {t('browse:loadFailure.title')}
        </h1>
        <p className="status-screen__message">{t('browse:loadFailure.message')}</p>
        <button type="button" className="button" onClick={onReload}>
          {t('browse:loadFailure.reload')}
        </button>{' '}
        <button type="button" className="button button--secondary" onClick={onGoHome}>
          {t('browse:error.goHome')}
        </button>
      </div>
    </div>
  );
});

import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useT } from './use-t.hook';
import './status-screen.css';

interface ErrorScreenProps {
  /** HTTP-like status of the failure (404, 500...). */
  statusCode: number;
  /** What went wrong, as the failure said it; when empty the stack is shown instead (spec section 2). */
  message: string;
  stack?: string;
  /** Clears the error and goes to `/`. */
  onGoHome: () => void;
}

/** The error screen (inside the page's main landmark): status code, message or stack, and a 'Go back home' button. */
export const ErrorScreen = observer(function ErrorScreen({ statusCode, message, stack, onGoHome }: ErrorScreenProps) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  // Move focus to the heading so keyboard and screen-reader users learn at once that the page failed.
  useEffect(() => heading.current?.focus(), []);
  const title = statusCode === 404 ? t('browse:error.notFoundTitle') : t('browse:error.title');
  return (
    <div className="status-screen">
      <div className="status-screen__inner">
        <p className="status-screen__code" aria-hidden="true">
          {statusCode}
        </p>
        <h1 className="status-screen__title" ref={heading} tabIndex={-1}>
          <span className="visually-hidden">{statusCode} </span>
          {title}
        </h1>
        {message ? <p className="status-screen__message">{message}</p> : stack ? <pre className="status-screen__stack">{stack}</pre> : null}
        <button type="button" className="button" onClick={onGoHome}>
          {t('browse:error.goHome')}
        </button>
      </div>
    </div>
  );
});

import { isFailureMessage, type FieldMessageKey } from '../../domain/errors/field-failure';
import { useT } from '../shared/use-t.hook';

interface AuthFieldProps {
  id: string;
  label: string;
  type: 'email' | 'password' | 'text';
  value: string;
  /** The spec's message key (inputEmail, emailError...) or a failed call's (`site-errors:validation.password`), shown under the field. */
  error: FieldMessageKey | null;
  autoComplete: string;
  inputMode?: 'numeric' | 'email';
  onChange: (value: string) => void;
  onBlur: () => void;
}

/** A labelled input whose message sits next to it and is announced with it (aria-describedby, aria-invalid). */
export function AuthField({ id, label, type, value, error, autoComplete, inputMode, onChange, onBlur }: AuthFieldProps) {
  const t = useT();
  const errorId = `${id}-error`;
  return (
    <div className="auth-field">
      <label className="auth-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="auth-field__input"
        type={type}
        value={value}
        autoComplete={autoComplete}
        inputMode={inputMode}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      {error ? (
        <p id={errorId} className="auth-field__error">
          {t(isFailureMessage(error) ? error : `account:${error}`)}
        </p>
      ) : null}
    </div>
  );
}

/** A failed call's message (wrong password, expired code...), announced when it appears. */
export function ServerError({ messageKey }: { messageKey: string | null }) {
  const t = useT();
  return (
    <p className="auth-form__error" role="alert">
      {messageKey ? t(messageKey) : null}
    </p>
  );
}

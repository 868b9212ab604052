import { isEmailAddress } from './email.rules';

/** Message keys of spec section 5; the auth namespace translates them. */
export type ValidationMessageKey = 'inputEmail' | 'inputRegisterEmail' | 'emailError' | 'inputPassword' | 'inputCode' | 'inputPwdAgain' | 'paswdError';

/** When a field's rule runs. */
export type ValidationTrigger = 'blur' | 'change' | 'submit';

/** Form fields validate on blur unless a form says otherwise (spec section 5). */
export const DEFAULT_TRIGGER: ValidationTrigger = 'blur';

// Surrounding spaces come from pasting; they are not part of what the visitor meant to type.
const isBlank = (value: string): boolean => value.trim() === '';

/** Which form asks for the e-mail: registration has its own "required" wording. */
export type EmailContext = 'login' | 'register';

/**
 * Checks an e-mail address; null when valid. The spec's "simple pattern" only named the message keys: the rule is
 * the one the server applies (email.rules.ts), so no address a mail server delivers to is turned away.
 */
export function validateEmail(value: string, context: EmailContext = 'login'): ValidationMessageKey | null {
  if (isBlank(value)) return context === 'register' ? 'inputRegisterEmail' : 'inputEmail';
  return isEmailAddress(value) ? null : 'emailError';
}

/** Checks a password is given; null when valid. Spaces count as characters of a password. */
export function validatePassword(value: string): ValidationMessageKey | null {
  return value === '' ? 'inputPassword' : null;
}

/** Checks a verification code is given; null when valid. */
export function validateCode(value: string): ValidationMessageKey | null {
  return isBlank(value) ? 'inputCode' : null;
}

/** Checks the repeated password is given and equals the password; null when valid. */
export function validateRepeatPassword(repeat: string, password: string): ValidationMessageKey | null {
  if (repeat === '') return 'inputPwdAgain';
  return repeat === password ? null : 'paswdError';
}

/** Whether a feedback text may be submitted: blank text does nothing and keeps the submit button disabled. */
export function canSubmitFeedback(text: string): boolean {
  return !isBlank(text);
}

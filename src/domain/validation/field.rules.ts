/** Message keys of spec section 5; the auth namespace translates them. */
export type ValidationMessageKey = 'inputEmail' | 'inputRegisterEmail' | 'emailError' | 'inputPassword' | 'inputCode' | 'inputPwdAgain' | 'paswdError';

/** When a field's rule runs. */
export type ValidationTrigger = 'blur' | 'change' | 'submit';

/** Form fields validate on blur unless a form says otherwise (spec section 5). */
export const DEFAULT_TRIGGER: ValidationTrigger = 'blur';

/**
 * The spec's simple e-mail pattern: word characters with optional dot segments, @, word, dot, word.
 * It deliberately rejects sub-domains and hyphens (`a@mail.example.com`, `a-b@x.com`), as the spec states.
 */
export const EMAIL_PATTERN = /^\w+(\.\w+)*@\w+\.\w+$/;

// Surrounding spaces come from pasting; they are not part of what the visitor meant to type.
const isBlank = (value: string): boolean => value.trim() === '';

/** Which form asks for the e-mail: registration has its own "required" wording. */
export type EmailContext = 'login' | 'register';

/** Checks an e-mail address; null when valid. */
export function validateEmail(value: string, context: EmailContext = 'login'): ValidationMessageKey | null {
  if (isBlank(value)) return context === 'register' ? 'inputRegisterEmail' : 'inputEmail';
  return EMAIL_PATTERN.test(value.trim()) ? null : 'emailError';
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

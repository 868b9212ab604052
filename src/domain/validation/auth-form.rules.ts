import {
  DEFAULT_TRIGGER,
  validateCode,
  validateEmail,
  validatePassword,
  validateRepeatPassword,
  type ValidationMessageKey,
  type ValidationTrigger,
} from './field.rules';

/** A form's verdict: each field's message key, or null when the field is valid. */
export type FormErrors<F extends string> = { readonly [K in F]: ValidationMessageKey | null };

/** One field's rule: when it runs and what it checks, given the whole form (repeat password needs password). */
export interface FieldRule<Form> {
  readonly trigger: ValidationTrigger;
  check(form: Form): ValidationMessageKey | null;
}

/** A rule per field of a form. */
export type FormRules<Form> = { readonly [K in keyof Form]: FieldRule<Form> };

/** The login modal's fields; which secret is checked depends on the view. */
export interface LoginForm {
  readonly email: string;
  readonly password: string;
  readonly code: string;
}

/** The register flow's fields. */
export interface RegisterForm {
  readonly email: string;
  readonly code: string;
  readonly password: string;
  readonly repeatPassword: string;
}

/** How the visitor proves who they are in the login modal. */
export type LoginMethod = 'password' | 'code';

const rule = <Form>(check: (form: Form) => ValidationMessageKey | null): FieldRule<Form> => ({ trigger: DEFAULT_TRIGGER, check });

/** Login rules for a method; the secret the view does not show is never checked. */
export function loginRules(method: LoginMethod): FormRules<LoginForm> {
  return {
    email: rule((f) => validateEmail(f.email, 'login')),
    password: rule((f) => (method === 'password' ? validatePassword(f.password) : null)),
    code: rule((f) => (method === 'code' ? validateCode(f.code) : null)),
  };
}

/** Register rules: the e-mail uses the register wording, the repeat must equal the password. */
export const REGISTER_RULES: FormRules<RegisterForm> = {
  email: rule((f) => validateEmail(f.email, 'register')),
  code: rule((f) => validateCode(f.code)),
  password: rule((f) => validatePassword(f.password)),
  repeatPassword: rule((f) => validateRepeatPassword(f.repeatPassword, f.password)),
};

/**
 * Runs one field's rule for an event: the rule's own trigger runs it, a submit always runs it;
 * `undefined` means "this event does not validate the field, keep its current message".
 */
export function validateField<Form>(rules: FormRules<Form>, field: keyof Form, form: Form, event: ValidationTrigger): ValidationMessageKey | null | undefined {
  const fieldRule = rules[field];
  if (event !== 'submit' && event !== fieldRule.trigger) return undefined;
  return fieldRule.check(form);
}

/** Validates every field of a form, as a submit does. */
export function validateForm<Form>(rules: FormRules<Form>, form: Form): FormErrors<keyof Form & string> {
  const errors: Record<string, ValidationMessageKey | null> = {};
  for (const field of Object.keys(rules) as Array<keyof Form & string>) errors[field] = rules[field].check(form);
  return errors as FormErrors<keyof Form & string>;
}

/** Validates the login form for the given method. */
export function validateLoginForm(form: LoginForm, method: LoginMethod): FormErrors<keyof LoginForm> {
  return validateForm(loginRules(method), form);
}

/** Validates the whole register form (step 2 includes the e-mail of step 1). */
export function validateRegisterForm(form: RegisterForm): FormErrors<keyof RegisterForm> {
  return validateForm(REGISTER_RULES, form);
}

/** True when no field has a message. */
export function isFormValid<F extends string>(errors: FormErrors<F>): boolean {
  return Object.values<ValidationMessageKey | null>(errors).every((message) => message === null);
}

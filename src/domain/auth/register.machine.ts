import { validateEmail, type ValidationMessageKey } from '../validation/field.rules';
import { REGISTER_RULES, isFormValid, validateForm, type FormErrors, type RegisterForm } from '../validation/auth-form.rules';
import { signedIn, type Transition } from './auth-effect';

/** Register steps: e-mail, then code and passwords, then the success screen. */
export type RegisterStep = 'email' | 'codeAndPassword' | 'success';

/** Register state with the field messages of the current step. */
export interface RegisterState {
  readonly step: RegisterStep;
  readonly email: string;
  readonly errors: FormErrors<keyof RegisterForm>;
  readonly pending: boolean;
}

/** What the visitor (or the register call) did. */
export type RegisterEvent =
  | { readonly type: 'next'; readonly email: string }
  | { readonly type: 'resendCode' }
  | { readonly type: 'submit'; readonly code: string; readonly password: string; readonly repeatPassword: string }
  | { readonly type: 'registerSucceeded'; readonly token: string }
  | { readonly type: 'registerFailed'; readonly reason: string }
  | { readonly type: 'back' }
  | { readonly type: 'confirm' }
  | { readonly type: 'close' };

const noErrors: FormErrors<keyof RegisterForm> = { email: null, code: null, password: null, repeatPassword: null };

/** The first step with nothing typed. */
export const initialRegister: RegisterState = { step: 'email', email: '', errors: noErrors, pending: false };

const stay = (state: RegisterState): Transition<RegisterState> => ({ state, effects: [] });
const withEmailError = (state: RegisterState, email: string, error: ValidationMessageKey): RegisterState => ({
  ...state,
  email,
  errors: { ...noErrors, email: error },
});

/** The register reducer: entering step 2 sends the code; success signs in; confirm or close reloads. */
export function registerReducer(state: RegisterState, event: RegisterEvent): Transition<RegisterState> {
  switch (event.type) {
    case 'next': {
      if (state.step !== 'email') return stay(state);
      const error = validateEmail(event.email, 'register');
      if (error) return stay(withEmailError(state, event.email, error));
      const email = event.email.trim();
      return { state: { ...state, step: 'codeAndPassword', email, errors: noErrors }, effects: [{ type: 'sendCode', email }] };
    }
    case 'resendCode':
      return state.step === 'codeAndPassword' ? { state, effects: [{ type: 'sendCode', email: state.email }] } : stay(state);
    case 'submit': {
      if (state.step !== 'codeAndPassword' || state.pending) return stay(state);
      const form: RegisterForm = { email: state.email, code: event.code, password: event.password, repeatPassword: event.repeatPassword };
      const errors = validateForm(REGISTER_RULES, form);
      if (!isFormValid(errors)) return stay({ ...state, errors });
      const credentials = { email: state.email, password: event.password, code: event.code.trim() };
      return { state: { ...state, errors: noErrors, pending: true }, effects: [{ type: 'register', credentials }] };
    }
    case 'registerSucceeded':
      if (!state.pending) return stay(state);
      return { state: { ...state, step: 'success', pending: false }, effects: signedIn(event.token) };
    case 'registerFailed':
      if (!state.pending) return stay(state);
      return { state: { ...state, pending: false }, effects: [{ type: 'log', message: `register failed: ${event.reason}` }] };
    case 'back':
      return state.step === 'codeAndPassword' && !state.pending ? stay({ ...state, step: 'email', errors: noErrors }) : stay(state);
    case 'confirm':
      return state.step === 'success' ? { state: initialRegister, effects: [{ type: 'reload' }] } : stay(state);
    case 'close':
      return { state: initialRegister, effects: [{ type: 'reload' }] };
  }
}

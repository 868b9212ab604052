import { validateCode, validateEmail, validatePassword, type ValidationMessageKey } from '../validation/field.rules';
import { signedIn, type Transition } from './auth-effect';

/** The login modal's views; `register` hands over to the register machine. */
export type LoginView = 'emailEntry' | 'password' | 'code' | 'register';

/** Login modal state: which view, the e-mail carried across views, field messages, a request in flight. */
export interface LoginModalState {
  readonly open: boolean;
  readonly view: LoginView;
  readonly email: string;
  readonly errors: { readonly email: ValidationMessageKey | null; readonly secret: ValidationMessageKey | null };
  readonly pending: boolean;
}

/** What the visitor (or the login call) did. */
export type LoginModalEvent =
  | { readonly type: 'open' }
  | { readonly type: 'next'; readonly email: string }
  | { readonly type: 'useCode' }
  | { readonly type: 'usePassword' }
  | { readonly type: 'openRegister' }
  | { readonly type: 'back' }
  | { readonly type: 'requestCode' }
  | { readonly type: 'submitPassword'; readonly password: string }
  | { readonly type: 'submitCode'; readonly code: string }
  | { readonly type: 'loginSucceeded'; readonly token: string }
  | { readonly type: 'loginFailed'; readonly reason: string }
  | { readonly type: 'close' };

const noErrors = { email: null, secret: null } as const;

/** A closed modal on the e-mail view. */
export const initialLoginModal: LoginModalState = { open: false, view: 'emailEntry', email: '', errors: noErrors, pending: false };

// Where "back" leads: the code view returns to the password view, as spec section 4 says.
const BACK: Record<LoginView, LoginView> = { emailEntry: 'emailEntry', password: 'emailEntry', code: 'password', register: 'emailEntry' };

const stay = (state: LoginModalState): Transition<LoginModalState> => ({ state, effects: [] });
const show = (state: LoginModalState, view: LoginView): Transition<LoginModalState> => stay({ ...state, view, errors: noErrors });

function submit(state: LoginModalState, method: 'password' | 'code', secret: string): Transition<LoginModalState> {
  if (state.pending || state.view !== method) return stay(state);
  const secretError = method === 'password' ? validatePassword(secret) : validateCode(secret);
  if (secretError) return stay({ ...state, errors: { email: null, secret: secretError } });
  const credentials = { email: state.email.trim(), password: method === 'password' ? secret : '', code: method === 'code' ? secret.trim() : '' };
  return { state: { ...state, errors: noErrors, pending: true }, effects: [{ type: 'login', credentials }] };
}

/** The login modal reducer: email entry -> Next -> password <-> code, back, success and close reload. */
export function loginModalReducer(state: LoginModalState, event: LoginModalEvent): Transition<LoginModalState> {
  switch (event.type) {
    case 'open':
      return state.open ? stay(state) : stay({ ...initialLoginModal, open: true });
    case 'next': {
      if (state.view !== 'emailEntry') return stay(state);
      const emailError = validateEmail(event.email, 'login');
      if (emailError) return stay({ ...state, email: event.email, errors: { email: emailError, secret: null } });
      return show({ ...state, email: event.email.trim() }, 'password');
    }
    case 'useCode':
      return state.view === 'password' && !state.pending ? show(state, 'code') : stay(state);
    case 'usePassword':
      return state.view === 'code' && !state.pending ? show(state, 'password') : stay(state);
    case 'openRegister':
      return state.view === 'emailEntry' ? show(state, 'register') : stay(state);
    case 'back':
      return state.pending ? stay(state) : show(state, BACK[state.view]);
    case 'requestCode':
      return state.view === 'code' ? { state, effects: [{ type: 'sendCode', email: state.email }] } : stay(state);
    case 'submitPassword':
      return submit(state, 'password', event.password);
    case 'submitCode':
      return submit(state, 'code', event.code);
    case 'loginSucceeded':
      if (!state.pending) return stay(state);
      return { state: initialLoginModal, effects: [...signedIn(event.token), { type: 'reload' }] };
    case 'loginFailed':
      if (!state.pending) return stay(state);
      return { state: { ...state, pending: false }, effects: [{ type: 'log', message: `login failed: ${event.reason}` }] };
    case 'close':
      return state.open ? { state: initialLoginModal, effects: [{ type: 'reload' }] } : stay(state);
  }
}

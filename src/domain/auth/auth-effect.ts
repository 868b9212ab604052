/** Credentials sent to login and register (spec section 3: email, password, code). */
export interface Credentials {
  readonly email: string;
  readonly password: string;
  readonly code: string;
}

/** Side effects the auth machines ask their store to carry out; the machines themselves stay pure. */
export type AuthEffect =
  | { readonly type: 'sendCode'; readonly email: string }
  | { readonly type: 'login'; readonly credentials: Credentials }
  | { readonly type: 'register'; readonly credentials: Credentials }
  | { readonly type: 'storeToken'; readonly token: string }
  | { readonly type: 'loadUser' }
  | { readonly type: 'reload' }
  // Login, register and send-code failures are only logged (spec section 8).
  | { readonly type: 'log'; readonly message: string };

/** A machine's answer to an event: the next state and what to do about it. */
export interface Transition<S> {
  readonly state: S;
  readonly effects: readonly AuthEffect[];
}

/** The effects of a successful login or registration: keep the token, then fetch who the user is. */
export const signedIn = (token: string): AuthEffect[] => [{ type: 'storeToken', token }, { type: 'loadUser' }];

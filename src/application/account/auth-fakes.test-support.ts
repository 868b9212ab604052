import type { Credentials } from '../../domain/auth/auth-effect';
import { ApiError } from '../../domain/errors/api-error';
import { manualClock } from '../film/film-fakes.test-support';
import type { CookieName, CookieStore } from '../shared/cookie-store.port';
import type { Logger } from '../shared/logger.port';
import type { Navigation } from '../shared/navigation.port';
import type { SessionUser, UserGateway } from '../shared/user-gateway.port';
import { SessionStore } from './session.store';
import { UserStateCookie } from './user-state.cookie';
import { AuthEffectRunner } from './auth-effect.runner';
import type { AuthGateway, CodePurpose } from './auth-gateway.port';
import { LoginModalStore } from './login-modal.store';
import { RegisterFlowStore } from './register-flow.store';

export const member: SessionUser = { id: '00000000-0000-4000-8000-000000000001', username: 'ana', email: 'ana@example.com', avatarPath: null };

/** An ApiError as the HTTP adapter rejects with for a server message key. */
export const apiError = (key: string, code = 400): ApiError => new ApiError('api', code, `site-errors:${key}`, code);

/** An AuthGateway recording calls; each answer is set by the test (a token, or an error to reject with). */
export function fakeAuthGateway() {
  const calls: Array<{ call: string; email?: string; purpose?: CodePurpose; credentials?: Credentials }> = [];
  const answers: { sendCode: Error | null; login: string | Error; register: string | Error; google: string | Error } = {
    sendCode: null,
    login: 'token-login-0000000000000000',
    register: 'token-register-000000000000000',
    google: 'token-google-000000000000000000',
  };
  const settle = async <T>(answer: T | Error): Promise<T> => {
    if (answer instanceof Error) throw answer;
    return answer;
  };
  const gateway: AuthGateway = {
    sendCode: async (email, purpose) => {
      calls.push({ call: 'sendCode', email, purpose });
      if (answers.sendCode) throw answers.sendCode;
    },
    login: (credentials) => (calls.push({ call: 'login', credentials }), settle(answers.login)),
    register: (credentials) => (calls.push({ call: 'register', credentials }), settle(answers.register)),
    googleCallback: () => (calls.push({ call: 'google' }), settle(answers.google)),
  };
  return { gateway, calls, answers };
}

export function memoryCookies(): CookieStore & { jar: Map<CookieName, unknown> } {
  const jar = new Map<CookieName, unknown>();
  return { jar, read: (name) => jar.get(name) ?? null, write: (name, value) => void jar.set(name, value), remove: (name) => void jar.delete(name) };
}

export const silentLogger: Logger = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };

export function fakeNavigation(path = '/playlet/7/videos/3.html'): Navigation & { reloads: number; replaced: string[]; opened: string[] } {
  const nav = {
    path,
    pathname: path.split('?')[0] ?? path,
    reloads: 0,
    replaced: [] as string[],
    opened: [] as string[],
    searchParams: () => new URLSearchParams(path.includes('?') ? path.slice(path.indexOf('?')) : ''),
    navigate: () => undefined,
    replace: (to: string) => void nav.replaced.push(to),
    reload: () => void (nav.reloads += 1),
    openInNewTab: (url: string) => void nav.opened.push(url),
    onChange: () => () => undefined,
    restoreScroll: () => undefined,
  };
  return nav;
}

export function fakeUsers(user: SessionUser = member): UserGateway & { loads: number } {
  const users = { loads: 0, currentUser: async () => ((users.loads += 1), user), logout: async () => undefined };
  return users;
}

/** A login modal wired to fakes, the way the container wires the real one. */
export function loginModalHarness() {
  const clock = manualClock();
  const auth = fakeAuthGateway();
  const cookies = memoryCookies();
  const users = fakeUsers();
  const navigation = fakeNavigation();
  const session = new SessionStore(new UserStateCookie(cookies), users, silentLogger);
  const runner = new AuthEffectRunner(session, navigation, silentLogger);
  const register = new RegisterFlowStore(auth.gateway, runner, clock);
  const modal = new LoginModalStore(auth.gateway, session, runner, register, clock);
  return { clock, auth, cookies, users, navigation, session, register, modal };
}

/** Lets pending promise callbacks run. */
export const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

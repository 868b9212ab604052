import { describe, expect, it } from 'vitest';
import * as constants from './constants';

describe('business constants of spec section 9', () => {
  it.each<[keyof typeof constants, unknown]>([
    ['REQUEST_TIMEOUT_MS', 15_000],
    ['RESEND_COUNTDOWN_SECONDS', 30],
    ['TOAST_DURATION_MS', 2_000],
    ['LANGUAGE_COOKIE', { days: 365, path: '/', sameSite: 'lax' }],
    ['SETTINGS_COOKIE', { days: 7, path: '/', sameSite: 'strict' }],
    ['USER_STATE_COOKIE', { days: 30, path: '/', sameSite: 'strict' }],
    ['BUILD_CHECK_INTERVAL_MS', 3_600_000],
    ['RELOAD_GUARD_MS', 10_000],
    ['SHARE_VIEWS_TARGET', 3],
    ['DEFAULT_CLASSIFY_TYPE', 'drama'],
    ['LAZY_LOAD_RETRIES', 3],
  ])('%s is %j', (name, value) => {
    expect(constants[name]).toEqual(value);
  });
});

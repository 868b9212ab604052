import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ICON_PATHS } from '../shared/icon.view';

describe("the episode list's lock", () => {
  it("is drawn with the lock icon's path (film.css's mask and Icon's lock stay the same)", () => {
    const css = readFileSync(new URL('./film.css', import.meta.url), 'utf8');
    const rule = /\.episode-picker__item--locked::after \{[^}]*\}/.exec(css)?.[0] ?? '';
    expect(decodeURIComponent(/d='([^']+)'/.exec(rule)?.[1] ?? '')).toBe(ICON_PATHS.lock);
  });
});

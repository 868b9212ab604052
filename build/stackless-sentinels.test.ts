import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stacklessReactSentinels, stacklessSentinels } from './stackless-sentinels';

const reactDomClient = join(import.meta.dirname, '../node_modules/react-dom/cjs/react-dom-client.production.js');
const SENTINEL = /Error\(formatProdErrorMessage\((519|460|474|542|461)\)\)/;

const SENTINELS_ONLY = [519, 460, 474, 542, 461].map((code, i) => `var s${i} = Error(formatProdErrorMessage(${code}));`).join('\n');

/** The five sentinels as the transformed code builds them (React's message function stubbed). */
function sentinels(): unknown[] {
  const code = stacklessSentinels(SENTINELS_ONLY);
  const run = new Function(`function formatProdErrorMessage(code) { return "Minified React error #" + code; }\n${code}\nreturn [s0, s1, s2, s3, s4];`);
  return run() as unknown[];
}

describe('stacklessSentinels', () => {
  it('leaves no error built with a stack while React DOM installed here runs its module code', () => {
    const out = stacklessSentinels(readFileSync(reactDomClient, 'utf8'));
    expect(out).not.toMatch(SENTINEL);
    expect(out.match(/__stacklessReactSentinel\(formatProdErrorMessage\(\d+\)\)/g)).toHaveLength(5);
    // The file's "use strict" directive stays its first statement (the helper is appended, not prepended).
    expect(out.indexOf('"use strict"')).toBe(readFileSync(reactDomClient, 'utf8').indexOf('"use strict"'));
  });

  it('makes errors that are Errors with their message and no stack', () => {
    const made = sentinels();
    expect(new Set(made).size).toBe(5);
    for (const error of made) {
      expect(error).toBeInstanceOf(Error);
      expect(Object.getOwnPropertyNames(error)).toEqual(['message']);
    }
    expect(String(made[1])).toBe('Error: Minified React error #460');
  });

  it.each([
    ['a sentinel missing', SENTINELS_ONLY.replace('(474)', '(999)')],
    ['a sentinel built twice', `${SENTINELS_ONLY}\nvar again = Error(formatProdErrorMessage(461));`],
  ])('fails the build with %s (React changed: look again)', (_case, code) => {
    expect(() => stacklessSentinels(code)).toThrow(/stacklessSentinels: expected one/);
  });

  it('transforms React DOM client only', () => {
    const plugin = stacklessReactSentinels();
    const transform = plugin.transform as (code: string, id: string) => { code: string } | null;
    expect(transform(SENTINELS_ONLY, '/x/node_modules/react-dom/cjs/react-dom-client.production.js')?.code).not.toMatch(SENTINEL);
    expect(transform(SENTINELS_ONLY, '/x/node_modules/react-dom/cjs/react-dom-server.node.production.js')).toBeNull();
    expect(transform(SENTINELS_ONLY, '/x/src/ui/site/app.view.tsx')).toBeNull();
  });
});

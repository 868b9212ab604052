import type { Plugin } from 'vite';

/**
 * React DOM's client builds five errors when its module code runs (HydrationMismatchException, SuspenseException and their kin). React only
 * throws them and compares them by identity: nobody reads their stack. But when a debugger protocol client is
 * attached (Lighthouse, Playwright, DevTools), V8 records each new error's stack in detail, with line numbers, and
 * for that re-parses every function on the stack: React DOM's whole module function and the whole libraries
 * chunk. On the phone profile that was a 150-240 ms task right after the libraries arrived, which a visitor's
 * browser (no debugger attached) does not run: 24-45 ms of long tasks without the protocol's Runtime domain,
 * 104-201 ms with it, on the same page (issue 32). These errors are built without a stack instead.
 */
const REACT_DOM_CLIENT = /react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/;
const SENTINELS = [519, 460, 474, 542, 461];
const HELPER = '__stacklessReactSentinel';

/** React DOM's client code with its sentinel errors made without a stack; throws when one is not where it was. */
export function stacklessSentinels(code: string): string {
  let out = code;
  for (const code of SENTINELS) {
    const made = `Error(formatProdErrorMessage(${code}))`;
    const count = out.split(made).length - 1;
    // React changed: look again at what it builds when its module runs rather than guess.
    if (count !== 1) throw new Error(`stacklessSentinels: expected one ${made} in React DOM, found ${count}`);
    out = out.replace(made, `${HELPER}(formatProdErrorMessage(${code}))`);
  }
  // A hoisted declaration at the end keeps the file's "use strict" directive its first statement.
  return (
    `${out}\n` +
    `function ${HELPER}(message) {\n` +
    `  var error = Object.create(Error.prototype);\n` +
    `  Object.defineProperty(error, "message", { value: message, writable: true, configurable: true });\n` +
    `  return error;\n` +
    `}\n`
  );
}

/** The Vite plugin: applies `stacklessSentinels` to React DOM's client build. */
export function stacklessReactSentinels(): Plugin {
  return {
    name: 'stackless-react-sentinels',
    transform(code, id) {
      if (!REACT_DOM_CLIENT.test(id)) return null;
      return { code: stacklessSentinels(code), map: null };
    },
  };
}

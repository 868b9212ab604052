// oidc-provider 9 ships no type declarations; these cover the part the end-to-end tests use.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface Account {
    accountId: string;
    claims(): Record<string, unknown> | Promise<Record<string, unknown>>;
  }

  interface Configuration {
    clients?: Array<Record<string, unknown>>;
    claims?: Record<string, string[]>;
    conformIdTokenClaims?: boolean;
    cookies?: { keys?: string[] };
    findAccount?: (ctx: unknown, id: string) => Account | Promise<Account | undefined> | undefined;
  }

  /** An OpenID Connect provider; `callback()` serves it from a node http server. */
  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
  }
}

// The few parts of oidc-provider (which ships no types) that the Google sign-in journey uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface AccountClaims {
    sub: string;
    [claim: string]: unknown;
  }
  export interface Account {
    accountId: string;
    claims(): AccountClaims | Promise<AccountClaims>;
  }
  export interface Configuration {
    clients?: Record<string, unknown>[];
    findAccount?(ctx: unknown, id: string): Account | undefined | Promise<Account | undefined>;
    claims?: Record<string, string[]>;
    features?: Record<string, { enabled: boolean }>;
    cookies?: { keys: string[] };
    [option: string]: unknown;
  }
  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
  }
}

// A real OpenID Connect provider on a loopback port (oidc-provider with its development login
// and consent pages), standing in for Google in the sign-in journeys.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface OidcAccount {
  email: string;
  emailVerified: boolean;
  name: string;
  picture?: string;
}

export interface OidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

export async function freePort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Starts the provider. `accounts` maps what is typed as "login" on its sign-in page to the
 * identity it asserts; `redirectUri` is the app's callback (`/api/auth/callback/google`).
 */
export async function startOidcProvider(options: { accounts: Record<string, OidcAccount>; redirectUri: string }): Promise<OidcProvider> {
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = 'kerfline-e2e';
  const clientSecret = 'kerfline-e2e-secret-kerfline-e2e-secret';
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['e2e-only-cookie-key'] },
    findAccount(_ctx, id) {
      const account = options.accounts[id];
      if (!account) return undefined;
      return {
        accountId: id,
        claims: () => ({
          sub: id,
          email: account.email,
          email_verified: account.emailVerified,
          name: account.name,
          ...(account.picture ? { picture: account.picture } : {}),
        }),
      };
    },
  });
  const server = http.createServer(provider.callback());
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    issuer,
    clientId,
    clientSecret,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * A real OpenID Connect provider on loopback (npm oidc-provider), standing in for Google in the
 * integration and browser tests of sign-in. Its login and consent screens are replaced by an
 * automatic "the person signs in as `account.sub` and consents", so a browser (or a client that
 * follows redirects) goes straight from the authorization URL back to the app with a code.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
// @ts-expect-error oidc-provider ships no type declarations; the tests use a handful of its calls.
import Provider from "oidc-provider";

type OidcProvider = {
  callback(): (req: IncomingMessage, res: ServerResponse) => void;
  interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<{ params: { client_id: string } }>;
  interactionFinished(
    req: IncomingMessage,
    res: ServerResponse,
    result: unknown,
    options?: unknown,
  ): Promise<void>;
  Grant: new (args: {
    accountId: string;
    clientId: string;
  }) => { addOIDCScope(scope: string): void; save(): Promise<string> };
};

export type OidcAccount = { sub: string; email: string; name: string };

export type OidcProviderOptions = {
  clientId: string;
  clientSecret: string;
  /** The one person who signs in. */
  account: OidcAccount;
};

export type LoopbackOidcProvider = {
  /** `http://127.0.0.1:{port}`: the issuer to configure (OAUTH_GOOGLE_ISSUER). */
  issuer: string;
  account: OidcAccount;
  /**
   * Registers the client with its redirect URI and starts answering. Separate from the start
   * because the app's URL (part of the redirect URI) is often known only once the issuer is.
   */
  attach(redirectUri: string): void;
  close(): Promise<void>;
};

/** Starts the provider on a free loopback port; it answers 404-free only after attach(). */
export async function startOidcProvider(options: OidcProviderOptions): Promise<LoopbackOidcProvider> {
  const { account } = options;
  let handler: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => {
    res.statusCode = 503;
    res.end("provider not attached yet");
  };
  const server = createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const issuer = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  return {
    issuer,
    account,
    attach(redirectUri: string) {
      const provider = new (Provider as new (issuer: string, config: unknown) => OidcProvider)(issuer, {
        clients: [
          {
            client_id: options.clientId,
            client_secret: options.clientSecret,
            redirect_uris: [redirectUri],
            response_types: ["code"],
            grant_types: ["authorization_code"],
          },
        ],
        claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
        findAccount: (_ctx: unknown, id: string) => ({
          accountId: id,
          claims: () => ({ sub: id, email: account.email, email_verified: true, name: account.name }),
        }),
        features: { devInteractions: { enabled: false } },
        pkce: { required: () => true },
        cookies: { keys: [`${options.clientId}-cookie-key`] },
      });
      const main = provider.callback();
      handler = (req, res) => {
        if (req.url?.startsWith("/interaction/")) {
          void (async () => {
            const details = await provider.interactionDetails(req, res);
            const grant = new provider.Grant({ accountId: account.sub, clientId: details.params.client_id });
            grant.addOIDCScope("openid email profile");
            const grantId = await grant.save();
            await provider.interactionFinished(
              req,
              res,
              { login: { accountId: account.sub }, consent: { grantId } },
              { mergeWithLastSubmission: false },
            );
          })().catch((error: unknown) => {
            res.statusCode = 500;
            res.end(String(error));
          });
          return;
        }
        main(req, res);
      };
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

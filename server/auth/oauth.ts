import { createPublicKey, type JsonWebKey, verify as verifySignature } from "node:crypto";
import {
  ArcticFetchError,
  CodeChallengeMethod,
  generateCodeVerifier,
  generateState,
  OAuth2Client,
  UnexpectedResponseError,
} from "arctic";
import { z } from "zod";
import { generateToken, safeEqual } from "./tokens.ts";

/**
 * Third-party sign-in through OpenID Connect (issue 6 item 2). Providers are configuration: an
 * issuer URL, a client id and secret; endpoints and keys come from the issuer's discovery document,
 * so "google" is Google in production and a loopback oidc-provider in the tests, with the same code.
 * arctic builds the authorization URL (code + PKCE S256 + state) and exchanges the code; this module
 * adds the nonce and checks the ID token (signature, issuer, audience, expiry, nonce; OIDC Core 3.1.3.7).
 */
export type OidcProviderConfig = {
  id: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  scopes: string[];
};

export type OidcIdentity = {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
};

export type PendingSignIn = { state: string; codeVerifier: string; nonce: string };

const discoverySchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.string().url(),
  token_endpoint: z.string().url(),
  jwks_uri: z.string().url(),
  userinfo_endpoint: z.string().url().optional(),
});
type Discovery = z.infer<typeof discoverySchema>;

const jwkSchema = z
  .object({ kid: z.string().optional(), kty: z.string(), alg: z.string().optional() })
  .loose();
const jwksSchema = z.object({ keys: z.array(jwkSchema) });

const claimsSchema = z
  .object({
    iss: z.string(),
    sub: z.string().min(1).max(255),
    aud: z.union([z.string(), z.array(z.string())]),
    exp: z.number(),
    iat: z.number().optional(),
    nonce: z.string().optional(),
    azp: z.string().optional(),
    email: z.string().max(320).optional(),
    email_verified: z.union([z.boolean(), z.literal("true"), z.literal("false")]).optional(),
    name: z.string().max(200).optional(),
  })
  .loose();

const userinfoSchema = claimsSchema
  .pick({ sub: true, email: true, email_verified: true, name: true })
  .loose();

export class OidcError extends Error {
  override name = "OidcError";
}

/**
 * The provider could not be reached or answered with a server error (issue 11 item 4): the person
 * did nothing wrong and gets "try again later", not "invalid code".
 */
export class ProviderUnreachableError extends OidcError {
  override name = "ProviderUnreachableError";
}

/** True when a sign-in failed because the provider was down or unreachable, not because of its answer. */
export function isProviderUnreachable(error: unknown): boolean {
  if (error instanceof ProviderUnreachableError || error instanceof ArcticFetchError) return true;
  if (error instanceof UnexpectedResponseError) return error.status >= 500;
  return false;
}

/** fetch with the provider's failures turned into ProviderUnreachableError. */
async function providerFetch(url: string, init: RequestInit = {}): Promise<Response> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
  } catch (error) {
    throw new ProviderUnreachableError(`${new URL(url).origin} unreachable`, { cause: error });
  }
  if (res.status >= 500) throw new ProviderUnreachableError(`${new URL(url).origin} answered ${res.status}`);
  return res;
}

/** Signature algorithms accepted for ID tokens, with how node:crypto verifies each. */
const ALGORITHMS: Record<string, { hash: string; dsaEncoding?: "ieee-p1363"; padding?: "pss" }> = {
  RS256: { hash: "sha256" },
  RS384: { hash: "sha384" },
  RS512: { hash: "sha512" },
  PS256: { hash: "sha256", padding: "pss" },
  ES256: { hash: "sha256", dsaEncoding: "ieee-p1363" },
  ES384: { hash: "sha384", dsaEncoding: "ieee-p1363" },
};

function decodeSegment(segment: string): unknown {
  return JSON.parse(Buffer.from(segment, "base64url").toString("utf8"));
}

export type OidcClient = ReturnType<typeof createOidcClient>;

export function createOidcClient(
  config: OidcProviderConfig,
  redirectUri: string,
  now: () => number = Date.now,
) {
  let discovery: Promise<Discovery> | undefined;
  let jwks: { at: number; keys: z.infer<typeof jwkSchema>[] } | undefined;
  const client = new OAuth2Client(config.clientId, config.clientSecret, redirectUri);

  async function discover(): Promise<Discovery> {
    discovery ??= (async () => {
      const url = `${config.issuer.replace(/\/$/, "")}/.well-known/openid-configuration`;
      const res = await providerFetch(url);
      if (!res.ok) throw new OidcError(`discovery failed: ${res.status}`);
      const doc = discoverySchema.parse(await res.json());
      if (doc.issuer !== config.issuer) throw new OidcError("discovery issuer mismatch");
      return doc;
    })();
    // A failed discovery is retried on the next sign-in instead of being cached forever.
    discovery.catch(() => {
      discovery = undefined;
    });
    return discovery;
  }

  async function keys(forceRefresh: boolean) {
    if (!jwks || forceRefresh || now() - jwks.at > 60 * 60 * 1000) {
      const { jwks_uri } = await discover();
      const res = await providerFetch(jwks_uri);
      if (!res.ok) throw new OidcError(`jwks fetch failed: ${res.status}`);
      jwks = { at: now(), keys: jwksSchema.parse(await res.json()).keys };
    }
    return jwks.keys;
  }

  async function verifyIdToken(idToken: string, nonce: string) {
    const [h, p, s] = idToken.split(".");
    if (!h || !p || !s) throw new OidcError("malformed id token");
    const header = z.object({ alg: z.string(), kid: z.string().optional() }).parse(decodeSegment(h));
    const algorithm = ALGORITHMS[header.alg];
    if (!algorithm) throw new OidcError(`id token algorithm ${header.alg} refused`);
    const pick = (list: z.infer<typeof jwkSchema>[]) =>
      list.find((k) => (header.kid ? k.kid === header.kid : true) && (!k.alg || k.alg === header.alg));
    let jwk = pick(await keys(false));
    // Providers rotate keys: an unknown kid means refetch once.
    if (!jwk) jwk = pick(await keys(true));
    if (!jwk) throw new OidcError("no key for id token");
    const key = createPublicKey({ key: jwk as JsonWebKey, format: "jwk" });
    const valid = verifySignature(
      algorithm.hash,
      Buffer.from(`${h}.${p}`),
      algorithm.padding === "pss"
        ? { key, padding: 6 /* RSA_PKCS1_PSS_PADDING */, saltLength: 32 }
        : algorithm.dsaEncoding
          ? { key, dsaEncoding: algorithm.dsaEncoding }
          : key,
      Buffer.from(s, "base64url"),
    );
    if (!valid) throw new OidcError("id token signature invalid");
    const claims = claimsSchema.parse(decodeSegment(p));
    if (claims.iss !== config.issuer) throw new OidcError("id token issuer mismatch");
    const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
    if (!audiences.includes(config.clientId)) throw new OidcError("id token audience mismatch");
    if (audiences.length > 1 && claims.azp !== config.clientId) throw new OidcError("id token azp mismatch");
    // One minute of leeway for clock drift between us and the provider.
    if (claims.exp * 1000 < now() - 60_000) throw new OidcError("id token expired");
    if (!claims.nonce || !safeEqual(claims.nonce, nonce)) throw new OidcError("id token nonce mismatch");
    return claims;
  }

  return {
    id: config.id,

    /** Where to send the browser, and what to remember (in a cookie) until it comes back. */
    async start(): Promise<{ url: URL; pending: PendingSignIn }> {
      const { authorization_endpoint } = await discover();
      const pending: PendingSignIn = {
        state: generateState(),
        codeVerifier: generateCodeVerifier(),
        nonce: generateToken(16),
      };
      const url = client.createAuthorizationURLWithPKCE(
        authorization_endpoint,
        pending.state,
        CodeChallengeMethod.S256,
        pending.codeVerifier,
        config.scopes,
      );
      url.searchParams.set("nonce", pending.nonce);
      return { url, pending };
    },

    /** Exchanges the code (with the PKCE verifier) and returns the verified identity. */
    async finish(code: string, pending: PendingSignIn): Promise<OidcIdentity> {
      const { token_endpoint, userinfo_endpoint } = await discover();
      const tokens = await client.validateAuthorizationCode(token_endpoint, code, pending.codeVerifier);
      const claims = await verifyIdToken(tokens.idToken(), pending.nonce);
      let email = claims.email ?? null;
      let emailVerified = claims.email_verified === true || claims.email_verified === "true";
      let name = claims.name ?? null;
      // Some providers keep profile claims out of the ID token: ask the userinfo endpoint.
      if (!email && userinfo_endpoint) {
        const res = await providerFetch(userinfo_endpoint, {
          headers: { authorization: `Bearer ${tokens.accessToken()}` },
        });
        if (res.ok) {
          const info = userinfoSchema.parse(await res.json());
          if (info.sub !== claims.sub) throw new OidcError("userinfo subject mismatch");
          email = info.email ?? null;
          emailVerified = info.email_verified === true || info.email_verified === "true";
          name ??= info.name ?? null;
        }
      }
      return { subject: claims.sub, email: email?.toLowerCase() ?? null, emailVerified, name };
    },
  };
}

/** The configured providers: today Google, when its client id and secret are set. */
export function providersFromConfig(config: {
  OAUTH_GOOGLE_CLIENT_ID: string;
  OAUTH_GOOGLE_CLIENT_SECRET: string;
  OAUTH_GOOGLE_ISSUER: string;
}): OidcProviderConfig[] {
  const list: OidcProviderConfig[] = [];
  if (config.OAUTH_GOOGLE_CLIENT_ID && config.OAUTH_GOOGLE_CLIENT_SECRET) {
    list.push({
      id: "google",
      issuer: config.OAUTH_GOOGLE_ISSUER,
      clientId: config.OAUTH_GOOGLE_CLIENT_ID,
      clientSecret: config.OAUTH_GOOGLE_CLIENT_SECRET,
      scopes: ["openid", "email", "profile"],
    });
  }
  return list;
}

import { randomBytes } from "node:crypto";
import type { IncomingHttpHeaders, IncomingMessage } from "node:http";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import type { Config } from "../config.ts";

/**
 * The Content-Security-Policy and the other security headers of every response (issue 17 finding
 * 5, docs/security.md "Content-Security-Policy"). THE one place where the policy is built.
 *
 * Scripts: a fresh nonce per response (`'nonce-…'`) plus `'strict-dynamic'`, so only the scripts
 * React Router renders with that nonce (the hydration data, the module entry, the modulepreloads)
 * and what they load run; `'self'` and `https:` are fallbacks that browsers with `strict-dynamic`
 * ignore. `'wasm-unsafe-eval'` lets the on-device nudity model compile its WebAssembly (tfjs-wasm).
 *
 * Adding sources for a feature (an ad network, a widget): call `addCspSources` once at start-up,
 * from the feature's server module, with the sources per directive —
 *
 *     addCspSources({ "script-src": ["https://ads.example"], "frame-src": ["https://ads.example"] });
 *
 * or, when the sources depend on the configuration, `addCspSources((config) => ({ … }))`. Sources
 * are merged into the base policy below; nothing else sets the header.
 *
 * The nonce of a response is `res.locals.cspNonce` (Express) and `cspNonceContext` in the router
 * context; it appears in the HTML only as plain `nonce="…"` attributes, so a cache of anonymous
 * pages can store the HTML and replace the nonce per response (`replaceNonce`).
 */

export type CspDirective =
  | "default-src"
  | "script-src"
  | "style-src"
  | "img-src"
  | "media-src"
  | "font-src"
  | "connect-src"
  | "worker-src"
  | "frame-src"
  | "child-src"
  | "manifest-src"
  | "object-src"
  | "base-uri"
  | "form-action"
  | "frame-ancestors";

export type CspSources = Partial<Record<CspDirective, string[]>>;
type SourceProvider = CspSources | ((config: Config) => CspSources);

const registered: SourceProvider[] = [];

/** Adds sources to directives of the policy (see above). Call at start-up, before requests. */
export function addCspSources(sources: SourceProvider): void {
  registered.push(sources);
}

/** The placeholder `buildCsp` writes where the nonce goes when given none (for caches). */
export const NONCE_PLACEHOLDER = "{{CSP_NONCE}}";

/** A new nonce: 128 random bits, base64 (the CSP spec's recommendation). */
export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

const TIKTOK_EMBED = "https://www.tiktok.com";
const TIKTOK_IMAGES = ["https://*.tiktokcdn.com", "https://*.tiktokcdn-us.com"];
const ANALYTICS = {
  "script-src": ["https://www.googletagmanager.com"],
  "connect-src": [
    "https://*.google-analytics.com",
    "https://*.analytics.google.com",
    "https://*.googletagmanager.com",
  ],
  "img-src": ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
} satisfies CspSources;

/** The sources of the base policy for this configuration, before features add theirs. */
export function baseSources(config: Config): CspSources {
  const site = new URL(config.CURRENT_SITE_URL ?? config.SITE_URL);
  const ws = `${site.protocol === "https:" ? "wss:" : "ws:"}//${site.host}`;
  const sources: Required<Pick<CspSources, CspDirective>> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", "'strict-dynamic'", "'wasm-unsafe-eval'", "https:"],
    // React renders style attributes and the build inlines its stylesheet (decision 007).
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:"],
    // The searching screen's default videos are URLs an operator enters (any https host, or a
    // data: URL); media cannot run script, so this stays safe.
    "media-src": ["'self'", "blob:", "data:", "https:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ws],
    // The nudity model runs in a worker made from a blob (docs/decisions/019-on-device-nudity-check.md).
    "worker-src": ["'self'", "blob:"],
    "frame-src": [],
    "child-src": [],
    "manifest-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  if (config.VIDEO_PROVIDER === "tiktok") {
    sources["frame-src"].push(TIKTOK_EMBED);
    sources["img-src"].push(...TIKTOK_IMAGES);
  }
  if (config.ANALYTICS_ID) merge(sources, ANALYTICS);
  if (config.OAUTH_GOOGLE_CLIENT_ID && config.OAUTH_GOOGLE_CLIENT_SECRET) {
    // The sign-in starts with a redirect to the provider; a form that leads there stays allowed.
    sources["form-action"].push(new URL(config.OAUTH_GOOGLE_ISSUER).origin);
  }
  if (config.CURRENT_SITE_URL && config.CURRENT_SITE_URL !== config.SITE_URL) {
    // A sister site links and posts back to the main site (spec §2.3).
    sources["form-action"].push(new URL(config.SITE_URL).origin);
  }
  return sources;
}

function merge(into: CspSources, extra: CspSources): void {
  for (const [directive, values] of Object.entries(extra) as [CspDirective, string[]][]) {
    const list = into[directive] ?? [];
    into[directive] = list;
    for (const value of values) if (!list.includes(value)) list.push(value);
  }
}

/** The policy as a header value, for a nonce (or `NONCE_PLACEHOLDER`). */
export function buildCsp(
  config: Config,
  nonce: string = NONCE_PLACEHOLDER,
  extra: CspSources[] = [],
): string {
  const sources = baseSources(config);
  for (const provider of registered)
    merge(sources, typeof provider === "function" ? provider(config) : provider);
  for (const more of extra) merge(sources, more);
  sources["script-src"]?.splice(1, 0, `'nonce-${nonce}'`);
  const parts: string[] = [];
  for (const [directive, values] of Object.entries(sources)) {
    if (!values || values.length === 0) continue;
    // 'none' alone; anything added to a 'none' directive replaces it.
    const effective = values.length > 1 ? values.filter((v) => v !== "'none'") : values;
    parts.push(`${directive} ${effective.join(" ")}`);
  }
  if (isHttps(config)) parts.push("upgrade-insecure-requests");
  return parts.join("; ");
}

/** Swaps the nonce of a stored page for this response's (HTML attributes and a CSP header alike). */
export function replaceNonce(text: string, from: string, to: string): string {
  return text.replaceAll(`nonce="${from}"`, `nonce="${to}"`).replaceAll(`'nonce-${from}'`, `'nonce-${to}'`);
}

const isHttps = (config: Config) => new URL(config.SITE_URL).protocol === "https:";

/** HSTS: two years, subdomains, only when the site is served over https. */
export const HSTS = "max-age=63072000; includeSubDomains";

/** The headers every response carries, whatever made it (Express, Engine.IO). */
export function staticSecurityHeaders(config: Config): Record<string, string> {
  const headers: Record<string, string> = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Permissions-Policy": "camera=(self), microphone=(self), geolocation=()",
    "Cross-Origin-Opener-Policy": "same-origin",
  };
  if (isHttps(config)) headers["Strict-Transport-Security"] = HSTS;
  return headers;
}

/** Enforced in production; `Content-Security-Policy-Report-Only` in development (Vite's client). */
export function cspHeaderName(config: Config): string {
  return config.isDev ? "Content-Security-Policy-Report-Only" : "Content-Security-Policy";
}

/**
 * Express middleware, first after the access log: a nonce for this response, the CSP with it and
 * the other security headers.
 */
export function securityHeaders(config: Config): RequestHandler {
  const fixed = Object.entries(staticSecurityHeaders(config));
  const headerName = cspHeaderName(config);
  // The policy is built once; only the nonce changes per response.
  const template = buildCsp(config, NONCE_PLACEHOLDER);
  return (_req: Request, res: Response, next: NextFunction) => {
    const nonce = createNonce();
    res.locals.cspNonce = nonce;
    for (const [name, value] of fixed) res.setHeader(name, value);
    res.setHeader(headerName, template.replace(NONCE_PLACEHOLDER, nonce));
    next();
  };
}

/**
 * The same headers on Engine.IO's own responses (handshake and long-polling), which never pass
 * through Express: `io.engine.on("initial_headers" | "headers", engineHeaders(config))`.
 */
export function engineHeaders(config: Config): (headers: IncomingHttpHeaders, req: IncomingMessage) => void {
  const fixed = Object.entries(staticSecurityHeaders(config));
  // Engine.IO answers with data, never a page: nothing may run or be framed.
  const policy = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
  const headerName = cspHeaderName(config);
  return (headers) => {
    const target = headers as Record<string, string>;
    for (const [name, value] of fixed) target[name] = value;
    target[headerName] = policy;
  };
}

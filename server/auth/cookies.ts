/** Cookie names and attributes of the session (issue 6 item 1, ASVS 5 V3.3). */

export type CookieOptions = {
  httpOnly: boolean;
  secure: boolean;
  sameSite: "lax" | "strict";
  path: string;
  maxAgeSeconds?: number;
};

/** True when the site is served over HTTPS, judged from the configured public URL. */
export function isSecureSite(siteUrl: string): boolean {
  return new URL(siteUrl).protocol === "https:";
}

/**
 * `__Host-` makes the browser refuse the cookie unless it is Secure, has Path=/ and no Domain, so a
 * sibling subdomain cannot plant or overwrite it. Browsers refuse the prefix over plain HTTP, hence
 * the unprefixed name for local development.
 */
export function sessionCookieName(secure: boolean): string {
  return secure ? "__Host-acaso_session" : "acaso_session";
}

export function oauthCookieName(secure: boolean): string {
  return secure ? "__Host-acaso_oauth" : "acaso_oauth";
}

export function sessionCookieOptions(secure: boolean, maxAgeSeconds?: number): CookieOptions {
  const options: CookieOptions = { httpOnly: true, secure, sameSite: "lax", path: "/" };
  if (maxAgeSeconds !== undefined) options.maxAgeSeconds = maxAgeSeconds;
  return options;
}

/** A Set-Cookie header value. Values are base64url tokens, so no escaping is needed beyond a check. */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  if (!/^[\w.~-]*$/.test(value)) throw new Error("cookie value must be URL-safe");
  const parts = [`${name}=${value}`, `Path=${options.path}`];
  if (options.maxAgeSeconds !== undefined)
    parts.push(`Max-Age=${Math.max(0, Math.floor(options.maxAgeSeconds))}`);
  if (options.httpOnly) parts.push("HttpOnly");
  if (options.secure) parts.push("Secure");
  parts.push(`SameSite=${options.sameSite === "lax" ? "Lax" : "Strict"}`);
  return parts.join("; ");
}

/** Expires a cookie now (same name, path and flags, or the browser keeps the original). */
export function clearCookie(name: string, secure: boolean): string {
  return serializeCookie(name, "", sessionCookieOptions(secure, 0));
}

/** Reads one cookie from a Cookie header; the first occurrence wins, as browsers send the most specific first. */
export function readCookieHeader(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}

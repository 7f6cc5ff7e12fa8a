/**
 * The visitor's consent to third-party ad and analytics scripts (issue 13, decision 031), as its
 * first-party cookie carries it: the server render reads it too.
 */
export type Consent = { ads: boolean; analytics: boolean };

export const CONSENT_COOKIE = "acaso_consent";
/** Asked again after about six months (CNIL/EDPB guidance: 6–13 months). */
export const CONSENT_MAX_AGE_S = 182 * 24 * 3600;

/** `v1-10`: version, then ads and analytics as 1/0. */
export function formatConsent(consent: Consent): string {
  return `v1-${consent.ads ? 1 : 0}${consent.analytics ? 1 : 0}`;
}

export function parseConsent(value: string | null | undefined): Consent | null {
  const match = /^v1-([01])([01])$/.exec(value ?? "");
  if (!match) return null;
  return { ads: match[1] === "1", analytics: match[2] === "1" };
}

/** The consent in a Cookie header (server render) or document.cookie. */
export function consentFromCookieHeader(header: string | null | undefined): Consent | null {
  for (const part of (header ?? "").split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === CONSENT_COOKIE) return parseConsent(decodeURIComponent(rest.join("=")));
  }
  return null;
}

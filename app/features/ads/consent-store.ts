/**
 * The visitor's consent to third-party ad and analytics scripts (issue 13, decision 031), without
 * React: the hydrated pages read it through the hooks of consent.ts, the home page's island script
 * (app/island/home-island.ts, decision 050) directly. Kept in a first-party cookie so the server
 * render already knows it (no dialog flash, the right reserved ad boxes); nothing third-party loads
 * before a choice says yes.
 */
import {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_S,
  type Consent,
  consentFromCookieHeader,
  formatConsent,
} from "#common/ads/consent-cookie.ts";

export type { Consent };

type Listener = () => void;
const listeners = new Set<Listener>();
let current: Consent | null | undefined;
let dialogOpen = false;

function read(): Consent | null {
  if (current === undefined)
    current = typeof document === "undefined" ? null : consentFromCookieHeader(document.cookie);
  return current;
}

function emit() {
  for (const listener of listeners) listener();
}

export function getConsent(): Consent | null {
  return read();
}

export function setConsent(consent: Consent): void {
  current = consent;
  dialogOpen = false;
  if (typeof document !== "undefined") {
    const secure = location.protocol === "https:" ? "; Secure" : "";
    // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie the server render reads (Cookie Store API is not everywhere)
    document.cookie = `${CONSENT_COOKIE}=${formatConsent(consent)}; Max-Age=${CONSENT_MAX_AGE_S}; Path=/; SameSite=Lax${secure}`;
  }
  emit();
}

/** The footer's "Privacy choices": opens the dialog again. */
export function openConsentDialog(): void {
  dialogOpen = true;
  emit();
}

export function closeConsentDialog(): void {
  dialogOpen = false;
  emit();
}

/** Whether the footer link asked for the dialog. */
export function isConsentDialogOpen(): boolean {
  return dialogOpen;
}

/** Called on every change of the consent or of the dialog's reopened state. */
export function subscribeConsent(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

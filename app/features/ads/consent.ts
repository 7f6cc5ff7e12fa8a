import { useSyncExternalStore } from "react";

/**
 * The visitor's consent to third-party ad and analytics scripts (issue 13, decision 031). Kept in a
 * first-party cookie so the server render already knows it (no dialog flash, the right reserved ad
 * boxes); nothing third-party loads before a choice says yes.
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

function subscribe(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The consent (server render: `initial`, from the request's cookie). */
export function useConsent(initial: Consent | null | undefined): Consent | null {
  return useSyncExternalStore(
    subscribe,
    () => read(),
    () => initial ?? null,
  );
}

export function useConsentDialogOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => dialogOpen,
    () => false,
  );
}

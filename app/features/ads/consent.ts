import { useSyncExternalStore } from "react";
import { type Consent, getConsent, isConsentDialogOpen, subscribeConsent } from "./consent-store.ts";

// The React side of the consent store (issue 13, decision 031); the store itself has no React so
// the home page's island script can use it (decision 050).
export {
  type Consent,
  closeConsentDialog,
  getConsent,
  openConsentDialog,
  setConsent,
} from "./consent-store.ts";

/** The consent (server render: `initial`, from the request's cookie). */
export function useConsent(initial: Consent | null | undefined): Consent | null {
  return useSyncExternalStore(subscribeConsent, getConsent, () => initial ?? null);
}

export function useConsentDialogOpen(): boolean {
  return useSyncExternalStore(subscribeConsent, isConsentDialogOpen, () => false);
}

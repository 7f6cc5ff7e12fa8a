/**
 * The "hide my IP" setting (issue 5): when on, the peer connection is created with
 * iceTransportPolicy "relay", so only TURN relay candidates are gathered and signaled and the other
 * person never learns this browser's address. The default comes from the public config
 * (HIDE_IP_DEFAULT); the user's own choice is remembered in localStorage.
 */

export const HIDE_IP_KEY = "acaso:hideIp";

/** The parts of Storage this module uses (localStorage in the browser, a fake in tests). */
export type HideIpStorage = Pick<Storage, "getItem" | "setItem">;

function browserStorage(): HideIpStorage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    // Storage disabled (some private modes throw on access).
    return null;
  }
}

/** The remembered choice, or the configured default when the user never chose. */
export function readHideIp(defaultValue: boolean, storage: HideIpStorage | null = browserStorage()): boolean {
  try {
    const stored = storage?.getItem(HIDE_IP_KEY);
    if (stored === "1") return true;
    if (stored === "0") return false;
  } catch {
    // unreadable storage: fall through to the default
  }
  return defaultValue;
}

/** Remembers the choice; without storage it simply lasts for this page. */
export function writeHideIp(value: boolean, storage: HideIpStorage | null = browserStorage()): void {
  try {
    storage?.setItem(HIDE_IP_KEY, value ? "1" : "0");
  } catch {
    // quota or private mode: the setting still applies to this page
  }
}

export function iceTransportPolicyFor(hideIp: boolean): RTCIceTransportPolicy {
  return hideIp ? "relay" : "all";
}

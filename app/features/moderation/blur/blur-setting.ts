import { useSyncExternalStore } from "react";

/** "Blur nudity" (issue 12): on by default, the visitor may turn it off; remembered on this device. */
const KEY = "acaso:blurNudity";
const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return localStorage.getItem(KEY) !== "off";
  } catch {
    return true;
  }
}

export function setBlurNudity(on: boolean): void {
  try {
    localStorage.setItem(KEY, on ? "on" : "off");
  } catch {
    // Private mode without storage: the choice lasts for this page.
  }
  for (const listener of listeners) listener();
}

export function useBlurNudity(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    read,
    () => true,
  );
}

/** Desktop keyboard shortcuts (issue 4, kept by issue 16): Esc = Next, Alt+S/X/R/M/V. */
import { useEffect, useRef } from "react";

export type ShortcutActions = {
  /** Whether a dialog is open: it handles Esc itself (cancel). */
  dialogOpen: boolean;
  next(): void;
  start: (() => void) | null;
  stop(): void;
  report(): void;
  toggleMic(): void;
  toggleCamera(): void;
};

export function useShortcuts(actions: ShortcutActions): void {
  const latest = useRef(actions);
  latest.current = actions;
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      const a = latest.current;
      if (event.key === "Escape") {
        // Open dialogs handle Esc themselves (cancel); everywhere else Esc means "next person".
        if (a.dialogOpen || document.querySelector("dialog[open]")) return;
        event.preventDefault();
        a.next();
        return;
      }
      if (!event.altKey || event.ctrlKey || event.metaKey) return;
      const action = {
        KeyS: a.start,
        KeyX: a.stop,
        KeyR: a.report,
        KeyM: a.toggleMic,
        KeyV: a.toggleCamera,
      }[event.code];
      if (action) {
        event.preventDefault();
        action();
      }
    }
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
}

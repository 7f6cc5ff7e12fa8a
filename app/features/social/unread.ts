import { useEffect, useSyncExternalStore } from "react";
import { useLoginState } from "#app/features/auth/store.ts";
import { http } from "#app/lib/http.ts";

/** How often the header's badge asks again while the page is visible. */
const POLL_MS = 20_000;

let unread = 0;
const listeners = new Set<() => void>();
let pending: Promise<void> | null = null;

function set(value: number) {
  if (value === unread) return;
  unread = value;
  for (const listener of listeners) listener();
}

/** Reads the number of unread direct messages again (after a read, a push, a login). */
export function refreshUnread(): Promise<void> {
  pending ??= http
    .get<{ unread: number }>("/api/chats/unread")
    .then((result) => {
      if (result.ok && typeof result.data?.unread === "number") set(result.data.unread);
    })
    .catch(() => undefined)
    .finally(() => {
      pending = null;
    });
  return pending;
}

/**
 * The badge on the header's Social link (issue 14): unread direct messages, read at page load, every
 * 20 s while the page is visible, and at once when this page's social connection hears a message.
 */
export function useUnreadCount(): number {
  const { isLoggedIn } = useLoginState();
  const count = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => unread,
    () => 0,
  );
  useEffect(() => {
    if (!isLoggedIn) {
      set(0);
      return;
    }
    void refreshUnread();
    const timer = setInterval(() => {
      if (document.visibilityState === "visible") void refreshUnread();
    }, POLL_MS);
    const onVisible = () => {
      if (document.visibilityState === "visible") void refreshUnread();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [isLoggedIn]);
  return isLoggedIn ? count : 0;
}

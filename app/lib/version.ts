import { http } from "./http.ts";

/** How often the client asks whether a new build is deployed (the spec leaves the interval open). */
export const VERSION_POLL_MS = 5 * 60 * 1000;

/**
 * Spec §7.1: polls GET /builds/latest.json with a timestamp query and calls onNewVersion once the
 * deployed build differs from the one this page was built with. Also checks when the tab becomes
 * visible again, which is when a stale tab matters.
 */
export function watchForNewVersion(currentId: string, onNewVersion: (id: string) => void): () => void {
  if (currentId === "dev") return () => {};
  let stopped = false;
  const check = async () => {
    if (stopped || document.visibilityState === "hidden") return;
    // Offline or deploying: try again at the next tick.
    const response = await http.get<{ id?: unknown }>(`/builds/latest.json?t=${Date.now()}`, {
      cache: "no-store",
    });
    const id = response.ok ? response.data?.id : undefined;
    if (typeof id === "string" && id !== currentId && !stopped) {
      stopped = true;
      onNewVersion(id);
    }
  };
  const timer = setInterval(check, VERSION_POLL_MS);
  const onVisible = () => void check();
  document.addEventListener("visibilitychange", onVisible);
  return () => {
    stopped = true;
    clearInterval(timer);
    document.removeEventListener("visibilitychange", onVisible);
  };
}

import type { LogEntry } from "#common/log-entry.ts";
import { ERROR_LEVEL } from "#common/log-level.ts";

export const LOG_ENDPOINT = "/api/sys/log";

let isDev = true;

/**
 * Sends one entry to the server log (spec §7.1 POST /api/sys/log). Not in development (spec §7.1),
 * and the user agent only for level ≥ 5 (spec §3). text/plain keeps it a simple request that
 * sendBeacon can deliver while the page unloads (and that the server's JSON body parser ignores).
 */
export function logClient(entry: LogEntry): void {
  if (isDev || typeof window === "undefined") return;
  const payload: LogEntry = { ...entry };
  if ((entry.level ?? 0) >= ERROR_LEVEL) {
    payload.browser = { userAgent: navigator.userAgent.slice(0, 500), url: location.href.slice(0, 2000) };
  }
  const body = JSON.stringify(payload);
  const blob = new Blob([body], { type: "text/plain" });
  if (navigator.sendBeacon?.(LOG_ENDPOINT, blob)) return;
  void fetch(LOG_ENDPOINT, {
    method: "POST",
    body,
    keepalive: true,
    headers: { "content-type": "text/plain" },
  }).catch(() => {});
}

export function logError(name: string, error: unknown, data?: unknown): void {
  const err = error instanceof Error ? error : new Error(String(error));
  logClient({
    type: "error",
    name,
    level: ERROR_LEVEL,
    errorMessage: err.message.slice(0, 2000),
    error: (err.stack ?? String(err)).slice(0, 8000),
    ...(data === undefined ? {} : { data }),
  });
}

let installed = false;

/** Spec §8: unhandled client errors are logged with name "unhandled". */
export function installErrorLogging(options: { isDev: boolean }): void {
  isDev = options.isDev;
  if (installed || typeof window === "undefined") return;
  installed = true;
  window.addEventListener("error", (event) => logError("unhandled", event.error ?? event.message));
  window.addEventListener("unhandledrejection", (event) => logError("unhandled", event.reason));
}

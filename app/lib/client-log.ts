import type { LogEntry } from "#common/log-entry.ts";
import { ERROR_LEVEL, MAX_LOG_BYTES } from "#common/log-level.ts";
import { http } from "./http.ts";

/**
 * THE client log (spec §3 log entry, §7.1 POST /api/sys/log, §8), for the whole app (issue 11
 * item 1): the chat screen, the accounts pages and unhandled errors all call `clientLog`, which
 * builds the one accepted shape (common/log-entry.ts) and sends it. Nothing is sent in development
 * (spec §7.1): it goes to the console instead. Sending never throws: a broken log call must not
 * break the page that logs.
 */

export const LOG_ENDPOINT = "/api/sys/log";

/** What call sites pass: `log({ type: "error", name: "rtc-connection", text, data, error })`. */
export type ClientLogInput = {
  type: "error" | "info";
  name: string;
  text?: string;
  /** Spec §9: errors are level 5 unless said otherwise; info is 1. */
  level?: number;
  /** Anything JSON can carry; dropped (with a note) past DATA_MAX_CHARS. */
  data?: unknown;
  /** An Error (its message and stack are sent) or anything else (its text). */
  error?: unknown;
};

export type Logger = (entry: ClientLogInput) => void;

/** The largest `data` kept, serialized; the whole entry must stay under MAX_LOG_BYTES. */
export const DATA_MAX_CHARS = 4000;

function jsonSafe(data: unknown): unknown {
  try {
    const text = JSON.stringify(data);
    if (text === undefined) return undefined;
    return text.length > DATA_MAX_CHARS ? { truncated: true, chars: text.length } : JSON.parse(text);
  } catch {
    return { unserializable: true };
  }
}

/** The spec §3 entry for one call (pure: the page's user agent and URL are passed in). */
export function toLogEntry(input: ClientLogInput, page: { userAgent?: string; url?: string } = {}): LogEntry {
  const level = input.level ?? (input.type === "error" ? ERROR_LEVEL : 1);
  const entry: LogEntry = { type: input.type, name: input.name.trim().slice(0, 100) || "unnamed", level };
  if (input.text !== undefined) entry.text = String(input.text).slice(0, 2000);
  if (input.data !== undefined) {
    const data = jsonSafe(input.data);
    if (data !== undefined) entry.data = data;
  }
  if (input.error !== undefined) {
    const error = input.error;
    const message = error instanceof Error ? error.message : String(error);
    entry.errorMessage = message.slice(0, 2000);
    entry.error = (error instanceof Error && error.stack ? error.stack : message).slice(0, 8000);
  }
  // Spec §3: the browser's identity only from the error level on.
  if (level >= ERROR_LEVEL && (page.userAgent || page.url)) {
    entry.browser = {
      ...(page.userAgent ? { userAgent: page.userAgent.slice(0, 500) } : {}),
      ...(page.url ? { url: page.url.slice(0, 2000) } : {}),
    };
  }
  return entry;
}

export type ClientLoggerOptions = {
  isDev: () => boolean;
  send: (body: string) => void;
  page?: () => { userAgent?: string; url?: string };
  console?: (entry: LogEntry) => void;
};

export function createClientLogger(options: ClientLoggerOptions): Logger {
  return (input) => {
    try {
      const entry = toLogEntry(input, options.page?.() ?? {});
      if (options.isDev()) {
        options.console?.(entry);
        return;
      }
      let body = JSON.stringify(entry);
      // A huge stack trace: send the entry without it rather than have the server refuse it all.
      if (new TextEncoder().encode(body).byteLength > MAX_LOG_BYTES) {
        body = JSON.stringify({ ...entry, error: undefined, data: undefined });
      }
      options.send(body);
    } catch {
      // logging must never break the page
    }
  };
}

/** text/plain keeps it a simple request that sendBeacon can deliver while the page unloads. */
function send(body: string): void {
  if (typeof navigator === "undefined") return;
  if (navigator.sendBeacon?.(LOG_ENDPOINT, new Blob([body], { type: "text/plain" }))) return;
  void http.post(LOG_ENDPOINT, { body, headers: { "content-type": "text/plain" }, keepalive: true });
}

// The build knows whether it is the development server; the root loader's publicConfig confirms it
// (installErrorLogging) once the app has mounted.
let isDev = import.meta.env?.DEV ?? false;

export const clientLog: Logger = createClientLogger({
  isDev: () => isDev || typeof window === "undefined",
  send,
  page: () => ({ userAgent: navigator.userAgent, url: location.href }),
  console: (entry) => console.warn(`[${entry.type}] ${entry.name}: ${entry.text ?? ""}`, entry),
});

export function logError(name: string, error: unknown, data?: unknown): void {
  clientLog({ type: "error", name, error, ...(data === undefined ? {} : { data }) });
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

/**
 * Client log entries (spec §3 "Log entry", §7.1 POST /api/sys/log, §8). Errors are level 5 and carry
 * the user agent (spec §3: "user agent added for level 5 and above"). Nothing is sent in development
 * mode (spec §7.1); there it goes to the console instead. Sending never throws: a broken log call must
 * not break the chat.
 */
export type LogEntry = {
  type: "error" | "info";
  name: string;
  text: string;
  data?: unknown;
  error?: unknown;
};

/** Spec §9 "Log level 5 for errors". */
export const ERROR_LOG_LEVEL = 5;

export type Logger = (entry: LogEntry) => void;

export function createLogger(options: { isDev: boolean; endpoint?: string }): Logger {
  const endpoint = options.endpoint ?? "/api/sys/log";
  return (entry) => {
    const level = entry.type === "error" ? ERROR_LOG_LEVEL : 1;
    const errorMessage = entry.error instanceof Error ? entry.error.message : undefined;
    if (options.isDev) {
      console.warn(`[video-chat] ${entry.name}: ${entry.text}`, entry.data ?? "", entry.error ?? "");
      return;
    }
    const body = {
      type: entry.type,
      name: entry.name,
      text: entry.text,
      level,
      data: entry.data,
      errorMessage,
      ...(level >= ERROR_LOG_LEVEL && typeof navigator !== "undefined"
        ? { browser: navigator.userAgent }
        : {}),
    };
    try {
      void fetch(endpoint, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
        keepalive: true,
      }).catch(() => {});
    } catch {
      // logging must never break the chat
    }
  };
}

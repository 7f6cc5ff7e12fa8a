import { type Logger, pino } from "pino";
import type { Config } from "./config.ts";

export type { Logger };

/** Paths never written to logs (cookies, tokens, passwords), wherever they appear. */
export const REDACT_PATHS = [
  "req.headers.cookie",
  "req.headers.authorization",
  'res.headers["set-cookie"]',
  "*.password",
  "*.token",
  "*.ut",
  "*.sessionId",
];

/** Fields of database errors that carry the values of a query (PostgreSQL's `detail` quotes keys). */
const VALUE_FIELDS = new Set(["params", "parameters", "detail", "where", "internalQuery"]);

/**
 * Errors in the log without the values of the query that failed (issue 17 finding 3): Drizzle's
 * `DrizzleQueryError` puts every parameter (e-mail addresses, messages, hashes) into its message
 * and stack, and PostgreSQL's errors quote values in `detail`. The SQL text stays (it has only
 * placeholders); the values never reach the log, through `err`, `error` or a `cause`.
 */
export function serializeError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  return scrub(pino.stdSerializers.err(error), new Set());
}

function scrub(value: unknown, seen: Set<object>): unknown {
  if (!value || typeof value !== "object" || seen.has(value)) return value;
  seen.add(value);
  const record = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(record)) {
    if (VALUE_FIELDS.has(key)) continue;
    out[key] = typeof field === "object" ? scrub(field, seen) : field;
  }
  for (const key of ["message", "stack"] as const) {
    if (typeof out[key] === "string") out[key] = withoutParams(out[key] as string);
  }
  return out;
}

/** "Failed query: <sql>\nparams: <values>" → "Failed query: <sql>\nparams: [redacted]". */
function withoutParams(text: string): string {
  return text.replace(/(Failed query: [\s\S]*?\nparams: )[\s\S]*?(?=\n {4}at |$)/, "$1[redacted]");
}

export function createLogger(config: Pick<Config, "LOG_LEVEL" | "isDev">): Logger {
  return pino({
    level: config.LOG_LEVEL,
    redact: { paths: REDACT_PATHS, censor: "[redacted]" },
    serializers: { err: serializeError, error: serializeError },
    // Readable lines in development, JSON lines everywhere else.
    transport: config.isDev
      ? { target: "pino-pretty", options: { colorize: true, translateTime: "HH:MM:ss.l" } }
      : undefined,
  });
}

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

export function createLogger(config: Pick<Config, "LOG_LEVEL" | "isDev">): Logger {
  return pino({
    level: config.LOG_LEVEL,
    redact: { paths: REDACT_PATHS, censor: "[redacted]" },
    // Readable lines in development, JSON lines everywhere else.
    transport: config.isDev
      ? { target: "pino-pretty", options: { colorize: true, translateTime: "HH:MM:ss.l" } }
      : undefined,
  });
}

import { z } from "zod";
import { logText } from "./text.ts";

export { ERROR_LEVEL, MAX_LOG_BYTES } from "./log-level.ts";

/** Spec §3 log entry: one schema for the client that sends and the server that checks. */
export const logEntrySchema = z.object({
  type: z.enum(["error", "info"]),
  name: logText(100, false).pipe(z.string().trim().min(1)),
  text: logText(2000).optional(),
  level: z.number().int().min(0).max(10).optional(),
  data: z.unknown().optional(),
  error: logText(8000).optional(),
  errorMessage: logText(2000).optional(),
  browser: z
    .object({ userAgent: logText(500, false).optional(), url: logText(2000, false).optional() })
    .optional(),
});
export type LogEntry = z.infer<typeof logEntrySchema>;

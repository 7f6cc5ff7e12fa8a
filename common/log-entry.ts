import { z } from "zod";

export { ERROR_LEVEL, MAX_LOG_BYTES } from "./log-level.ts";

/** Spec §3 log entry: one schema for the client that sends and the server that checks. */
export const logEntrySchema = z.object({
  type: z.enum(["error", "info"]),
  name: z.string().trim().min(1).max(100),
  text: z.string().max(2000).optional(),
  level: z.number().int().min(0).max(10).optional(),
  data: z.unknown().optional(),
  error: z.string().max(8000).optional(),
  errorMessage: z.string().max(2000).optional(),
  browser: z
    .object({ userAgent: z.string().max(500).optional(), url: z.string().max(2000).optional() })
    .optional(),
});
export type LogEntry = z.infer<typeof logEntrySchema>;

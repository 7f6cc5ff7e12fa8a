import { data } from "react-router";
import { logEntrySchema, MAX_LOG_BYTES } from "#common/log-entry.ts";
import { getClientIp, getServices } from "#server/context.ts";
import { createRateLimiter, type RateLimiter } from "#server/rate-limit.ts";
import type { Route } from "./+types/sys-log";

let limiter: RateLimiter | undefined;

/**
 * POST /api/sys/log (spec §7.1): client log entries into the server log. Validated with the shared
 * schema, capped in size and rate-limited per IP, since anyone can call it.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return data({ error: "method" }, { status: 405 });
  const { logger } = getServices(context);
  limiter ??= createRateLimiter({ keyPrefix: "syslog", points: 30, durationSeconds: 60 });
  const allowed = await limiter.consume(getClientIp(request, context));
  if (!allowed.ok) return data({ error: "rate" }, { status: 429 });
  // The client log sends text/plain (sendBeacon's simple request); JSON is the same entry.
  const type = (request.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  if (type !== "" && type !== "text/plain" && type !== "application/json") {
    return data({ error: "content-type" }, { status: 415 });
  }
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > MAX_LOG_BYTES) return data({ error: "size" }, { status: 413 });
  const text = await request.text();
  if (new TextEncoder().encode(text).byteLength > MAX_LOG_BYTES)
    return data({ error: "size" }, { status: 413 });
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return data({ error: "json" }, { status: 400 });
  }
  const parsed = logEntrySchema.safeParse(json);
  if (!parsed.success) return data({ error: "invalid" }, { status: 400 });
  const entry = parsed.data;
  const log = { clientLog: entry };
  if (entry.type === "error") logger.warn(log, `client error: ${entry.name}`);
  else logger.info(log, `client: ${entry.name}`);
  return new Response(null, { status: 204 });
}

export function loader() {
  return data({ error: "method" }, { status: 405 });
}

import type { IncomingMessage } from "node:http";
import { Router } from "express";
import { z } from "zod";
import { LIMITS } from "#common/protocol/index.ts";
import { getSessionUserFromExpress } from "../auth/http.ts";
import { createRateLimiter } from "../rate-limit.ts";
import type { RealtimeDeps } from "./index.ts";
import { issueUserToken } from "./user-token.ts";
import { configuredIceServers } from "./video-chat/ice-servers.ts";

const utQuerySchema = z.object({ userLocalIdent: z.string().trim().min(1).max(LIMITS.identChars) });

/** HTTP endpoints of the realtime layer, mounted under /api. */
export function realtimeHttpRouter(
  deps: Pick<RealtimeDeps, "config" | "database" | "logger"> & {
    /** How long the socket guard still refuses this request's address (decision 060). */
    coolingOffMs?: (req: IncomingMessage) => number;
  },
): Router {
  const router = Router();

  /**
   * GET /api/chat/connect-status -> { coolingOffMs } — asked by the browser after a failed connection
   * attempt: a browser cannot read why its WebSocket upgrade was refused, and an address cooling off
   * (decision 060) should wait that long instead of spending its reconnection attempts. A map lookup.
   */
  router.get("/chat/connect-status", (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json({ coolingOffMs: Math.max(0, Math.ceil(deps.coolingOffMs?.(req) ?? 0)) });
  });
  // Tokens are cheap to make but are the key to the realtime auth: a client needs one per connection
  // and one retry (spec §4.6), so 30 a minute per address is generous.
  const utLimiter = createRateLimiter({ keyPrefix: "http-ut", points: 30, durationSeconds: 60 });

  /** spec §7.1 GET /api/auth/rt-connection/ut?userLocalIdent=… -> { ut } */
  router.get("/auth/rt-connection/ut", async (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    const query = utQuerySchema.safeParse(req.query);
    if (!query.success) {
      res.status(400).json({ error: "invalid", field: "userLocalIdent" });
      return;
    }
    const limited = await utLimiter.consume(req.ip ?? "unknown");
    if (!limited.ok) {
      res.setHeader("Retry-After", String(Math.ceil(limited.retryAfterMs / 1000)));
      res.status(429).json({ error: "rateLimited" });
      return;
    }
    // A logged-in user's token binds their account too (issue 6 item 9).
    const user = await getSessionUserFromExpress(req, deps);
    const userId = user?.id;
    const { ut } = issueUserToken(deps.config.sessionSecret, { ident: query.data.userLocalIdent, userId });
    res.json({ ut });
  });

  // Issue 16: the connection check gathers ICE candidates with the servers a match would use.
  const iceLimiter = createRateLimiter({ keyPrefix: "http-ice", points: 10, durationSeconds: 60 });
  const iceServers = configuredIceServers(deps.config.turn, () => Date.now());

  /**
   * GET /api/chat/ice-servers?userLocalIdent=… -> { iceServers } — the STUN/TURN servers of a match,
   * TURN credentials minted for this ident as for a match (short-lived, never the secret). Plain
   * JSON over same-origin HTTPS: the browser would hold them in a match anyway (decision 003).
   */
  router.get("/chat/ice-servers", async (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    const query = utQuerySchema.safeParse(req.query);
    if (!query.success) {
      res.status(400).json({ error: "invalid", field: "userLocalIdent" });
      return;
    }
    const limited = await iceLimiter.consume(req.ip ?? "unknown");
    if (!limited.ok) {
      res.setHeader("Retry-After", String(Math.ceil(limited.retryAfterMs / 1000)));
      res.status(429).json({ error: "rateLimited" });
      return;
    }
    res.json({ iceServers: iceServers({ userId: "", ident: query.data.userLocalIdent }) });
  });

  return router;
}

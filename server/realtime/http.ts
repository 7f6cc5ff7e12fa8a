import { Router } from "express";
import type { RealtimeDeps } from "./index.ts";

/** HTTP endpoints of the realtime layer, mounted under /api (e.g. GET /api/auth/rt-connection/ut). */
export function realtimeHttpRouter(_deps: RealtimeDeps): Router {
  return Router();
}

import { createServer, type Server } from "node:http";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { safeEqual } from "../auth/tokens.ts";
import type { Config } from "../config.ts";

/**
 * Who may read the Prometheus metrics (issue 17 finding 6, docs/security.md "Metrics"): on the
 * app's own port only a request with `Authorization: Bearer <METRICS_TOKEN>`; without a token
 * configured, nobody there (404, as if there were no such page). A separate METRICS_PORT serves
 * them without a token, bound to METRICS_HOST (loopback by default) for a local scraper.
 *
 * Routing is strict: any spelling Express would route to /metrics (`/METRICS`, `/metrics/`) goes
 * through the same check, never around it.
 */
export const METRICS_PATH = /^\/metrics\/?$/i;

export function metricsGuard(config: Config, serve: RequestHandler): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!METRICS_PATH.test(req.path)) return next();
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const header = req.get("authorization") ?? "";
    const token = header.startsWith("Bearer ") ? header.slice(7).trim() : "";
    if (!config.METRICS_TOKEN || !token || !safeEqual(token, config.METRICS_TOKEN)) {
      // Indistinguishable from a path that does not exist; the error pages answer.
      return next();
    }
    res.setHeader("Cache-Control", "no-store");
    serve(req, res, next);
  };
}

/** The metrics port (METRICS_PORT on METRICS_HOST): GET /metrics only, nothing else. */
export function startMetricsServer(
  config: Config,
  render: () => Promise<{ contentType: string; body: string }>,
): Promise<Server | undefined> {
  if (!config.METRICS_PORT) return Promise.resolve(undefined);
  const server = createServer((req, res) => {
    const path = (req.url ?? "").split("?")[0] ?? "";
    if (req.method !== "GET" || path !== "/metrics") {
      res.writeHead(404, { "Content-Type": "text/plain" }).end("not found\n");
      return;
    }
    render().then(
      ({ contentType, body }) => res.writeHead(200, { "Content-Type": contentType }).end(body),
      () => res.writeHead(500, { "Content-Type": "text/plain" }).end("metrics failed\n"),
    );
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(config.METRICS_PORT, config.METRICS_HOST, () => {
      server.off("error", reject);
      resolve(server);
    });
  });
}

import {
  createServer,
  type Server as HttpServer,
  type IncomingMessage,
  type ServerResponse,
} from "node:http";
import path from "node:path";
import { createShardedAdapter } from "@socket.io/redis-adapter";
import compression from "compression";
import express, { type Request, type Response } from "express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { Server as SocketServer } from "socket.io";
import type { ViteDevServer } from "vite";
import { LOCALES } from "#common/locales.ts";
import type { Database } from "#db/client.ts";
import { getAuditWriter } from "./admin/audit.ts";
import { createNodeRegistry, type NodeRegistry } from "./admin/nodes.ts";
import { createAdminApi } from "./admin/router.ts";
import { sdaRouter } from "./ads/public.routes.ts";
import { getAdsService } from "./ads/service.ts";
import { getAuth } from "./auth/http.ts";
import { type Config, publicConfig } from "./config.ts";
import { type AppServices, clientIpContext, cspNonceContext, servicesContext } from "./context.ts";
import { livenessHandler, readinessHandler } from "./health.ts";
import {
  createErrorPageRenderer,
  type ErrorPageRenderer,
  errorPages,
  refuseUnroutable,
} from "./http-errors.ts";
import type { Logger } from "./logger.ts";
import { mediaImageRoute, mediaTableSource } from "./media/http.ts";
import { getMetrics } from "./metrics.ts";
import type { NudityChecker } from "./moderation/nudity/checker.ts";
import { moderationRouter } from "./moderation/public.routes.ts";
import { createModeration, type Moderation } from "./moderation/service.ts";
import { createPageCache } from "./page-cache.ts";
import { createRedisCoolOffStore } from "./realtime/abuse-cooloff.ts";
import { refuseLongHandshake } from "./realtime/handshake-limit.ts";
import { realtimeHttpRouter } from "./realtime/http.ts";
import { createRealtime, type Realtime, type RealtimeDeps } from "./realtime/index.ts";
import { createRedisMatchmaking } from "./realtime/matchmaking/redis.ts";
import { createRedisPresence } from "./realtime/presence.ts";
import { createSocketGuard, MAX_SOCKET_MESSAGE_BYTES } from "./realtime/socket-guard.ts";
import { createRedisConversationLog } from "./realtime/video-chat/conversation-log.ts";
import type { RedisConnection } from "./redis.ts";
import { requestLogger } from "./request-log.ts";
import { rewardsRouter } from "./rewards/public.routes.ts";
import { getRewards } from "./rewards/service.ts";
import { socialRouter } from "./rooms/http.ts";
import { bodyLimits, cappedRequestHandler } from "./security/body-limit.ts";
import { engineHeaders, securityHeaders } from "./security/csp.ts";
import { metricsGuard, startMetricsServer } from "./security/metrics-access.ts";
import { compileTrust } from "./security/trust-proxy.ts";
import { getSocial } from "./social/http.ts";
import { createLocalStorage, type FileStorage } from "./storage/index.ts";

export type AppServerOptions = {
  config: Config;
  database: Database;
  logger: Logger;
  redis?: RedisConnection | undefined;
  /**
   * How pages are rendered: "dev" uses Vite middleware with hot reload, "build" serves build/,
   * "none" serves only the API, health checks and sockets (integration tests of the realtime layer).
   */
  render: "dev" | "build" | "none";
  buildDir?: string;
  /** Where files are kept (default: local files under DATA_DIR/files). */
  storage?: FileStorage;
  /** Server-side nudity check of captures (default: the nsfwjs worker thread; null: off; tests pass a fake). */
  nudity?: NudityChecker | null;
  /** Test seams of the realtime layer (see RealtimeDeps). */
  realtime?: Pick<RealtimeDeps, "unthrottled">;
};

export type AppServer = {
  httpServer: HttpServer;
  io: SocketServer;
  realtime: Realtime;
  /** Bans, review queue, appeals, captures (issue 12). */
  moderation: Moderation;
  services: AppServices;
  listen(port?: number, host?: string): Promise<{ port: number }>;
  close(): Promise<void>;
};

export async function createAppServer(options: AppServerOptions): Promise<AppServer> {
  const { config, database, logger } = options;
  const app = express();
  app.disable("x-powered-by");
  // Whose X-Forwarded-For is believed: TRUST_PROXY (issue 17 finding 7, docs/security.md).
  const trust = compileTrust(config.TRUST_PROXY);
  app.set("trust proxy", trust);
  // Issue 17 throughput: a fresh stored anonymous page is answered before Express (set below when a
  // build is served; decision 047). Everything else goes to Express.
  let serveStoredPage: ((req: IncomingMessage, res: ServerResponse) => boolean) | undefined;
  const httpServer = createServer((req, res) => {
    if (serveStoredPage?.(req, res)) return;
    app(req, res);
  });

  let shuttingDown = false;
  let closing: Promise<void> | undefined;
  const buildDir = path.resolve(options.buildDir ?? "build");

  let vite: ViteDevServer | undefined;
  let build: ServerBuild | undefined;
  if (options.render === "dev") {
    const { createServer: createViteServer } = await import("vite");
    vite = await createViteServer({
      server: { middlewareMode: true, hmr: { server: httpServer } },
      appType: "custom",
    });
  } else if (options.render === "build") {
    build = (await import(path.join(buildDir, "server", "index.js"))) as ServerBuild;
  }

  const services: AppServices = {
    config,
    publicConfig: publicConfig(config),
    database,
    logger,
    storage: options.storage ?? createLocalStorage(path.join(config.dataDir, "files")),
    buildId: build?.assets.version ?? "dev",
  };

  const accessLog = requestLogger(logger);
  app.use(accessLog);
  // CSP with a per-response nonce, HSTS on https, and the other security headers (finding 5).
  const security = securityHeaders(config);
  app.use(security);
  // Malformed URLs and methods no route can take: a clean 4xx through the error page (issue 11 item 4).
  app.use(refuseUnroutable);
  // Every request body capped per route before anything reads it (issue 17 finding 1).
  app.use(bodyLimits(config));
  const auth = getAuth({ config, database, logger });
  // Mutating requests from another origin are refused before any route sees them (issue 6).
  app.use(auth.originCheck);

  app.get("/healthz", livenessHandler);
  app.get(
    "/readyz",
    readinessHandler({ database, redisPing: options.redis?.ping }, () => shuttingDown),
  );
  app.use(
    "/api",
    realtimeHttpRouter({
      config,
      database,
      logger,
      // The socket guard is made below, before the server listens (decision 060).
      coolingOffMs: (req) => socketGuard.coolingOffMs(req),
    }),
  );
  // Issue 14: profiles, e-mail verification, stories, discover; images of stories and avatars by
  // one media route (spec §7.1), mounted before the auth router's avatar-only one.
  const social = getSocial({ config, database, logger, storage: services.storage });
  app.get(
    "/api/media/img/:id{/:slug}",
    mediaImageRoute([mediaTableSource(database.db), social.stories.mediaSource()]),
  );
  app.use(auth.router());
  app.use("/api/social", social.router());
  social.start();
  const audit = getAuditWriter(services);
  const moderation = createModeration({
    config,
    database,
    logger,
    storage: services.storage,
    audit,
    ...(options.nudity !== undefined ? { nudity: options.nudity } : {}),
  });
  // The visitor's side of moderation (ban screen, appeals, warnings) and the admin area's JSON API
  // (issue 12, docs/admin-api.md; its guard is inside).
  app.use("/api/moderation", moderationRouter({ config, database, logger, moderation }));
  // Issue 13: rewarded views, the credit ledger and partner filters of logged-in visitors.
  app.use(
    "/api/rewards",
    rewardsRouter({ config, database, logger, rewards: getRewards(database), storage: services.storage }),
  );
  // Ads (issue 13, spec §7.1 /api/sda/*): the encrypted config, views, house banner images.
  app.use(
    "/api/sda",
    sdaRouter({
      config,
      database,
      logger,
      storage: services.storage,
      ads: getAdsService({ database, secret: config.sessionSecret }),
    }),
  );
  app.use(
    "/api/admin",
    createAdminApi({ ...services, audit, moderation, realtime: () => realtime, nodes: () => nodes }),
  );
  // Issue 14: the room list, the unread badge and the images of direct chats.
  app.use(
    "/api",
    socialRouter({
      config,
      database,
      logger,
      storage: services.storage,
      moderation,
      social: () => realtime.social,
    }),
  );
  const metrics = getMetrics(config.nodeId);
  const renderMetrics = async () => {
    const local = realtime.localStats();
    metrics.searchingUsers.set(local.searching);
    // A match is counted by each node holding one of its sides, halves summed across nodes.
    metrics.activeMatches.set(local.matched / 2);
    metrics.connectedSockets.set(io.engine.clientsCount);
    return { contentType: metrics.registry.contentType, body: await metrics.registry.metrics() };
  };
  // Only with the bearer METRICS_TOKEN here, or on METRICS_PORT (issue 17 finding 6).
  app.use(
    metricsGuard(config, async (_req, res) => {
      const { contentType, body } = await renderMetrics();
      res.setHeader("Content-Type", contentType);
      res.end(body);
    }),
  );
  app.get("/builds/latest.json", (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json({ id: services.buildId });
  });

  if (vite) {
    app.use(vite.middlewares);
  } else if (build) {
    app.use(compression());
    // Hashed files never change: cache them for a year.
    app.use(
      "/assets",
      express.static(path.join(buildDir, "client", "assets"), { immutable: true, maxAge: "1y" }),
    );
    app.use(express.static(path.join(buildDir, "client"), { maxAge: "1h", index: false }));
    // Anonymous HTML rendered once per language, path and build (issue 17 throughput).
    const pageCache = createPageCache({ buildId: services.buildId, ttlMs: config.PAGE_CACHE_SECONDS * 1000 });
    app.use(pageCache);
    // A stored page skips Express and everything mounted on it: only the access log line and the
    // security headers (with this response's nonce) run before it is sent. A path in the store is
    // one that went past every route above and was rendered as a page, for this build.
    serveStoredPage = (req, res) =>
      pageCache.serveStored(req, res, () => {
        const locals: Record<string, unknown> = {};
        const expressRes = Object.assign(res, { locals }) as unknown as Response;
        const expressReq = req as unknown as Request;
        accessLog(expressReq, expressRes, () => {});
        security(expressReq, expressRes, () => {});
        return typeof locals.cspNonce === "string" ? locals.cspNonce : undefined;
      });
  }

  const loadContext = (req: Request, res?: Response) => {
    const context = new RouterContextProvider();
    context.set(servicesContext, services);
    const nonce = (res ?? req.res)?.locals.cspNonce;
    if (typeof nonce === "string") context.set(cspNonceContext, nonce);
    // The address Express derived with its trust-proxy rule, not a header a client can forge.
    context.set(clientIpContext, req.ip ?? null);
    return context;
  };
  let renderErrorPage: ErrorPageRenderer | undefined;
  if (options.render !== "none") {
    const getBuild = vite
      ? () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>
      : (build as ServerBuild);
    const mode = vite ? "development" : "production";
    app.all(
      "/{*splat}",
      cappedRequestHandler({ build: getBuild, mode, getLoadContext: loadContext, config }),
    );
    renderErrorPage = createErrorPageRenderer({
      build: getBuild,
      mode,
      siteUrl: services.publicConfig.currentSiteUrl,
      languages: LOCALES,
      loadContext,
    });
  }
  app.use(errorPages({ logger, render: renderErrorPage }));

  // Decision 060: abuse disconnections are counted per address in Redis when nodes share it.
  const socketGuard = createSocketGuard({
    config,
    logger,
    trust,
    ...(options.redis
      ? { coolOffStore: createRedisCoolOffStore(options.redis.client, config.REDIS_PREFIX) }
      : {}),
  });
  const io = new SocketServer(httpServer, {
    path: "/socket.io",
    serveClient: false,
    // The largest event is the video capture; nothing larger is read (issue 17 finding 9).
    maxHttpBufferSize: MAX_SOCKET_MESSAGE_BYTES,
    // Each event's own cap, checked before its JSON is parsed (realtime/packet-caps.ts).
    parser: socketGuard.parser,
    cors: { origin: false },
    // Origin check and per-IP connection cap before a connection exists (socket-guard.ts).
    allowRequest: socketGuard.allowRequest,
  });
  socketGuard.attach(io, { clustered: !!options.redis });
  // Engine.IO's own responses (handshake, long-polling) carry the same security headers.
  io.engine.on("initial_headers", engineHeaders(config));
  io.engine.on("headers", engineHeaders(config));
  // First of all socket checks: spec §9's handshake URI limit, with a clear error (issue 11 item 6).
  io.use(refuseLongHandshake(logger));
  // Across nodes, emits to a socket on another node travel through Redis sharded pub/sub
  // (docs/decisions/006-socketio-redis-adapter.md).
  const adapterClients = options.redis
    ? [options.redis.client.duplicate(), options.redis.client.duplicate()]
    : [];
  // Without a listener ioredis prints "Unhandled error event" for every failed reconnect while Redis
  // is down (issue 17, Redis restart): one warning line each instead, in the structured log.
  for (const client of adapterClients)
    client.on("error", (error: Error) => logger.warn({ err: error.message }, "redis adapter error"));
  if (adapterClients.length === 2) {
    const [pub, sub] = adapterClients as [import("ioredis").Redis, import("ioredis").Redis];
    // The channels carry the site's REDIS_PREFIX like every key: several sites (or test runs)
    // sharing one Redis never receive each other's broadcasts.
    io.adapter(
      createShardedAdapter(pub, sub, {
        subscriptionMode: "dynamic",
        channelPrefix: `${config.REDIS_PREFIX}:socket.io`,
      }),
    );
  }
  const matchmaking = options.redis
    ? createRedisMatchmaking({
        redis: options.redis.client,
        nodeId: config.nodeId,
        prefix: `${config.REDIS_PREFIX}:mm`,
      })
    : undefined;
  const conversations = options.redis
    ? createRedisConversationLog(options.redis.client, { prefix: config.REDIS_PREFIX })
    : undefined;
  const presence = options.redis
    ? createRedisPresence({
        redis: options.redis.client,
        nodeId: config.nodeId,
        prefix: config.REDIS_PREFIX,
        local: () => io.engine.clientsCount,
      })
    : undefined;
  const realtime = createRealtime(io, {
    config,
    database,
    logger,
    matchmaking,
    conversations,
    presence,
    promMetrics: metrics,
    moderation,
    clustered: adapterClients.length === 2,
    abused: socketGuard.abused,
    ...options.realtime,
  });
  // Issue 14: the discover feed's rooms are the open chat rooms with their live counts.
  social.discover.setRoomSource({
    async busiest(limit) {
      const rooms = await realtime.social.roomList();
      return rooms
        .sort((x, y) => y.present - x.present)
        .slice(0, limit)
        .map((room) => ({ ...room, online: room.present }));
    },
    async byIds(ids) {
      const wanted = new Set(ids);
      return (await realtime.social.roomList())
        .filter((room) => wanted.has(room.id))
        .map((room) => ({ ...room, online: room.present }));
    },
  });
  // Live figures for the admin home: each node's heartbeat (in Redis, so any node sees them all).
  const nodes: NodeRegistry = createNodeRegistry({
    nodeId: config.nodeId,
    redis: options.redis?.client,
    prefix: config.REDIS_PREFIX,
    sample: () => {
      const local = realtime.localStats();
      return {
        connected: io.engine.clientsCount,
        searching: local.searching,
        inMatch: local.matched,
        matchesTotal: realtime.counters().matches ?? 0,
      };
    },
  });

  const metricsServer = await startMetricsServer(config, renderMetrics);

  const sockets = new Set<import("node:net").Socket>();
  httpServer.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });

  return {
    httpServer,
    io,
    realtime,
    moderation,
    services,
    listen(port = config.PORT, host = config.HOST) {
      return new Promise((resolve, reject) => {
        httpServer.once("error", reject);
        httpServer.listen(port, host, () => {
          httpServer.off("error", reject);
          const address = httpServer.address();
          resolve({ port: typeof address === "object" && address ? address.port : port });
        });
      });
    },
    close() {
      // Idempotent: a second call (signal during shutdown, tests) waits for the first.
      closing ??= closeOnce();
      return closing;
    },
  };

  async function closeOnce(): Promise<void> {
    shuttingDown = true;
    await realtime.close();
    await moderation.close();
    social.stop();
    await nodes.close();
    await new Promise<void>((resolve) => io.close(() => resolve()));
    if (metricsServer) await new Promise<void>((resolve) => metricsServer.close(() => resolve()));
    const closed = new Promise<void>((resolve) => httpServer.close(() => resolve()));
    httpServer.closeIdleConnections();
    // Give in-flight requests a moment, then cut what is left.
    const force = setTimeout(() => {
      for (const socket of sockets) socket.destroy();
    }, 2000);
    await closed;
    clearTimeout(force);
    // Sign-ups and reset requests answered before the shutdown finish their queued work (decision
    // 046), for at most 5 s.
    await Promise.race([auth.settled(), new Promise((resolve) => setTimeout(resolve, 5000).unref())]);
    await vite?.close();
    await Promise.all(adapterClients.map((client) => client.quit().catch(() => client.disconnect())));
  }
}

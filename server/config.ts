import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";
import path from "node:path";
import { z } from "zod";
import { LOCALES } from "#common/locales.ts";
import type { PublicConfig } from "#common/public-config.ts";

const bool = z
  .enum(["true", "false", "1", "0", "yes", "no", ""])
  .transform((v) => v === "true" || v === "1" || v === "yes");

const optionalUrl = z
  .string()
  .url()
  .optional()
  .or(z.literal("").transform(() => undefined));

/**
 * Every setting the process reads from the environment (documented in README.md and .env.example).
 * Parsed once at start-up; a bad value stops the process with a message naming the variable.
 */
export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  SITE_URL: z.string().url().default("http://localhost:3000"),
  /** The URL this instance answers on when it differs from SITE_URL (sister or mini-app sites). */
  CURRENT_SITE_URL: optionalUrl,
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: optionalUrl,
  REDIS_URL: optionalUrl,
  SESSION_SECRET: z
    .string()
    .min(32, "must be at least 32 characters")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  DEFAULT_LOCALE: z.enum(LOCALES).default("pt"),
  DEFAULT_LAYOUT: z.string().min(1).default("videochatsection"),
  CONTENT_IDENT: z.string().min(1).default("acaso"),
  /** Sub-directory of the AI chat (one path segment; spec §2.3 gptsection). */
  AI_SUBDIR: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, "one path segment: lowercase letters, digits and '-'")
    .default("ai"),
  APP_NAME: z.string().min(1).default("Acaso"),
  MINI_APP: bool.default(false),
  HAS_TIKTOK_PAGES: bool.default(false),
  HAS_STORIES_PAGES: bool.default(false),
  /** Analytics tag id (spec §6, §9); nothing is loaded when unset. */
  ANALYTICS_ID: z
    .string()
    .regex(/^[A-Za-z0-9-]+$/, "must be a tag id such as G-XXXXXXX")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Comma-separated turn:/turns: URLs of coturn; with TURN_SECRET, matches get TURN credentials. */
  TURN_URLS: z.string().default(""),
  /** coturn's static-auth-secret (TURN REST API); never sent to browsers. */
  TURN_SECRET: z.string().default(""),
  TURN_TTL_SECONDS: z.coerce.number().int().min(60).max(3600).default(3600),
  /** Comma-separated stun: URLs offered with every match. */
  STUN_URLS: z.string().default(""),
  /** Default of the user's "hide my IP" setting (relay-only ICE). */
  HIDE_IP_DEFAULT: bool.default(false),
  /** Prefix of every Redis key this site writes (several sites or test runs can share one Redis). */
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_-]+$/, "letters, digits, ':', '_' and '-' only")
    .default("acaso"),
  /** Name of this node in metrics and logs (default: host name and pid). */
  NODE_ID: z.string().default(""),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
  // --- Accounts (issue 6, docs/decisions/005-accounts-security.md) ---
  /** A session ends after this long without a request (ASVS 5 V7.3.1). */
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(60 * 24 * 90)
    .default(60 * 24 * 7),
  /** A session ends this long after login whatever the activity (ASVS 5 V7.3.2). */
  SESSION_ABSOLUTE_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** smtp:// or smtps:// URL of the mail relay; unset: mails are written to DATA_DIR/outbox. */
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().min(3).default("Acaso <no-reply@localhost>"),
  /** Google sign-in (OpenID Connect); off unless both are set. */
  OAUTH_GOOGLE_CLIENT_ID: z.string().default(""),
  OAUTH_GOOGLE_CLIENT_SECRET: z.string().default(""),
  /** OIDC issuer of the "google" provider (discovery at {issuer}/.well-known/openid-configuration). */
  OAUTH_GOOGLE_ISSUER: z.string().url().default("https://accounts.google.com"),
  /** First administrator, created at start-up when no user has that address yet. */
  ADMIN_EMAIL: z
    .string()
    .email()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  ADMIN_PASSWORD: z.string().optional(),
  /** Proof-of-work difficulty of the robot check (PBKDF2 iterations per attempt). */
  ALTCHA_COST: z.coerce.number().int().min(1).max(1_000_000).default(1000),
  /** Upper bound of the secret counter the browser must find (expected work ~ half of it). */
  ALTCHA_MAX_NUMBER: z.coerce.number().int().min(10).max(1_000_000).default(2000),
  /** Largest avatar accepted, in bytes (the browser resizes to 600x600 first, spec §5). */
  AVATAR_MAX_BYTES: z.coerce.number().int().min(10_000).max(20_000_000).default(2_000_000),
  // --- Social area: stories (issue 14, docs/decisions/034-stories.md) ---
  /** Largest story image upload, in bytes (the browser resizes stills to 600x600 first; GIFs go as they are). */
  STORY_MAX_BYTES: z.coerce.number().int().min(10_000).max(20_000_000).default(5_000_000),
  /** How often the expiry job deletes stories past their 24 h (and their files), in seconds. */
  STORIES_SWEEP_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /**
   * How often each node deletes the files the database queued as orphans (the pictures of deleted
   * direct messages and of deleted accounts' messages; decision 049), in seconds.
   */
  ORPHAN_SWEEP_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
  /**
   * Tests only (NODE_ENV=test): a file holding a number of milliseconds added to the social area's
   * clock, so a browser test can move a running server 24 h ahead. Ignored otherwise.
   */
  TEST_CLOCK_FILE: z.string().optional(),
  // --- Admin area and moderation (issue 12, docs/admin-api.md) ---
  /** Administrators must prove a TOTP second factor; false only for a test deployment. */
  ADMIN_REQUIRE_2FA: bool.default(true),
  /** Captures and conversation lines are deleted after this many days unless a ban or appeal needs them. */
  SAFETY_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** Distinct reporters of one ident within the window that start an automatic 24 h ban. */
  AUTO_BAN_REPORTS: z.coerce.number().int().min(2).max(1000).default(3),
  AUTO_BAN_WINDOW_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(10),
  /** Check stored captures with the nudity model in a worker thread and flag high scores for review. */
  SAFETY_CHECK_CAPTURES: bool.default(true),
  // --- Short videos and AI sister sites (issue 15, docs/decisions/025-short-videos.md, 026-ai-sites.md) ---
  /** Where short videos come from: the catalogue in PostgreSQL, or public TikTok videos by oEmbed. */
  VIDEO_PROVIDER: z.enum(["catalogue", "tiktok"]).default("catalogue"),
  /** Largest video file accepted by the import command and the admin upload, in bytes. */
  VIDEO_MAX_BYTES: z.coerce.number().int().min(100_000).max(2_000_000_000).default(100_000_000),
  /** ffmpeg binary used for posters and durations; empty: never run it (posters come from elsewhere). */
  FFMPEG_PATH: z.string().default("ffmpeg"),
  /** VIDEO_PROVIDER=tiktok: comma-separated URLs of public TikTok videos to show. */
  TIKTOK_VIDEO_URLS: z.string().default(""),
  /** TikTok's official oEmbed endpoint (tests point it at a loopback fake). */
  TIKTOK_OEMBED_URL: z.string().url().default("https://www.tiktok.com/oembed"),
  /** OpenAI-compatible API root (e.g. http://127.0.0.1:11434/v1 for Ollama); unset: AI is off. */
  AI_BASE_URL: optionalUrl,
  /** Sent as a Bearer token to AI_BASE_URL; never reaches a browser. */
  AI_API_KEY: z.string().default(""),
  AI_MODEL: z.string().min(1).default("gpt-4o-mini"),
  /** Output tokens of one answer. */
  AI_MAX_OUTPUT_TOKENS: z.coerce.number().int().min(16).max(32_000).default(1200),
  /** Tokens (prompt + answer) the whole deployment may spend per UTC day; 0: no budget. */
  AI_DAILY_TOKENS: z.coerce.number().int().min(0).default(200_000),
  /** Generations per IP and hour, and per logged-in account and hour. */
  AI_RATE_PER_IP_HOUR: z.coerce.number().int().min(1).max(100_000).default(30),
  AI_RATE_PER_USER_HOUR: z.coerce.number().int().min(1).max(100_000).default(60),
  /** Generations per IP and hour before the robot check is asked for (and again after each). */
  AI_ROBOT_CHECK_AFTER: z.coerce.number().int().min(1).max(10_000).default(3),
  /** An answer whose first or next chunk takes longer than this is cut off, in milliseconds. */
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  // --- Security (issue 17, docs/security.md) ---
  /**
   * Which proxies' X-Forwarded-For is believed (Express "trust proxy"): "loopback" (default), a
   * comma-separated list of addresses/subnets or the names loopback, linklocal, uniquelocal, a hop
   * count ("1"), or "false". Behind the compose nginx: the Docker network, e.g. "loopback,uniquelocal".
   */
  TRUST_PROXY: z
    .string()
    .regex(/^[A-Za-z0-9.:/, ]+$/, "addresses, subnets, loopback/linklocal/uniquelocal, a hop count or false")
    .default("loopback"),
  /** Bearer token that opens GET /metrics on the app's port; unset: /metrics answers 404 there. */
  METRICS_TOKEN: z
    .string()
    .min(16, "must be at least 16 characters")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** A separate port for /metrics bound to METRICS_HOST (default loopback), without a token. */
  METRICS_PORT: z.coerce
    .number()
    .int()
    .min(1)
    .max(65535)
    .optional()
    .or(z.literal("").transform(() => undefined)),
  METRICS_HOST: z.string().min(1).default("127.0.0.1"),
  /** Socket.IO connections one client IP may hold at once (a household or office shares one IP). */
  MAX_SOCKETS_PER_IP: z.coerce.number().int().min(1).max(100_000).default(50),
  // --- Rewards (issue 13, docs/decisions/041-rewarded-views.md) ---
  /** Largest house video the admin area takes for the rewarded player (bytes; the upload gets 413). */
  REWARDS_HOUSE_VIDEO_MAX_BYTES: z.coerce.number().int().min(10_000).max(500_000_000).default(20_000_000),
  /**
   * The request header in which a trusted proxy (TRUST_PROXY) names the visitor's country, e.g.
   * "cf-ipcountry" behind Cloudflare, or the header nginx's geoip2 module is told to set. Unset: the
   * server does not know countries and the partner filter offers only languages (decision 048).
   */
  COUNTRY_HEADER: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]+$/, "a header name")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /**
   * Origins the rewarded player may load from besides the site: a house video on a CDN, a network's
   * VAST tag, its wrappers, media files and tracking pixels (added to the CSP's connect-src,
   * media-src and img-src). Comma-separated, e.g. "https://cdn.example.com,https://ads.example.net".
   */
  REWARDS_MEDIA_ORIGINS: z
    .string()
    .default("")
    .transform((value) =>
      value
        .split(",")
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z
          .string()
          .regex(
            /^(https:\/\/[A-Za-z0-9.*-]+(:\d+)?|http:\/\/(127\.0\.0\.1|localhost)(:\d+)?)$/,
            "an https origin (https://host[:port]; http only for 127.0.0.1 or localhost)",
          ),
      ),
    ),
  // --- Chat screen (issue 16, docs/decisions/022-resume-after-network-drop.md) ---
  /** How long a match waits for a side whose connection dropped before both go back to searching. */
  CHAT_RESUME_SECONDS: z.coerce.number().int().min(1).max(120).default(25),
  // Issue 17 throughput: anonymous HTML (home, landing pages) kept this long per language, path and
  // build, with a fresh CSP nonce per response (server/page-cache.ts); 0 turns the cache off.
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
  // Issue 17: worker processes on this box (one per core); 1 = one process as before. Above 1 the
  // workers share PostgreSQL and Redis (matchmaking, adapter, rate limits), so both are required.
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  /** Issue 14: messages (rooms and direct chats together) one address may send per 10 s. */
  SOCIAL_MESSAGES_PER_IP: z.coerce.number().int().min(10).max(100_000).default(120),
});

export type Env = z.infer<typeof envSchema>;

export class ConfigError extends Error {
  override name = "ConfigError";
}

export type TurnConfig = { urls: string[]; secret: string; ttlSeconds: number; stunUrls: string[] };

export type Config = Env & {
  isDev: boolean;
  /** TURN settings when TURN_URLS and TURN_SECRET are both set. */
  turn: TurnConfig | undefined;
  nodeId: string;
  dataDir: string;
  sessionSecret: string;
};

/** Reads SESSION_SECRET or keeps a generated one in DATA_DIR so sessions survive restarts. */
function resolveSessionSecret(env: Env, dataDir: string): string {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  const file = path.join(dataDir, "session-secret");
  try {
    const existing = readFileSync(file, "utf8").trim();
    if (existing.length >= 32) return existing;
  } catch {
    // first start: generate below
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

const list = (value: string) =>
  value
    .split(",")
    .map((v) => v.trim())
    .filter(Boolean);

function turnConfig(env: Env): TurnConfig | undefined {
  const urls = list(env.TURN_URLS);
  if (urls.length === 0 || !env.TURN_SECRET) return undefined;
  return { urls, secret: env.TURN_SECRET, ttlSeconds: env.TURN_TTL_SECONDS, stunUrls: list(env.STUN_URLS) };
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return result.data;
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const env = parseEnv(source);
  if (env.WEB_CONCURRENCY > 1) {
    const missing = [
      ...(env.DATABASE_URL ? [] : ["DATABASE_URL (the embedded database serves one process)"]),
      ...(env.REDIS_URL ? [] : ["REDIS_URL (workers share matchmaking and rate limits through it)"]),
      ...(env.METRICS_PORT ? ["no METRICS_PORT (each worker would bind it; use METRICS_TOKEN)"] : []),
    ];
    if (missing.length > 0)
      throw new ConfigError(`Invalid configuration:\n  WEB_CONCURRENCY > 1 needs ${missing.join(", ")}`);
  }
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    ...env,
    isDev: env.NODE_ENV === "development",
    turn: turnConfig(env),
    nodeId: env.NODE_ID || `${hostname()}-${process.pid}`,
    dataDir,
    sessionSecret: resolveSessionSecret(env, dataDir),
  };
}

export type { PublicConfig };

export function publicConfig(config: Config): PublicConfig {
  const currentSiteUrl = config.CURRENT_SITE_URL ?? config.SITE_URL;
  return {
    baseUrl: "/",
    isDev: config.isDev,
    siteUrl: config.SITE_URL,
    currentSiteUrl,
    redirectToMainSite: config.MINI_APP,
    defaultLanguage: config.DEFAULT_LOCALE,
    defaultLayout: config.DEFAULT_LAYOUT,
    contentIdent: config.CONTENT_IDENT,
    aiSubdir: config.AI_SUBDIR,
    appName: config.APP_NAME,
    isMiniApp: config.MINI_APP,
    hasTiktokPages: config.HAS_TIKTOK_PAGES,
    hasStoriesPages: config.HAS_STORIES_PAGES,
    analyticsId: config.ANALYTICS_ID ?? null,
    hideIpDefault: config.HIDE_IP_DEFAULT,
  };
}

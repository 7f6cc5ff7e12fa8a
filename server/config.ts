import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { LOCALES, type Locale } from "#common/locales.ts";

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
  SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  DEFAULT_LOCALE: z.enum(LOCALES).default("pt"),
  DEFAULT_LAYOUT: z.string().min(1).default("videochatsection"),
  CONTENT_IDENT: z.string().min(1).default("acaso"),
  AI_SUBDIR: z.string().default("ai"),
  APP_NAME: z.string().min(1).default("Acaso"),
  MINI_APP: bool.default(false),
  HAS_TIKTOK_PAGES: bool.default(false),
  HAS_STORIES_PAGES: bool.default(false),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
});

export type Env = z.infer<typeof envSchema>;

export class ConfigError extends Error {
  override name = "ConfigError";
}

export type Config = Env & {
  isDev: boolean;
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
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    ...env,
    isDev: env.NODE_ENV === "development",
    dataDir,
    sessionSecret: resolveSessionSecret(env, dataDir),
  };
}

/** Spec §3 public runtime config: the only settings that reach the browser. */
export type PublicConfig = {
  baseUrl: string;
  isDev: boolean;
  siteUrl: string;
  currentSiteUrl: string;
  redirectToMainSite: boolean;
  defaultLanguage: Locale;
  defaultLayout: string;
  contentIdent: string;
  aiSubdir: string;
  appName: string;
  isMiniApp: boolean;
  hasTiktokPages: boolean;
  hasStoriesPages: boolean;
};

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
  };
}

import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, envSchema, loadConfig, parseEnv, publicConfig } from "./config.ts";

const tmp = () => mkdtempSync(path.join(tmpdir(), "acaso-config-"));

describe("config", () => {
  it("has documented defaults", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DEFAULT_LOCALE).toBe("pt");
    expect(env.DATA_DIR).toBe("./data");
    expect(env.MINI_APP).toBe(false);
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it.each([
    ["PORT", "abc"],
    ["PORT", "70000"],
    ["DEFAULT_LOCALE", "xx"],
    ["MINI_APP", "maybe"],
    ["DATABASE_URL", "not a url"],
    ["LOG_LEVEL", "loud"],
  ])("names %s in the error for %s", (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(ConfigError);
    expect(() => parseEnv({ [name]: value })).toThrow(new RegExp(`\\b${name}\\b`));
  });

  it("runs one process by default; workers (WEB_CONCURRENCY > 1) need PostgreSQL and Redis (issue 17)", () => {
    expect(parseEnv({}).WEB_CONCURRENCY).toBe(1);
    expect(() => loadConfig({ DATA_DIR: tmp(), WEB_CONCURRENCY: "2" })).toThrow(/DATABASE_URL.*REDIS_URL/s);
    expect(() =>
      loadConfig({ DATA_DIR: tmp(), WEB_CONCURRENCY: "2", DATABASE_URL: "postgres://db/x" }),
    ).toThrow(/REDIS_URL/);
    expect(() =>
      loadConfig({
        DATA_DIR: tmp(),
        WEB_CONCURRENCY: "2",
        DATABASE_URL: "postgres://db/x",
        REDIS_URL: "redis://r",
        METRICS_PORT: "9100",
      }),
    ).toThrow(/METRICS_PORT/);
    const workers = loadConfig({
      DATA_DIR: tmp(),
      WEB_CONCURRENCY: "2",
      DATABASE_URL: "postgres://db/x",
      REDIS_URL: "redis://r",
    });
    expect(workers.WEB_CONCURRENCY).toBe(2);
  });

  it("parses booleans and empty optional URLs", () => {
    const env = parseEnv({ MINI_APP: "true", HAS_STORIES_PAGES: "1", DATABASE_URL: "" });
    expect(env.MINI_APP).toBe(true);
    expect(env.HAS_STORIES_PAGES).toBe(true);
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("generates a session secret once and keeps it in DATA_DIR", () => {
    const dir = tmp();
    const first = loadConfig({ DATA_DIR: dir });
    const second = loadConfig({ DATA_DIR: dir });
    expect(first.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.sessionSecret).toBe(first.sessionSecret);
    expect(readFileSync(path.join(dir, "session-secret"), "utf8").trim()).toBe(first.sessionSecret);
    expect(loadConfig({ DATA_DIR: dir, SESSION_SECRET: "s".repeat(40) }).sessionSecret).toBe("s".repeat(40));
  });

  it("exposes only the spec §3 public subset to the browser", () => {
    const config = loadConfig({
      DATA_DIR: tmp(),
      DATABASE_URL: "postgres://secret@db/x",
      REDIS_URL: "redis://secret@r",
      SESSION_SECRET: "s".repeat(40),
    });
    const pub = publicConfig(config);
    expect(Object.keys(pub).sort()).toEqual(
      [
        "baseUrl",
        "isDev",
        "siteUrl",
        "currentSiteUrl",
        "redirectToMainSite",
        "defaultLanguage",
        "defaultLayout",
        "contentIdent",
        "aiSubdir",
        "appName",
        "isMiniApp",
        "hasTiktokPages",
        "hasStoriesPages",
        // Beyond spec §3, deliberately: the analytics tag id (issue 3) and the hide-my-IP default (issue 5).
        "analyticsId",
        "hideIpDefault",
      ].sort(),
    );
    expect(JSON.stringify(pub)).not.toMatch(/secret/);
  });
});

describe(".env.example", () => {
  const file = readFileSync(path.join(import.meta.dirname, "..", ".env.example"), "utf8");
  const entries = Object.fromEntries(
    file
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith("#"))
      .map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)]),
  );

  it("lists every setting of the schema, and nothing else", () => {
    expect(Object.keys(entries).sort()).toEqual(Object.keys(envSchema.shape).sort());
  });

  it("is a valid configuration as written", () => {
    expect(() => parseEnv(entries)).not.toThrow();
  });
});

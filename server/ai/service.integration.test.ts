// The AI endpoints against a loopback OpenAI-compatible server (tests/helpers/fake-openai.ts):
// streaming, what each upstream failure becomes, limits, the daily budget, and that neither the
// key nor the prompt leaves the server. PGlite always, PostgreSQL and Redis when configured.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { Redis } from "ioredis";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#db/client.ts";
import { aiDailyUsage } from "#db/schema/ai.ts";
import { loadConfig } from "#server/config.ts";
import { createLogger } from "#server/logger.ts";
import { setRateLimitRedis } from "#server/rate-limit.ts";
import { testDatabases } from "../../tests/helpers/databases.ts";
import { type FakeOpenAi, startFakeOpenAi } from "../../tests/helpers/fake-openai.ts";
import { budgetDay } from "./budget.ts";
import { type AiRequestContext, createAiService } from "./service.ts";

const KEY = "sk-test-never-leaves-the-server-1234567890";
const logger = createLogger({ LOG_LEVEL: "silent", isDev: false });
let fake: FakeOpenAi;
let redis: Redis | undefined;
let ipCounter = 0;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  if (process.env.TEST_REDIS_URL) {
    redis = new Redis(process.env.TEST_REDIS_URL, { keyPrefix: `test-ai-${process.pid}-${Date.now()}:` });
    setRateLimitRedis(redis);
  }
});

afterAll(async () => {
  setRateLimitRedis(undefined);
  await redis?.quit();
  await fake.close();
});

function config(env: Record<string, string> = {}) {
  return loadConfig({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "acaso-ai-")),
    SESSION_SECRET: "s".repeat(40),
    AI_BASE_URL: fake.url,
    AI_API_KEY: KEY,
    AI_MODEL: "fake-model",
    AI_MAX_OUTPUT_TOKENS: "500",
    AI_ROBOT_CHECK_AFTER: "100",
    AI_TIMEOUT_MS: "400",
    ...env,
  });
}

function context(overrides: Partial<AiRequestContext> = {}): AiRequestContext {
  ipCounter += 1;
  return {
    ip: `10.0.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`,
    userId: null,
    signal: new AbortController().signal,
    verifyRobotCheck: async (payload) => payload === "solved",
    ...overrides,
  };
}

const toolRequest = (
  input: Record<string, unknown> = { topic: "the sea at night", style: "folk" },
  extra = {},
) =>
  new Request("http://x/api/ai/tool", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ tool: "lyricsGenerator", lang: "en", input, ...extra }),
  });

type Line = { type: string; text?: string; code?: string };
async function lines(response: Response): Promise<Line[]> {
  const text = await response.text();
  return text
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Line);
}

async function expectNoSecret(response: Response) {
  const body = await response.clone().text();
  expect(body).not.toContain(KEY);
  expect(body).not.toContain("fake failure");
  expect(JSON.stringify([...response.headers])).not.toContain(KEY);
}

describe.each(testDatabases())("AI service on %s", (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(async () => {
    await database.close();
  });
  const service = (env: Record<string, string> = {}) =>
    createAiService({ config: config(env), db: database.db, logger });

  it("streams the answer as NDJSON lines and sends the key only upstream", async () => {
    fake.mode = { kind: "ok" };
    fake.requests.length = 0;
    const response = await service().tool(toolRequest(), context());
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/x-ndjson");
    expect(response.headers.get("cache-control")).toContain("no-transform");
    await expectNoSecret(response);
    const got = await lines(response);
    expect(got.at(-1)).toEqual({ type: "done" });
    const text = got.map((l) => l.text ?? "").join("");
    expect(text).toContain("You asked about **the sea at night**");
    expect(got.filter((l) => l.type === "text").length).toBeGreaterThan(3);
    const request = fake.requests[0];
    expect(request?.authorization).toBe(`Bearer ${KEY}`);
    expect(request?.body.model).toBe("fake-model");
    expect(request?.body.max_tokens).toBe(500);
    expect(request?.body.messages?.[0]?.role).toBe("system");
    expect(request?.body.messages?.[0]?.content).toContain("Always answer in English.");
  });

  it("says AI is not configured without AI_BASE_URL", async () => {
    const off = service({ AI_BASE_URL: "" });
    expect(off.configured).toBe(false);
    expect(await off.status()).toEqual({ configured: false, budgetSpent: false });
    const response = await off.tool(toolRequest(), context());
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: "notConfigured" });
  });

  it("refuses input over the tool's caps, unknown tools and malformed bodies", async () => {
    const ai = service();
    const long = await ai.tool(toolRequest({ topic: "x".repeat(501) }), context());
    expect(long.status).toBe(400);
    expect(await long.json()).toEqual({ error: "invalid", fields: ["topic"] });
    const control = await ai.tool(toolRequest({ topic: "a\u0000b" }), context());
    expect(control.status).toBe(400);
    const extra = await ai.tool(toolRequest({ topic: "ok", injected: "x" }), context());
    expect(extra.status).toBe(400);
    const unknown = await ai.tool(
      new Request("http://x", {
        method: "POST",
        body: JSON.stringify({ tool: "nope", lang: "en", input: {} }),
      }),
      context(),
    );
    expect(unknown.status).toBe(400);
    const garbage = await ai.tool(new Request("http://x", { method: "POST", body: "{" }), context());
    expect(garbage.status).toBe(400);
  });

  it.each([
    [{ kind: "status", status: 429 } as const, 503, "upstreamBusy"],
    [{ kind: "status", status: 500 } as const, 502, "upstreamError"],
    [{ kind: "status", status: 401 } as const, 502, "upstreamError"],
    [{ kind: "hang" } as const, 504, "timeout"],
    [{ kind: "malformed" } as const, 502, "upstreamError"],
  ])("turns an upstream %j into %i %s, without details", async (mode, status, code) => {
    fake.mode = mode;
    const response = await service().tool(toolRequest(), context());
    await expectNoSecret(response);
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ error: code });
  });

  it("ends a stream that stalls half-way with a timeout line", async () => {
    fake.mode = { kind: "stall" };
    const response = await service().tool(toolRequest(), context());
    expect(response.status).toBe(200);
    const got = await lines(response);
    expect(got[0]?.type).toBe("text");
    expect(got.at(-1)).toEqual({ type: "error", code: "timeout" });
  });

  it("says so when the endpoint cannot be reached", async () => {
    const response = await service({ AI_BASE_URL: "http://127.0.0.1:9/v1" }).tool(toolRequest(), context());
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: "unavailable" });
  });

  it("stops the upstream request when the visitor stops reading", async () => {
    fake.mode = { kind: "ok", chunkDelayMs: 100, chunks: 40 };
    const response = await service({ AI_TIMEOUT_MS: "5000" }).tool(toolRequest(), context());
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    await reader.read();
    expect(fake.open()).toBe(1);
    await reader.cancel();
    await expect.poll(() => fake.open()).toBe(0);
  });

  it("limits generations per IP and per account", async () => {
    fake.mode = { kind: "ok" };
    const ai = service({ AI_RATE_PER_IP_HOUR: "2", AI_RATE_PER_USER_HOUR: "3" });
    const ip = context().ip;
    for (let i = 0; i < 2; i++) await (await ai.tool(toolRequest(), context({ ip }))).text();
    const refused = await ai.tool(toolRequest(), context({ ip }));
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: "rateLimited" });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);

    const userId = `user-${Date.now()}`;
    for (let i = 0; i < 3; i++) {
      const answer = await ai.tool(toolRequest(), context({ userId }));
      expect(answer.status).toBe(200);
      // Read to the end: an unread stream settles its token use later, inside another test's budget.
      await answer.text();
    }
    const byAccount = await ai.tool(toolRequest(), context({ userId }));
    expect(byAccount.status).toBe(429);
  });

  it("asks for the robot check after a few requests and accepts a solved one", async () => {
    fake.mode = { kind: "ok" };
    const ai = service({ AI_ROBOT_CHECK_AFTER: "2" });
    const ip = context().ip;
    for (let i = 0; i < 2; i++) {
      const answer = await ai.tool(toolRequest(), context({ ip }));
      expect(answer.status).toBe(200);
      await answer.text();
    }
    const asked = await ai.tool(toolRequest(), context({ ip }));
    expect(asked.status).toBe(403);
    expect(await asked.json()).toEqual({ error: "robotCheck" });
    const wrong = await ai.tool(toolRequest(undefined, { altcha: "forged" }), context({ ip }));
    expect(wrong.status).toBe(403);
    const solved = await ai.tool(toolRequest(undefined, { altcha: "solved" }), context({ ip }));
    expect(solved.status).toBe(200);
    await solved.text();
    // A solved check buys another few requests.
    const again = await ai.tool(toolRequest(), context({ ip }));
    expect(again.status).toBe(200);
    await again.text();
    expect((await ai.tool(toolRequest(), context({ ip }))).status).toBe(403);
  });

  it("keeps to the daily token budget, reserving before it asks", async () => {
    fake.mode = { kind: "ok", chunkDelayMs: 30 };
    await database.db.delete(aiDailyUsage);
    const ai = service({ AI_DAILY_TOKENS: "1000" });
    expect(await ai.status()).toEqual({ configured: true, budgetSpent: false });
    // One answer in flight holds its worst case: a second does not fit until it is done.
    const first = await ai.tool(toolRequest(), context());
    expect(first.status).toBe(200);
    const second = await ai.tool(toolRequest(), context());
    expect(second.status).toBe(503);
    expect(await second.json()).toEqual({ error: "budgetSpent" });
    await first.text();
    // Done: the endpoint reported 100 tokens, the rest of the reservation went back.
    await expect.poll(async () => (await database.db.select().from(aiDailyUsage))[0]?.tokens).toBe(100);
    expect((await database.db.select().from(aiDailyUsage))[0]?.day).toBe(budgetDay());
    await database.db.update(aiDailyUsage).set({ tokens: 900 });
    expect(await ai.status()).toEqual({ configured: true, budgetSpent: true });
    const spent = await ai.tool(toolRequest(), context());
    expect(spent.status).toBe(503);
    expect(await spent.json()).toEqual({ error: "budgetSpent" });
  });

  it("stores neither prompts nor answers", async () => {
    fake.mode = { kind: "ok" };
    const marker = `marker${Date.now()}`;
    const ai = service();
    await (await ai.tool(toolRequest({ topic: marker }), context())).text();
    const chat = await ai.chat(
      new Request("http://x", {
        method: "POST",
        body: JSON.stringify({ lang: "pt", messages: [{ role: "user", content: `${marker} olá` }] }),
      }),
      context(),
    );
    expect(chat.status).toBe(200);
    expect((await lines(chat)).map((l) => l.text ?? "").join("")).toContain(marker);
    // Nor logs them: every line the service writes at the most verbose level, failures included.
    const logged: string[] = [];
    const verbose = pino({ level: "trace" }, { write: (line: string) => void logged.push(line) });
    const watched = createAiService({ config: config(), db: database.db, logger: verbose });
    await (await watched.tool(toolRequest({ topic: `${marker} ok` }), context())).text();
    for (const mode of [{ kind: "status", status: 500 }, { kind: "malformed" }, { kind: "stall" }] as const) {
      fake.mode = mode;
      await (await watched.tool(toolRequest({ topic: `${marker} ${mode.kind}` }), context())).text();
    }
    fake.mode = { kind: "ok" };
    expect(logged.some((line) => line.includes("AI generation failed"))).toBe(true);
    expect(logged.filter((line) => line.includes(marker))).toEqual([]);
    const tables = await database.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    const rows = (tables as unknown as { rows: { table_name: string }[] }).rows;
    expect(rows.length).toBeGreaterThan(5);
    for (const { table_name } of rows) {
      const found = await database.db.execute(
        sql`select count(*)::int as n from ${sql.identifier(table_name)} t where t::text like ${`%${marker}%`}`,
      );
      expect((found as unknown as { rows: { n: number }[] }).rows[0]?.n, table_name).toBe(0);
    }
  });

  it("checks chat conversations: roles, sizes, the last message is the visitor's", async () => {
    const ai = service();
    const send = (body: unknown) =>
      ai.chat(new Request("http://x", { method: "POST", body: JSON.stringify(body) }), context());
    expect((await send({ lang: "en", messages: [] })).status).toBe(400);
    expect((await send({ lang: "en", messages: [{ role: "system", content: "x" }] })).status).toBe(400);
    expect((await send({ lang: "en", messages: [{ role: "assistant", content: "x" }] })).status).toBe(400);
    const many = Array.from({ length: 21 }, (_, i) => ({ role: i % 2 ? "assistant" : "user", content: "x" }));
    expect((await send({ lang: "en", messages: many })).status).toBe(400);
    const big = Array.from({ length: 5 }, () => ({ role: "user", content: "x".repeat(3999) }));
    expect((await send({ lang: "en", messages: big })).status).toBe(400);
  });
});

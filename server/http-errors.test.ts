import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { describe, expect, it } from "vitest";
import { type ErrorPageRenderer, errorPages, requestProblem, statusOf } from "./http-errors.ts";
import type { Logger } from "./logger.ts";

describe("requestProblem (issue 11 item 4, issue 17 finding 11)", () => {
  it.each([
    ["GET", "/"],
    ["post", "/api/sys/log"],
    ["OPTIONS", "/en/contact"],
    ["GET", "/app/a%C3%A7%C3%A3o?q=%E0%A4%A"],
    ["GET", "/%2e%2e/x"],
  ])("lets %s %s through", (method, url) => {
    expect(requestProblem(method, url)).toBeNull();
  });

  it.each([
    ["TRACE", "/", 405],
    ["TRACK", "/", 405],
    ["PROPFIND", "/", 405],
    ["GET", "/%E0%A4%A", 400],
    ["GET", "/en/%", 400],
    ["GET", "/%00", 400],
    ["GET", "/a%0Ab", 400],
    ["GET", "/a%7F", 400],
  ])("refuses %s %s with %i", (method, url, status) => {
    expect(requestProblem(method, url)?.status).toBe(status);
  });
});

describe("statusOf", () => {
  it("keeps a 4xx or 5xx status an error carries, else 500", () => {
    expect(statusOf({ status: 413 })).toBe(413);
    expect(statusOf({ statusCode: 400 })).toBe(400);
    expect(statusOf({ status: 200 })).toBe(500);
    expect(statusOf(new Error("x"))).toBe(500);
    expect(statusOf(null)).toBe(500);
  });
});

describe("database unavailable (issue 17 faults)", () => {
  it("maps PostgreSQL connection and shutdown errors, wrapped or not, to 503", async () => {
    const { isDatabaseUnavailable, statusOf } = await import("./http-errors.ts");
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    const wrapped = new Error("Failed query: select 1", { cause: refused });
    const shutdown = Object.assign(new Error("terminating connection due to administrator command"), {
      code: "57P01",
    });
    for (const error of [refused, wrapped, shutdown, new Error("Connection terminated unexpectedly")]) {
      expect(isDatabaseUnavailable(error)).toBe(true);
      expect(statusOf(error)).toBe(503);
    }
    const constraint = Object.assign(new Error("duplicate key"), { code: "23505" });
    expect(isDatabaseUnavailable(constraint)).toBe(false);
    expect(statusOf(constraint)).toBe(500);
    expect(statusOf(new Error("boom"))).toBe(500);
  });
});

describe("errorPages: every error through the product's error page (issue 11 item 4, spec §2.5)", () => {
  type Line = { level: string; fields: Record<string, unknown>; msg: string };

  async function serve(render?: ErrorPageRenderer) {
    const lines: Line[] = [];
    const record = (level: string) => (fields: Record<string, unknown>, msg: string) =>
      lines.push({ level, fields, msg });
    const logger = { error: record("error"), info: record("info") } as unknown as Logger;
    const app = express();
    app.get("/boom", () => {
      throw new Error("a bug with a secret inside");
    });
    app.get("/api/boom", () => {
      throw new Error("a bug");
    });
    app.get("/gone", (_req, _res, next) => next(Object.assign(new Error("Gone for good"), { status: 410 })));
    app.use(errorPages({ logger, render }));
    const server = await new Promise<Server>((resolve) => {
      const s = app.listen(0, "127.0.0.1", () => resolve(s));
    });
    const { port } = server.address() as AddressInfo;
    return { base: `http://127.0.0.1:${port}`, lines, close: () => new Promise((r) => server.close(r)) };
  }

  const page: ErrorPageRenderer = async (_req, status, message) =>
    new Response(`<title>product error page</title><p>${status} ${message}</p>`, {
      headers: { "content-type": "text/html; charset=utf-8" },
    });

  it("renders a thrown 500 with the product's page, logs it at error, and shows no stack", async () => {
    const renders: [number, string][] = [];
    const app = await serve(async (req, status, message) => {
      renders.push([status, message]);
      return page(req, status, message);
    });
    try {
      const res = await fetch(`${app.base}/boom`);
      expect(res.status).toBe(500);
      expect(res.headers.get("cache-control")).toBe("no-store");
      const html = await res.text();
      expect(html).toContain("product error page");
      expect(html).not.toContain("secret");
      expect(renders).toEqual([[500, "Internal Server Error"]]);
      expect(app.lines.map((l) => [l.level, l.msg])).toEqual([["error", "request failed"]]);
    } finally {
      await app.close();
    }
  });

  it("renders a 4xx with its own message, logged at info", async () => {
    const app = await serve(page);
    try {
      const res = await fetch(`${app.base}/gone`);
      expect(res.status).toBe(410);
      expect(await res.text()).toContain("410 Gone for good");
      expect(app.lines.map((l) => [l.level, l.msg])).toEqual([["info", "request refused"]]);
    } finally {
      await app.close();
    }
  });

  it("answers JSON under /api, and a minimal page of its own when the error page itself fails", async () => {
    const app = await serve(async () => {
      throw new Error("renderer broken");
    });
    try {
      const api = await fetch(`${app.base}/api/boom`);
      expect(api.status).toBe(500);
      expect(await api.json()).toEqual({ error: "Internal Server Error", status: 500 });
      const res = await fetch(`${app.base}/boom`);
      expect(res.status).toBe(500);
      const html = await res.text();
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(html).toContain("500 Internal Server Error");
      expect(html).not.toContain("Error: ");
      expect(app.lines.some((l) => l.msg === "error page failed")).toBe(true);
    } finally {
      await app.close();
    }
  });
});

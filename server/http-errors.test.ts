import { describe, expect, it } from "vitest";
import { requestProblem, statusOf } from "./http-errors.ts";

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

import { describe, expect, it, vi } from "vitest";
import { logEntrySchema } from "#common/log-entry.ts";
import { MAX_LOG_BYTES } from "#common/log-level.ts";
import { createClientLogger, DATA_MAX_CHARS, toLogEntry } from "./client-log.ts";

const page = { userAgent: "Mozilla/5.0 Test", url: "https://acaso.example/chat" };

// The call shapes of the chat screen (spec §8), as they are written in app/features/video-chat.
const CHAT_CALLS = [
  { type: "error", name: "add-peer-unavailable", text: "m1" },
  { type: "error", name: "rtc-connection", text: "negotiation: boom", data: { matchId: "m1" } },
  {
    type: "error",
    name: "ice-servers-decrypt",
    text: "could not decrypt ice servers",
    error: new Error("bad tag"),
  },
  { type: "error", name: "auth-realtime-con", text: "searchRemoteUser: authInvalid after a fresh token" },
  { type: "error", name: "socket-connection", text: "setUt failed twice" },
  { type: "error", name: "socket-message", text: "action not implemented: bogus" },
  { type: "info", name: "rtc-candidate", text: "OperationError" },
] as const;

describe("the one client log (issue 11 item 1)", () => {
  it.each(CHAT_CALLS)("turns $name into an entry the server accepts", (call) => {
    const entry = toLogEntry(call, page);
    expect(logEntrySchema.safeParse(JSON.parse(JSON.stringify(entry))).success).toBe(true);
    expect(entry.name).toBe(call.name);
  });

  it("sets spec §9 levels and the browser only from the error level (spec §3)", () => {
    const error = toLogEntry({ type: "error", name: "x" }, page);
    expect(error.level).toBe(5);
    expect(error.browser).toEqual({ userAgent: page.userAgent, url: page.url });
    const info = toLogEntry({ type: "info", name: "x" }, page);
    expect(info.level).toBe(1);
    expect(info.browser).toBeUndefined();
  });

  it("sends an Error's message and stack, and caps what it carries", () => {
    const entry = toLogEntry({
      type: "error",
      name: "n".repeat(300),
      text: "t".repeat(5000),
      error: new Error("m".repeat(5000)),
      data: { big: "d".repeat(DATA_MAX_CHARS) },
    });
    expect(entry.name).toHaveLength(100);
    expect(entry.text).toHaveLength(2000);
    expect(entry.errorMessage).toHaveLength(2000);
    expect(entry.error?.length).toBeLessThanOrEqual(8000);
    expect(entry.data).toEqual({ truncated: true, chars: expect.any(Number) });
    expect(logEntrySchema.safeParse(entry).success).toBe(true);
  });

  it("keeps data that cannot be serialized from breaking the call", () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(toLogEntry({ type: "info", name: "x", data: cyclic }).data).toEqual({ unserializable: true });
  });

  it("sends in production, prints in development (spec §7.1), never throws", () => {
    const send = vi.fn();
    const print = vi.fn();
    let dev = false;
    const log = createClientLogger({ isDev: () => dev, send, console: print, page: () => page });
    log({ type: "error", name: "rtc-connection", text: "failed" });
    expect(send).toHaveBeenCalledTimes(1);
    const body = JSON.parse(send.mock.calls[0]?.[0] as string);
    expect(body).toMatchObject({ type: "error", name: "rtc-connection", level: 5 });
    dev = true;
    log({ type: "info", name: "x" });
    expect(send).toHaveBeenCalledTimes(1);
    expect(print).toHaveBeenCalledTimes(1);
    const failing = createClientLogger({
      isDev: () => false,
      send: () => {
        throw new Error("offline");
      },
    });
    expect(() => failing({ type: "error", name: "x" })).not.toThrow();
  });

  it("keeps every body under the server's limit", () => {
    const send = vi.fn();
    const log = createClientLogger({ isDev: () => false, send, page: () => page });
    const error = new Error("x");
    error.stack = "€".repeat(8000);
    log({ type: "error", name: "big", error, text: "€".repeat(2000) });
    const body = send.mock.calls[0]?.[0] as string;
    expect(new TextEncoder().encode(body).byteLength).toBeLessThanOrEqual(MAX_LOG_BYTES);
    expect(logEntrySchema.safeParse(JSON.parse(body)).success).toBe(true);
  });
});

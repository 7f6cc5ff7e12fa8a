import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import fc from "fast-check";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_EVENTS } from "#common/protocol/index.ts";
import { type Database, openDatabase } from "#db/client.ts";
import { type AppServer, createAppServer } from "#server/app.ts";
import { loadConfig } from "#server/config.ts";
import { REDACT_PATHS } from "#server/logger.ts";
import { connectRaw, type RawSocket } from "../../tests/helpers/raw-socket.ts";
import { connectClient, eventually, sleep } from "../../tests/helpers/sockets.ts";

/**
 * Issue 17 "Robustness, measured": generated payloads over every client -> server event, written as
 * raw Socket.IO frames (wrong types, huge and 20,000-deep values, `__proto__`/`constructor` keys, lone
 * surrogates and control characters, binary attachments right and wrong, garbage frames), sent by two
 * sockets that are in a match with each other (so the match-bound handlers run, not only the
 * "notInMatch" answers). After each batch: no error-level log line, no unhandled rejection or
 * uncaught exception, every acknowledged event answered `{ ok: ... }`. At the end a legitimate pair
 * still matches and relays.
 *
 * The per-socket budgets are switched off (`unthrottled`) so the payloads reach the schemas instead of
 * the rate limiter. How many payloads: FUZZ_PAYLOADS (default 2,000 in `npm test`);
 * `FUZZ_PAYLOADS=100000 npx vitest run server/realtime/protocol.property.integration.test.ts` is the
 * issue's run (figures in bench/README.md). FUZZ_SEED replays a failing run.
 */
const PAYLOADS = Number(process.env.FUZZ_PAYLOADS ?? 2000);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
const FRAMES_PER_RUN = 4;

// ------------------------------------------------------------------------------------------------
// Generators
// ------------------------------------------------------------------------------------------------

const PROTO_KEYS = ["__proto__", "constructor", "prototype", "toString", "valueOf", "hasOwnProperty"];
/** A raw JSON text the server will JSON.parse (so `__proto__` stays an own key, as on the wire). */
const hostileJson: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)) },
  { weight: 3, arbitrary: fc.string({ unit: "binary", maxLength: 80 }).map((text) => JSON.stringify(text)) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(
        '"\\ud800"',
        '"\\u0000"',
        '"a\\u0000b"',
        '"\\u001b[31m"',
        '"\\u2028\\u2029"',
        "1e400",
        "-1e400",
        "-0",
        "1e-400",
        "9007199254740993",
        "[]",
        "{}",
        "null",
        "true",
        '""',
        '" "',
      )
      .map(String),
  },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 1_000, max: 200_000 }).map((n) => JSON.stringify("x".repeat(n))),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.integer({ min: 50, max: 20_000 }), fc.boolean())
      .map(([depth, array]) =>
        array ? `${"[".repeat(depth)}${"]".repeat(depth)}` : `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`,
      ),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.constantFrom(...PROTO_KEYS), fc.jsonValue({ maxDepth: 2 }))
      .map(
        ([key, value]) =>
          `{${JSON.stringify(key)}:${JSON.stringify(value ?? null)},"__proto__":{"ok":true,"ident":"p","matchId":"x"}}`,
      ),
  },
  {
    weight: 1,
    arbitrary: fc
      .integer({ min: 100, max: 20_000 })
      .map((n) => `{${Array.from({ length: n }, (_, i) => `"k${i}":${i}`).join(",")}}`),
  },
  {
    weight: 1,
    arbitrary: fc
      .integer({ min: 100, max: 50_000 })
      .map((n) => `[${Array.from({ length: n }, () => '"interest"').join(",")}]`),
  },
);

/** A marker that is replaced by raw JSON after JSON.stringify of a template. */
const RAW = (n: number) => `\u0001RAW${n}\u0001`;

const templates: Record<string, Record<string, unknown> | null> = {
  [CLIENT_EVENTS.updateUserData]: { ident: "fuzz", cameraEnabled: true, lang: "en", interests: ["music"] },
  [CLIENT_EVENTS.searchRemoteUser]: {},
  [CLIENT_EVENTS.nextUser]: { matchId: "$match" },
  [CLIENT_EVENTS.enable]: {},
  [CLIENT_EVENTS.stop]: { matchId: "$match" },
  [CLIENT_EVENTS.getDefaultVideos]: { lang: "en", limit: 5 },
  [CLIENT_EVENTS.getSafeControlConfig]: null,
  [CLIENT_EVENTS.registerPlayedVideo]: { videoId: "v1" },
  [CLIENT_EVENTS.action]: { name: "sendMessage", args: { text: "hi" }, matchId: "$match" },
  [CLIENT_EVENTS.transmitICECandidate]: {
    matchId: "$match",
    peerId: "$peer",
    iceCandidate: { candidate: "candidate:1 1 udp 1 127.0.0.1 5000 typ host", sdpMid: "0", sdpMLineIndex: 0 },
  },
  [CLIENT_EVENTS.transmitSessionDescription]: {
    matchId: "$match",
    peerId: "$peer",
    sessionDescription: { type: "offer", sdp: "v=0\r\n" },
  },
  [CLIENT_EVENTS.exceptionOnRTC]: {
    matchId: "$match",
    peerId: "$peer",
    name: "negotiation",
    state: "failed",
  },
  [CLIENT_EVENTS.safeControlImage]: { kind: "imageAtEnter", image: "data:image/png;base64,iVBORw0KGgo=" },
  [CLIENT_EVENTS.safeControlVideo]: { kind: "videoAtEnter", mimeType: "video/webm", durationSec: 3 },
  [CLIENT_EVENTS.socialChatAction]: { action: "setUt", ut: "x.y.z" },
  [CLIENT_EVENTS.resumeMatch]: { matchId: "$match", userId: "$self", token: "t" },
  [CLIENT_EVENTS.getOnlineCount]: null,
};
const CHAT_ACTION_ARGS = [
  { name: "sendMessage", args: { text: "olá" } },
  { name: "showEmoji", args: { emoji: "😀" } },
  { name: "setUserChatStatus", args: { status: "connected", typing: true } },
  { name: "report", args: { reason: "spam" } },
];
const EVENT_NAMES = Object.values(CLIENT_EVENTS);

/** Replaces one path of a template (or adds a key) by a hostile value. */
function mutate(template: unknown, pathChoice: number, raw: number): unknown {
  if (template === null || typeof template !== "object") return RAW(raw);
  const keys = Object.keys(template);
  const index = pathChoice % (keys.length + 1);
  if (index === keys.length)
    return { ...template, [PROTO_KEYS[pathChoice % PROTO_KEYS.length] as string]: RAW(raw) };
  const key = keys[index] as string;
  const value = (template as Record<string, unknown>)[key];
  const deeper = value !== null && typeof value === "object" && pathChoice % 3 === 0;
  return { ...template, [key]: deeper ? mutate(value, Math.floor(pathChoice / 7), raw) : RAW(raw) };
}

type Frame =
  | {
      kind: "event";
      sender: 0 | 1;
      event: string;
      /** JSON texts of the arguments, with $match / $peer / $self placeholders. */
      args: string[];
      ack: boolean;
      /** Binary attachments: [declared count, actual buffers, placeholder numbers]. */
      binary?: { declared: number; buffers: Array<Uint8Array<ArrayBuffer>>; nums: unknown[] };
    }
  | { kind: "garbage"; sender: 0 | 1; text: string };

const eventName = fc.oneof(
  { weight: 12, arbitrary: fc.constantFrom(...EVENT_NAMES) },
  { weight: 1, arbitrary: fc.constantFrom(...PROTO_KEYS, "connect", "disconnect", "message", "error", "") },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
);

const argument = fc
  .tuple(
    eventName,
    fc.nat(),
    hostileJson,
    fc.integer({ min: 0, max: 9 }),
    fc.constantFrom(...CHAT_ACTION_ARGS),
  )
  .map(([event, pathChoice, raw, style, chatAction]) => {
    let template: unknown = Object.hasOwn(templates, event) ? templates[event] : {};
    if (event === CLIENT_EVENTS.action) template = { ...chatAction, matchId: "$match" };
    // 0-2: the valid template; 3-7: one field replaced; 8-9: the hostile value alone.
    const value = style <= 2 ? template : style <= 7 ? mutate(template, pathChoice, 0) : RAW(0);
    const text = (JSON.stringify(value) ?? "null").replaceAll(JSON.stringify(RAW(0)), raw);
    return { event, text };
  });

const binaryPart = fc.oneof(
  { weight: 8, arbitrary: fc.uint8Array({ minLength: 0, maxLength: 2048 }) },
  { weight: 1, arbitrary: fc.constantFrom(1_000_000, 9_000_001).map((n) => new Uint8Array(n)) },
);

const frame: fc.Arbitrary<Frame> = fc.oneof(
  {
    weight: 14,
    arbitrary: fc
      .tuple(
        fc.constantFrom<0 | 1>(0, 1),
        argument,
        fc.array(hostileJson, { maxLength: 2 }),
        fc.boolean(),
        fc.integer({ min: 0, max: 9 }),
      )
      .map(
        ([sender, { event, text }, extra, ack, extraCount]): Frame => ({
          kind: "event",
          sender,
          event,
          // Usually one payload; sometimes more arguments than any event takes.
          args: extraCount === 0 ? [] : extraCount >= 8 ? [text, ...extra] : [text],
          ack: ack || extraCount % 2 === 0,
        }),
      ),
  },
  {
    weight: 3,
    arbitrary: fc
      .tuple(
        fc.constantFrom<0 | 1>(0, 1),
        fc.constantFrom(CLIENT_EVENTS.safeControlVideo, CLIENT_EVENTS.safeControlImage, CLIENT_EVENTS.action),
        fc.array(binaryPart, { minLength: 0, maxLength: 3 }),
        fc.integer({ min: -1, max: 3 }),
        fc.array(fc.oneof(fc.integer({ min: -1, max: 4 }), fc.constantFrom("0", null, 1.5, "__proto__")), {
          minLength: 1,
          maxLength: 3,
        }),
        fc.boolean(),
      )
      .map(([sender, event, buffers, declaredDelta, nums, consistent]): Frame => {
        const declared = consistent ? buffers.length : Math.max(0, buffers.length + declaredDelta);
        const placeholders = consistent ? buffers.map((_, i) => i) : nums;
        const video = placeholders.length === 1 ? placeholders[0] : placeholders;
        const body = {
          kind: "videoAtEnter",
          mimeType: "video/webm",
          video: Array.isArray(video)
            ? video.map((num) => ({ _placeholder: true, num }))
            : { _placeholder: true, num: video },
        };
        return {
          kind: "event",
          sender,
          event,
          args: [JSON.stringify(body)],
          ack: true,
          binary: { declared, buffers, nums: placeholders },
        };
      }),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.constantFrom<0 | 1>(0, 1),
        fc.constantFrom("4", "42", "43", "45", "40", "41", "44", "46", "421", "4/x,", "6", "5", "2"),
        fc.string({ unit: "binary", maxLength: 60 }),
      )
      .map(([sender, prefix, text]): Frame => ({ kind: "garbage", sender, text: prefix + text })),
  },
);

// ------------------------------------------------------------------------------------------------
// The run
// ------------------------------------------------------------------------------------------------

describe("socket protocol under generated payloads", () => {
  let database: Database;
  let app: AppServer;
  let url: string;
  let dataDir: string;
  const errorLogs: string[] = [];
  const history = new Map<string, string[]>();
  const crashes: unknown[] = [];
  const onCrash = (error: unknown) => crashes.push(error);

  beforeAll(async () => {
    process.on("unhandledRejection", onCrash);
    process.on("uncaughtException", onCrash);
    dataDir = mkdtempSync(path.join(tmpdir(), "acaso-fuzz-"));
    const config = loadConfig({
      NODE_ENV: "test",
      DATA_DIR: dataDir,
      SESSION_SECRET: "x".repeat(40),
      LOG_LEVEL: "warn",
      // Matches of dropped connections end within a second or two (the final "nobody left" check).
      CHAT_RESUME_SECONDS: "1",
    });
    database = await openDatabase({ dataDir: "memory://" });
    // Warnings and errors are kept; an error-level line fails the batch that caused it.
    const logger = pino(
      { level: "warn", redact: { paths: REDACT_PATHS, censor: "[redacted]" } },
      {
        write(line: string) {
          if ((JSON.parse(line) as { level: number }).level >= 50) errorLogs.push(line.slice(0, 2000));
        },
      },
    );
    app = await createAppServer({
      config,
      database,
      logger,
      render: "none",
      nudity: null,
      realtime: { unthrottled: true },
    });
    if (process.env.FUZZ_DEBUG)
      app.io.on("connection", (socket) => {
        const log: string[] = [];
        history.set(socket.id, log);
        socket.onAny((event: string) => log.push(`in:${event}`));
        socket.onAnyOutgoing((_e: string, m: { action?: string; id?: string }) =>
          log.push(`out:${m.action}:${m.id}`),
        );
        socket.on("disconnect", (reason) => log.push(`disconnect:${reason}`));
      });
    const { port } = await app.listen(0, "127.0.0.1");
    url = `http://127.0.0.1:${port}`;
  });

  afterAll(async () => {
    process.off("unhandledRejection", onCrash);
    process.off("uncaughtException", onCrash);
    await app?.close();
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** The current match of a raw socket as its messages tell it. */
  function matchOf(socket: RawSocket): { matchId: string; peerId: string } | undefined {
    let current: { matchId: string; peerId: string } | undefined;
    for (const message of socket.messages) {
      if (message.action === "addPeer") current = { matchId: message.matchId, peerId: message.id };
      else if (message.action === "removePeer" && (!message.matchId || message.matchId === current?.matchId))
        current = undefined;
      else if (message.action === "peerResumed" && current?.matchId === message.matchId)
        current = { ...current, peerId: message.id };
    }
    return current;
  }

  let pair: RawSocket[] = [];
  let reconnections = 0;
  let pairingMs = 0;
  /** Two raw sockets in a match with each other (fresh ones when the last pair ended or was cut). */
  async function ensurePair(): Promise<RawSocket[]> {
    const [a, b] = pair;
    if (a && b && !a.closed && !b.closed && matchOf(a)?.peerId === b.id && matchOf(b)?.peerId === a.id)
      return pair;
    const t0 = Date.now();
    for (const socket of pair) socket.close();
    reconnections += 1;
    pair = [await connectRaw(url), await connectRaw(url)];
    for (const socket of pair) {
      const { id, result } = socket.expectAck(5000);
      socket.sendText(`42${id}["searchRemoteUser"]`);
      await result;
    }
    const until = Date.now() + 3000;
    const paired = () => matchOf(pair[0] as RawSocket)?.peerId === pair[1]?.id;
    while (Date.now() < until && !paired()) await sleep(5);
    pairingMs += Date.now() - t0;
    // The old pair left; two fresh sockets searching must find each other. Anyone else in the queue
    // is a dead socket left behind (stranded), which is a bug.
    if (!paired())
      throw new Error(
        `fresh pair not matched: ${JSON.stringify((await app.realtime.stats()).matchmaking)} ${JSON.stringify(pair.map((s) => s.messages))}`,
      );
    return pair;
  }

  function send(sockets: RawSocket[], f: Frame, ackTimeoutMs: number): Promise<unknown> | undefined {
    const socket = sockets[f.sender] as RawSocket;
    if (f.kind === "garbage") {
      socket.sendText(f.text);
      return undefined;
    }
    const self = socket.id;
    const current = matchOf(socket);
    const fill = (text: string) =>
      text
        .replaceAll('"$match"', JSON.stringify(current?.matchId ?? "m-none"))
        .replaceAll('"$peer"', JSON.stringify(current?.peerId ?? "p-none"))
        .replaceAll('"$self"', JSON.stringify(self));
    const body = `[${[JSON.stringify(f.event), ...f.args.map(fill)].join(",")}]`;
    const ack = f.ack ? socket.expectAck(ackTimeoutMs) : undefined;
    if (f.binary) {
      socket.sendText(`45${f.binary.declared}-${ack?.id ?? ""}${body}`);
      for (const buffer of f.binary.buffers) socket.sendBinary(buffer);
    } else {
      socket.sendText(`42${ack?.id ?? ""}${body}`);
    }
    return ack?.result;
  }

  let sent = 0;
  it(
    `survives ${PAYLOADS} generated payloads and still matches a legitimate pair`,
    async () => {
      const started = Date.now();
      const property = fc.asyncProperty(
        fc.array(frame, { minLength: 1, maxLength: FRAMES_PER_RUN * 2 - 1 }),
        async (frames) => {
          const t = Date.now();
          const sockets = await ensurePair();
          if (process.env.FUZZ_DEBUG) process.stdout.write(`pair ${Date.now() - t} ms; `);
          // A batch with garbage or inconsistent binary may leave the decoder waiting for attachments
          // (or make the server close the connection): its acks are not owed.
          const owed = frames.every(
            (f) =>
              f.kind === "event" &&
              (!f.binary ||
                (f.binary.declared === f.binary.buffers.length &&
                  f.binary.buffers.every((b) => b.length < 9_000_000))),
          );
          const results = frames.map((f) => send(sockets, f, owed ? 10_000 : 30));
          sent += frames.length;
          const answers = await Promise.all(results.filter((r) => r !== undefined));
          if (process.env.FUZZ_DEBUG)
            process.stdout.write(
              `batch ${Date.now() - t} ms ${frames.map((f) => (f.kind === "event" ? f.event : "garbage")).join(",")} ${JSON.stringify(answers).slice(0, 200)}\n`,
            );
          // A decoder left waiting for attachments would swallow the next batch: start afresh.
          if (!owed) for (const socket of sockets) socket.close();
          // Handlers that write (reports, captures) log their failures a moment later.
          await sleep(1);
          expect(crashes).toEqual([]);
          expect(errorLogs).toEqual([]);
          for (const answer of answers) {
            if (answer === "closed") continue;
            if (answer === "timeout") {
              if (owed) throw new Error("an acknowledged event got no answer within 10 s");
              continue;
            }
            expect(answer).toMatchObject({ ok: expect.any(Boolean) });
          }
        },
      );
      // Batches hold 1–7 frames, so the runs are repeated until at least PAYLOADS were sent.
      for (let round = 0; sent < PAYLOADS; round += 1) {
        await fc.assert(property, {
          numRuns: Math.ceil((PAYLOADS - sent) / FRAMES_PER_RUN),
          ...(SEED !== undefined ? { seed: SEED + round } : {}),
          endOnFailure: true,
        });
      }
      expect(sent).toBeGreaterThanOrEqual(PAYLOADS);
      for (const socket of pair) socket.close();
      const seconds = (Date.now() - started) / 1000;
      process.stdout.write(
        `protocol fuzz: ${sent} payloads in ${seconds.toFixed(1)} s (${Math.round(sent / seconds)}/s), ` +
          `${reconnections} pairs (${pairingMs} ms pairing), counters ${JSON.stringify(app.realtime.counters())}\n`,
      );

      // A legitimate pair still matches and relays.
      const a = await connectClient(url);
      const b = await connectClient(url);
      expect(await a.call("searchRemoteUser")).toEqual({ ok: true });
      expect(await b.call("searchRemoteUser")).toEqual({ ok: true });
      const [pa] = await Promise.all([
        a.next("addPeer", (m) => m.id === b.id),
        b.next("addPeer", (m) => m.id === a.id),
      ]);
      expect(
        await a.call("action", { name: "sendMessage", args: { text: "still here" }, matchId: pa.matchId }),
      ).toEqual({
        ok: true,
      });
      expect((await b.next("receiveMessage")).text).toBe("still here");
      a.close();
      b.close();
      // Nobody stranded: once every socket is gone, no dead socket waits in the queue or a match
      // (a dead socket requeued by an event handled after its disconnect was found this way).
      await eventually(async () => {
        const { waiting, matches } = (await app.realtime.stats()).matchmaking;
        return waiting === 0 && matches === 0;
      }, 10_000).catch(async () => {
        throw new Error(`left in matchmaking: ${JSON.stringify((await app.realtime.stats()).matchmaking)}`);
      });
      expect(app.realtime.counters().handlerErrors ?? 0).toBe(0);
      expect(crashes).toEqual([]);
      expect(errorLogs).toEqual([]);
    },
    120_000 + PAYLOADS * 60,
  );
});

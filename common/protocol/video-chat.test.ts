import { describe, expect, it } from "vitest";
import {
  buildHandshakeQuery,
  CLIENT_EVENTS,
  CLIENT_PAYLOAD_SCHEMAS,
  type ClientEventName,
  DEFAULT_SAFE_CONTROL_CONFIG,
  decryptIceServers,
  encryptIceServers,
  generateIceKey,
  isIceKey,
  LIMITS,
  parseHandshakeUserData,
  SERVER_ACTIONS,
  safeControlConfigSchema,
  serverMessageSchema,
} from "./video-chat.ts";

const user = { ident: "abc123", cameraEnabled: true };
const ice = {
  matchId: "m1",
  peerId: "p1",
  iceCandidate: {
    candidate: "candidate:1 1 udp 2122260223 10.0.0.1 54400 typ host",
    sdpMid: "0",
    sdpMLineIndex: 0,
  },
};
const sdp = { matchId: "m1", peerId: "p1", sessionDescription: { type: "offer", sdp: "v=0\r\n" } };
const image = `data:image/jpeg;base64,${"A".repeat(100)}`;

/** For every client event: payloads that must pass and payloads that must fail. */
const table: Record<ClientEventName, { valid: unknown[]; invalid: unknown[] }> = {
  updateUserData: {
    valid: [
      user,
      { ...user, lang: "pt-BR", interests: ["music", "games"] },
      { ...user, cameraEnabled: false },
    ],
    invalid: [
      undefined,
      {},
      { ...user, ident: "" },
      { ...user, ident: "x".repeat(LIMITS.identChars + 1) },
      { ...user, cameraEnabled: "yes" },
      { ...user, lang: "portuguese!" },
      { ...user, interests: Array.from({ length: 11 }, (_, i) => `i${i}`) },
      { ...user, interests: ["x".repeat(33)] },
    ],
  },
  searchRemoteUser: { valid: [undefined, null, {}], invalid: ["go", 1, []] },
  nextUser: {
    valid: [undefined, null, {}, { matchId: "m1" }],
    invalid: ["m1", { matchId: "" }, { matchId: 5 }],
  },
  enable: { valid: [undefined, null, {}], invalid: [true, "x"] },
  stop: { valid: [undefined, {}, { matchId: "m1" }], invalid: [0, { matchId: "x".repeat(65) }] },
  getDefaultVideos: {
    valid: [undefined, null, {}, { lang: "pt", limit: 10 }],
    invalid: [{ limit: 0 }, { limit: 51 }, { lang: "??" }, "pt"],
  },
  getSafeControlConfig: { valid: [undefined, null, {}], invalid: ["config"] },
  registerPlayedVideo: {
    valid: [{ videoId: "v1" }],
    invalid: [undefined, {}, { videoId: "" }, { videoId: 3 }],
  },
  action: {
    valid: [
      { name: "sendMessage", args: { text: "hello" } },
      { name: "sendMessage", args: { text: "x".repeat(LIMITS.messageChars) }, matchId: "m1", timeout: 5000 },
      { name: "showEmoji", args: { emoji: "😀" } },
      { name: "setUserChatStatus", args: { status: "connected" } },
      { name: "setUserChatStatus", args: { status: "connected", typing: true } },
      { name: "report", args: { reason: "nudity" } },
    ],
    invalid: [
      undefined,
      { name: "sendMessage" },
      { name: "sendMessage", args: { text: "" } },
      { name: "sendMessage", args: { text: "   " } },
      { name: "sendMessage", args: { text: "x".repeat(LIMITS.messageChars + 1) } },
      { name: "showEmoji", args: { emoji: "x".repeat(33) } },
      { name: "setUserChatStatus", args: { status: "dancing" } },
      { name: "setUserChatStatus", args: { status: "connected", typing: "yes" } },
      { name: "report", args: { reason: "" } },
      { name: "report", args: { reason: "x".repeat(501) } },
      { name: "deleteEverything", args: {} },
    ],
  },
  transmitICECandidate: {
    valid: [
      ice,
      { ...ice, iceCandidate: { candidate: "" } },
      { ...ice, iceCandidate: { candidate: "c", sdpMid: null } },
    ],
    invalid: [
      undefined,
      { ...ice, matchId: undefined },
      { ...ice, peerId: "" },
      { ...ice, iceCandidate: "candidate" },
      { ...ice, iceCandidate: { candidate: "x".repeat(2049) } },
      // Each field under its cap, the whole over 2 KB.
      { ...ice, iceCandidate: { candidate: "x".repeat(1900), usernameFragment: "u".repeat(200) } },
    ],
  },
  transmitSessionDescription: {
    valid: [sdp, { ...sdp, sessionDescription: { type: "answer", sdp: "x".repeat(LIMITS.sdpChars) } }],
    invalid: [
      undefined,
      { ...sdp, sessionDescription: { type: "pranswer", sdp: "v=0" } },
      { ...sdp, sessionDescription: { type: "offer", sdp: "" } },
      { ...sdp, sessionDescription: { type: "offer", sdp: "x".repeat(LIMITS.sdpChars + 1) } },
      { ...sdp, matchId: 1 },
    ],
  },
  exceptionOnRTC: {
    valid: [
      undefined,
      null,
      {},
      { matchId: "m1", name: "connectionFailed", message: "ice failed", state: "failed" },
    ],
    invalid: ["boom", { message: "x".repeat(501) }, { name: 5 }],
  },
  "safecontrol/i/chat": {
    valid: [
      { kind: "imageAtEnter", image },
      { kind: "imgScreenAtChatStart", image, matchId: "m1" },
    ],
    invalid: [
      { kind: "imageAtEnter" },
      { kind: "videoAtEnter", image },
      { kind: "imageAtEnter", image: "data:text/html;base64,AAAA" },
      { kind: "imageAtEnter", image: "https://example.com/a.jpg" },
      { kind: "imageAtEnter", image: `data:image/jpeg;base64,${"A".repeat(LIMITS.safeControlImageChars)}` },
    ],
  },
  "safecontrol/v/chat": {
    valid: [
      { kind: "videoAtEnter", mimeType: "video/webm;codecs=vp8", video: new Uint8Array(10) },
      { kind: "videoAtEnter", mimeType: "video/mp4", video: new ArrayBuffer(10), durationSec: 6 },
    ],
    invalid: [
      { kind: "videoAtEnter", mimeType: "video/webm", video: "AAAA" },
      { kind: "videoAtEnter", mimeType: "video/webm", video: new Uint8Array(0) },
      {
        kind: "videoAtEnter",
        mimeType: "video/webm",
        video: new Uint8Array(LIMITS.safeControlVideoBytes + 1),
      },
      { kind: "videoAtEnter", mimeType: "text/plain", video: new Uint8Array(10) },
      { kind: "imageAtEnter", mimeType: "video/webm", video: new Uint8Array(10) },
    ],
  },
  "social-chat-action": {
    valid: [{ action: "setUt", ut: "a.b" }],
    invalid: [{ action: "setUt" }, { action: "setUt", ut: "" }, { action: "join", ut: "a.b" }, undefined],
  },
  resumeMatch: {
    valid: [{ matchId: "m1", userId: "s1", token: "t".repeat(32) }],
    invalid: [
      undefined,
      { matchId: "m1", userId: "s1" },
      { matchId: "", userId: "s1", token: "t" },
      { matchId: "m1", userId: "s1", token: "t".repeat(129) },
    ],
  },
  getOnlineCount: { valid: [undefined, null, {}], invalid: ["all", 3] },
};

describe("client payload schemas", () => {
  it("the table covers every client event", () => {
    expect(Object.keys(table).sort()).toEqual(Object.values(CLIENT_EVENTS).sort());
  });

  for (const [event, { valid, invalid }] of Object.entries(table) as Array<
    [ClientEventName, (typeof table)[ClientEventName]]
  >) {
    const schema = CLIENT_PAYLOAD_SCHEMAS[event];
    it.each(valid.map((payload, i) => [i, payload]))(`${event}: valid #%i`, (_i, payload) => {
      expect(schema.safeParse(payload).success).toBe(true);
    });
    it.each(invalid.map((payload, i) => [i, payload]))(`${event}: invalid #%i`, (_i, payload) => {
      expect(schema.safeParse(payload).success).toBe(false);
    });
  }
});

describe("server messages", () => {
  const valid = [
    {
      action: "addPeer",
      matchId: "m1",
      id: "s2",
      askForConnection: true,
      turn: { iceServers: "v1.a.b" },
      userData: user,
      peerUserIdent: "abc123",
    },
    { action: "removePeer", id: "s2" },
    { action: "removePeer", id: "s2", matchId: "m1", reconnected: true, reason: "next" },
    { action: "addIceCandidate", matchId: "m1", id: "s2", iceCandidate: { candidate: "" } },
    {
      action: "addSessionDescription",
      matchId: "m1",
      id: "s2",
      sessionDescription: { type: "answer", sdp: "v=0" },
    },
    { action: "setUserChatStatus", matchId: "m1", id: "s2", status: "connected" },
    { action: "showEmoji", matchId: "m1", id: "s2", emoji: "😀" },
    { action: "receiveMessage", matchId: "m1", id: "s2", text: "hi", at: 1 },
    { action: "forceBrowserReload" },
    { action: "setUserChatStatus", matchId: "m1", id: "s2", status: "connected", typing: false },
    { action: "peerReconnecting", matchId: "m1", id: "s2", waitMs: 25_000 },
    { action: "peerResumed", matchId: "m1", id: "s3", previousId: "s2" },
  ];
  it.each(valid)("$action is valid", (message) => {
    expect(serverMessageSchema.safeParse(message).success).toBe(true);
  });
  it("covers every server action", () => {
    expect(new Set(valid.map((m) => m.action))).toEqual(new Set(Object.values(SERVER_ACTIONS)));
  });
  it.each([
    { action: "addPeer", matchId: "m1", id: "s2" },
    { action: "removePeer" },
    { action: "peerResumed", matchId: "m1", id: "s3" },
    {
      action: "addSessionDescription",
      matchId: "m1",
      id: "s2",
      sessionDescription: { type: "rollback", sdp: "" },
    },
    { action: "explode" },
  ])("rejects %o", (message) => {
    expect(serverMessageSchema.safeParse(message).success).toBe(false);
  });
});

describe("safe control config", () => {
  it("defaults are all off and valid", () => {
    expect(safeControlConfigSchema.parse(DEFAULT_SAFE_CONTROL_CONFIG)).toEqual(DEFAULT_SAFE_CONTROL_CONFIG);
    const media = DEFAULT_SAFE_CONTROL_CONFIG.media;
    expect([
      media.imageAtEnter.enabled,
      media.videoAtEnter.enabled,
      media.imgScreenAtChatStart.enabled,
    ]).toEqual([false, false, false]);
  });
});

describe("handshake", () => {
  it("round-trips userData through the query", () => {
    const key = generateIceKey();
    const query = buildHandshakeQuery({ ...user, lang: "pt" }, key);
    expect(query.k).toBe(key);
    expect(parseHandshakeUserData(query)).toEqual({ ...user, lang: "pt" });
  });
  it.each([{}, { userData: "{" }, { userData: JSON.stringify({ ident: "" }) }, { userData: 5 }])(
    "ignores a bad userData %o",
    (query) => {
      expect(parseHandshakeUserData(query)).toBeUndefined();
    },
  );
  it.each([
    { ident: "a\u001fb", cameraEnabled: true },
    { ident: "a\u0000b", cameraEnabled: true },
    { ident: "ok", cameraEnabled: true, interests: ["music\u001emovies"] },
  ])(
    "refuses control characters in idents and interests (pairing stores use them as separators) %o",
    (userData) => {
      expect(parseHandshakeUserData({ userData: JSON.stringify(userData) })).toBeUndefined();
    },
  );
});

describe("ice servers encryption", () => {
  const servers = [{ urls: "turn:turn.example.com:3478", username: "u", credential: "c" }];

  it("round-trips with the key and the match id", async () => {
    const key = generateIceKey();
    expect(isIceKey(key)).toBe(true);
    const encrypted = await encryptIceServers(servers, key, "m1");
    expect(encrypted).toMatch(/^v1\.[\w-]+\.[\w-]+$/);
    expect(encrypted).not.toContain("turn.example.com");
    expect(await decryptIceServers(encrypted, key, "m1")).toEqual(servers);
  });

  it("fails with another key, another match or a tampered blob", async () => {
    const key = generateIceKey();
    const encrypted = await encryptIceServers(servers, key, "m1");
    await expect(decryptIceServers(encrypted, generateIceKey(), "m1")).rejects.toThrow();
    await expect(decryptIceServers(encrypted, key, "m2")).rejects.toThrow();
    const tampered = `${encrypted.slice(0, -2)}${encrypted.endsWith("A") ? "B" : "A"}A`;
    await expect(decryptIceServers(tampered, key, "m1")).rejects.toThrow();
    await expect(decryptIceServers("", key, "m1")).rejects.toThrow();
  });

  it.each(["", "short", "x".repeat(44), `${"a".repeat(42)}+`])("rejects the key %s", (key) => {
    expect(isIceKey(key)).toBe(false);
  });
});

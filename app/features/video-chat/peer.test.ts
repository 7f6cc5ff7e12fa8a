import { afterEach, describe, expect, it, vi } from "vitest";
import { encryptIceServers, FALLBACK_ICE_SERVERS, generateIceKey } from "#common/protocol/index.ts";
import {
  createPeer,
  hasTurnServer,
  IceCandidateQueue,
  onConnectionFailure,
  peerConfiguration,
  resolveIceServers,
} from "./peer.ts";

const c = (n: number) => ({
  candidate: `candidate:${n} 1 udp 1 127.0.0.1 ${5000 + n} typ host`,
  sdpMid: "0",
});

describe("IceCandidateQueue (spec §4.6: early candidates queued per match)", () => {
  it("keeps candidates per match, in arrival order", () => {
    const queue = new IceCandidateQueue();
    queue.push("m1", c(1));
    queue.push("m2", c(2));
    queue.push("m1", c(3));
    expect(queue.take("m1")).toEqual([c(1), c(3)]);
    expect(queue.take("m1")).toEqual([]);
    expect(queue.size("m2")).toBe(1);
  });

  it("drops the queues of other matches", () => {
    const queue = new IceCandidateQueue();
    queue.push("old", c(1));
    queue.push("new", c(2));
    queue.keepOnly("new");
    expect(queue.size("old")).toBe(0);
    expect(queue.take("new")).toEqual([c(2)]);
    queue.push("x", c(3));
    queue.keepOnly(null);
    expect(queue.size("x")).toBe(0);
  });
});

describe("resolveIceServers (spec §8: decrypt failure falls back to public STUN)", () => {
  const servers = [{ urls: "turn:turn.example.org:3478", username: "u", credential: "p" }];

  it("decrypts the servers of its own match", async () => {
    const key = generateIceKey();
    const blob = await encryptIceServers(servers, key, "m1");
    const log = vi.fn();
    expect(await resolveIceServers(blob, key, "m1", log)).toEqual(servers);
    expect(log).not.toHaveBeenCalled();
  });

  it("falls back to two STUN servers on port 19302 and logs when the key is wrong", async () => {
    const blob = await encryptIceServers(servers, generateIceKey(), "m1");
    const log = vi.fn();
    const result = await resolveIceServers(blob, generateIceKey(), "m1", log);
    expect(result).toEqual(FALLBACK_ICE_SERVERS);
    expect(result).toHaveLength(2);
    for (const server of result) expect(String(server.urls)).toMatch(/^stun:.*:19302$/);
    expect(log).toHaveBeenCalledWith(expect.objectContaining({ type: "error", name: "ice-servers-decrypt" }));
  });

  it("falls back when the blob belongs to another match", async () => {
    const key = generateIceKey();
    const blob = await encryptIceServers(servers, key, "m1");
    const log = vi.fn();
    expect(await resolveIceServers(blob, key, "m2", log)).toEqual(FALLBACK_ICE_SERVERS);
    expect(log).toHaveBeenCalledTimes(1);
  });

  it("falls back when the server sends an empty list", async () => {
    const key = generateIceKey();
    const blob = await encryptIceServers([], key, "m1");
    expect(await resolveIceServers(blob, key, "m1", vi.fn())).toEqual(FALLBACK_ICE_SERVERS);
  });
});

describe("a failed connection (issue 16: one retry through TURN before giving up)", () => {
  const base = { held: false, retried: false, relayOnly: false, hasTurn: true };
  it.each([
    ["retries through the relay the first time", base, "retryThroughRelay"],
    ["reports when the relay was tried already", { ...base, retried: true }, "report"],
    ["reports at once without a TURN server", { ...base, hasTurn: false }, "report"],
    ["reports at once when already relay-only (hide my IP)", { ...base, relayOnly: true }, "report"],
    ["waits while a side is away after a network drop", { ...base, held: true, retried: true }, "wait"],
  ] as const)("%s", (_name, input, decision) => {
    expect(onConnectionFailure(input)).toBe(decision);
  });

  it("knows a TURN server when it sees one", () => {
    expect(hasTurnServer(FALLBACK_ICE_SERVERS)).toBe(false);
    expect(hasTurnServer([{ urls: ["stun:a:3478", "turns:b:443?transport=tcp"] }])).toBe(true);
    expect(hasTurnServer([{ urls: "turn:127.0.0.1:3478", username: "u", credential: "c" }])).toBe(true);
  });
});

/**
 * A stand-in for the browser's RTCPeerConnection: records what the peer wrapper asks of it and lets
 * the test move the connection state, so the retry through TURN is checked end to end in the
 * wrapper (not only the pure decision above).
 */
class FakeConnection {
  static last: FakeConnection | null = null;
  config: RTCConfiguration;
  connectionState: RTCPeerConnectionState = "new";
  offers: Array<RTCOfferOptions | undefined> = [];
  localDescription: { type: string; sdp: string } | null = null;
  remoteDescription: unknown = null;
  onconnectionstatechange: (() => void) | null = null;
  onicecandidate: unknown = null;
  ontrack: unknown = null;
  closed = false;
  constructor(config: RTCConfiguration) {
    this.config = { ...config };
    FakeConnection.last = this;
  }
  addTrack() {}
  addTransceiver() {}
  getConfiguration() {
    return this.config;
  }
  /** What happened, in order (decision 055 checks the order of the steps). */
  steps: string[] = [];
  /** When set, setLocalDescription waits for this before it resolves. */
  holdLocal: Promise<void> | null = null;
  setConfiguration(config: RTCConfiguration) {
    this.steps.push(`setConfiguration ${JSON.stringify(config.iceServers)}`);
    this.config = { ...config };
  }
  async createOffer(options?: RTCOfferOptions) {
    this.steps.push("createOffer");
    this.offers.push(options);
    return { type: "offer", sdp: `v=0 offer ${this.offers.length}` };
  }
  async createAnswer() {
    this.steps.push("createAnswer");
    return { type: "answer", sdp: "v=0 answer" };
  }
  async setRemoteDescription(description: { type: string; sdp: string }) {
    this.steps.push(`setRemote ${description.type}`);
    this.remoteDescription = description;
  }
  async addIceCandidate(candidate: { candidate: string }) {
    this.steps.push(`addIce ${candidate.candidate.split(" ")[0]}`);
  }
  async setLocalDescription(description: { type: string; sdp: string }) {
    this.steps.push(`setLocal ${description.type}`);
    await this.holdLocal;
    this.localDescription = description;
    this.steps.push(`setLocal ${description.type} done`);
  }
  getSenders() {
    return [];
  }
  close() {
    this.closed = true;
  }
  become(state: RTCPeerConnectionState) {
    this.connectionState = state;
    this.onconnectionstatechange?.();
  }
}

describe("the peer wrapper retries once through TURN, then reports (issue 16)", () => {
  const TURN = [{ urls: "turn:127.0.0.1:3478", username: "u", credential: "c" }];
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
  afterEach(() => vi.unstubAllGlobals());

  function start(options: { iceServers?: typeof TURN; makeOffer?: boolean; relayRetryMs?: number } = {}) {
    vi.stubGlobal("RTCPeerConnection", FakeConnection);
    const handlers = {
      onLocalDescription: vi.fn(),
      onLocalCandidate: vi.fn(),
      onNegotiating: vi.fn(),
      onRemoteStream: vi.fn(),
      onFailed: vi.fn(),
      onRetrying: vi.fn(),
    };
    const peer = createPeer({
      ...handlers,
      matchId: "m1",
      makeOffer: options.makeOffer ?? true,
      iceServers: options.iceServers ?? TURN,
      localStream: null,
      queue: new IceCandidateQueue(),
      log: vi.fn(),
      relayRetryMs: options.relayRetryMs ?? 50,
    });
    const connection = FakeConnection.last as FakeConnection;
    return { peer, connection, handlers };
  }

  it("a failed direct path: relay-only policy, an offer with iceRestart, no report; connected ends it", async () => {
    const { peer, connection, handlers } = start();
    await flush();
    expect(connection.offers).toEqual([undefined]);
    connection.become("failed");
    await flush();
    expect(handlers.onRetrying).toHaveBeenCalledTimes(1);
    expect(connection.config.iceTransportPolicy).toBe("relay");
    expect(connection.offers).toEqual([undefined, { iceRestart: true }]);
    expect(handlers.onLocalDescription).toHaveBeenCalledTimes(2);
    expect(handlers.onFailed).not.toHaveBeenCalled();
    connection.become("connected");
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(handlers.onFailed).not.toHaveBeenCalled();
    peer.close();
  });

  it("failing again through the relay reports the RTC exception, once", async () => {
    const { peer, connection, handlers } = start();
    await flush();
    connection.become("failed");
    await flush();
    connection.become("failed");
    expect(handlers.onFailed).toHaveBeenCalledTimes(1);
    expect(handlers.onFailed).toHaveBeenCalledWith(
      "connectionFailed",
      "connection failed, also through the relay",
    );
    expect(handlers.onRetrying).toHaveBeenCalledTimes(1);
    peer.close();
  });

  it("a relay retry that does not connect before its deadline is reported", async () => {
    const { peer, connection, handlers } = start({ makeOffer: false, relayRetryMs: 30 });
    connection.become("failed");
    // The answering side sends no offer: it waits for the other side's restart.
    expect(connection.offers).toEqual([]);
    expect(connection.config.iceTransportPolicy).toBe("relay");
    expect(handlers.onFailed).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(handlers.onFailed).toHaveBeenCalledWith(
      "connectionFailed",
      "connection failed, also through the relay",
    );
    peer.close();
  });

  it("without a TURN server the failure is reported at once, without a retry", async () => {
    const { peer, connection, handlers } = start({ iceServers: [] as unknown as typeof TURN });
    await flush();
    connection.become("failed");
    expect(handlers.onRetrying).not.toHaveBeenCalled();
    expect(handlers.onFailed).toHaveBeenCalledWith("connectionFailed", "connection state failed");
    expect(connection.config.iceTransportPolicy).toBe("all");
    peer.close();
  });

  it("while the other side is away (held), a failure is neither retried nor reported", async () => {
    const { peer, connection, handlers } = start();
    await flush();
    peer.setHeld(true);
    connection.become("failed");
    expect(handlers.onRetrying).not.toHaveBeenCalled();
    expect(handlers.onFailed).not.toHaveBeenCalled();
    peer.close();
  });
});

describe("the connection is ready at once and its descriptions go out at once (decision 055)", () => {
  const TURN = [{ urls: "turn:127.0.0.1:3478", username: "u", credential: "c" }];
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
  afterEach(() => vi.unstubAllGlobals());

  function start(options: { iceServers: typeof TURN | Promise<typeof TURN>; makeOffer: boolean }) {
    vi.stubGlobal("RTCPeerConnection", FakeConnection);
    const queue = new IceCandidateQueue();
    const onLocalDescription = vi.fn();
    const peer = createPeer({
      onLocalDescription,
      onLocalCandidate: vi.fn(),
      onNegotiating: vi.fn(),
      onRemoteStream: vi.fn(),
      onFailed: vi.fn(),
      matchId: "m1",
      makeOffer: options.makeOffer,
      iceServers: options.iceServers,
      localStream: null,
      queue,
      log: vi.fn(),
    });
    const connection = FakeConnection.last as FakeConnection;
    return { peer, connection, onLocalDescription, queue };
  }

  it("bundles audio and video on one transport", () => {
    expect(peerConfiguration(TURN, "relay")).toMatchObject({
      iceServers: TURN,
      iceTransportPolicy: "relay",
      bundlePolicy: "max-bundle",
    });
  });

  it("offerer: the connection exists before the servers are decrypted; the offer is made and sent meanwhile, gathering waits for them", async () => {
    let release: (servers: typeof TURN) => void = () => {};
    const servers = new Promise<typeof TURN>((resolve) => {
      release = resolve;
    });
    const { peer, connection, onLocalDescription } = start({ iceServers: servers, makeOffer: true });
    expect(connection.config.bundlePolicy).toBe("max-bundle");
    await flush();
    expect(connection.steps).toContain("createOffer");
    // Sent already (it does not depend on the servers), but not set: gathering waits for them.
    expect(onLocalDescription).toHaveBeenCalledWith({ type: "offer", sdp: "v=0 offer 1" });
    expect(connection.steps.some((step) => step.startsWith("setLocal"))).toBe(false);
    release(TURN);
    await flush();
    const steps = connection.steps;
    expect(steps.indexOf(`setConfiguration ${JSON.stringify(TURN)}`)).toBeGreaterThan(-1);
    expect(steps.indexOf(`setConfiguration ${JSON.stringify(TURN)}`)).toBeLessThan(
      steps.indexOf("setLocal offer"),
    );
    expect(onLocalDescription).toHaveBeenCalledWith({ type: "offer", sdp: "v=0 offer 1" });
    peer.close();
  });

  it("the offer is sent without waiting for the browser to apply it", async () => {
    let apply: () => void = () => {};
    const { peer, connection, onLocalDescription } = start({ iceServers: TURN, makeOffer: true });
    connection.holdLocal = new Promise<void>((resolve) => {
      apply = resolve;
    });
    await flush();
    expect(connection.steps).toContain("setLocal offer");
    expect(connection.steps).not.toContain("setLocal offer done");
    expect(onLocalDescription).toHaveBeenCalledWith({ type: "offer", sdp: "v=0 offer 1" });
    apply();
    peer.close();
  });

  it("answerer: the answer goes out before the early candidates are applied, and before it is applied", async () => {
    const { peer, connection, onLocalDescription, queue } = start({ iceServers: TURN, makeOffer: false });
    let apply: () => void = () => {};
    connection.holdLocal = new Promise<void>((resolve) => {
      apply = resolve;
    });
    queue.push("m1", c(1));
    queue.push("m1", c(2));
    const done = peer.applyRemoteDescription({ type: "offer", sdp: "v=0 offer" }, true);
    await flush();
    expect(onLocalDescription).toHaveBeenCalledWith({ type: "answer", sdp: "v=0 answer" });
    expect(connection.steps).not.toContain("addIce candidate:1");
    apply();
    await done;
    const steps = connection.steps;
    expect(steps.indexOf("setRemote offer")).toBeLessThan(steps.indexOf("createAnswer"));
    expect(steps.indexOf("setLocal answer")).toBeLessThan(steps.indexOf("addIce candidate:1"));
    expect(steps.indexOf("addIce candidate:1")).toBeLessThan(steps.indexOf("addIce candidate:2"));
    expect(queue.size("m1")).toBe(0);
    peer.close();
  });
});

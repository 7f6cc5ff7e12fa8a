/**
 * One WebRTC peer connection per match (spec §4.6, §8, §9), wrapped so the screen only says
 * "create / apply this description / apply this candidate / close".
 *
 * - Offer only when the server set askForConnection; the offer asks for audio and video (spec §9).
 * - Answer only to an offer (the machine checks availability before handing it over, spec §4.6).
 * - ICE candidates that arrive before the remote description is set are queued per match and
 *   applied right after it (spec §4.6; on the answering side right after the answer is sent). They
 *   may arrive before the connection exists, so the queue lives outside the connection.
 * - Decision 055: the connection is made the moment addPeer arrives; the offer (or the answer) is
 *   made while the ice servers are being decrypted, and sent as soon as it exists.
 * - connectionState "failed" or any negotiation error is reported once (the machine turns it into
 *   exceptionOnRTC, spec §4.6).
 * - A failure to decrypt the ice servers is logged and falls back to two public STUN servers on
 *   port 19302 (spec §8, §9).
 * - Issue 16: when the connection fails and a TURN server is configured, it is retried once through
 *   the relay (iceTransportPolicy "relay" and an ICE restart) before the failure is reported; while
 *   one side is away after a network drop the connection is "held" (failures are not acted on) and
 *   restarted once both are back.
 */

import type { Logger } from "#app/lib/client-log.ts";
import { FALLBACK_ICE_SERVERS } from "#common/protocol/constants.ts";
import type { IceCandidate, IceServer, SessionDescription } from "#common/protocol/index.ts";

type DecryptIceServers = (encrypted: string, key: string, matchId: string) => Promise<IceServer[]>;
/** The protocol's decryption (it brings the schemas and zod: loaded at the first match, not up front). */
const decryptIceServers: DecryptIceServers = async (encrypted, key, matchId) =>
  (await import("#common/protocol/video-chat.ts")).decryptIceServers(encrypted, key, matchId);

/** Early ICE candidates, kept per match until that match's remote description is set. */
export class IceCandidateQueue {
  private readonly pending = new Map<string, IceCandidate[]>();

  push(matchId: string, candidate: IceCandidate): void {
    const list = this.pending.get(matchId);
    if (list) list.push(candidate);
    else this.pending.set(matchId, [candidate]);
  }

  /** Removes and returns the candidates of one match, oldest first. */
  take(matchId: string): IceCandidate[] {
    const list = this.pending.get(matchId) ?? [];
    this.pending.delete(matchId);
    return list;
  }

  /** Drops the queues of every other match (they can never be applied). */
  keepOnly(matchId: string | null): void {
    for (const key of this.pending.keys()) if (key !== matchId) this.pending.delete(key);
  }

  size(matchId: string): number {
    return this.pending.get(matchId)?.length ?? 0;
  }
}

/** Decrypts addPeer's ice servers; on failure logs and falls back (spec §8). */
export async function resolveIceServers(
  encrypted: string,
  key: string,
  matchId: string,
  log: Logger,
  decrypt: DecryptIceServers = decryptIceServers,
): Promise<IceServer[]> {
  try {
    const servers = await decrypt(encrypted, key, matchId);
    return servers.length > 0 ? servers : FALLBACK_ICE_SERVERS;
  } catch (error) {
    log({ type: "error", name: "ice-servers-decrypt", text: "could not decrypt ice servers", error });
    return FALLBACK_ICE_SERVERS;
  }
}

export type PeerHandlers = {
  /** Send our offer/answer to the peer (transmitSessionDescription). */
  onLocalDescription(description: SessionDescription): void;
  /** Send one of our ICE candidates (transmitICECandidate). */
  onLocalCandidate(candidate: IceCandidate): void;
  /** The offer went out: negotiation under way. */
  onNegotiating(): void;
  /** Remote media arrived (called for the first track; the stream gains the others). */
  onRemoteStream(stream: MediaStream): void;
  /** Spec §4.6: connection state failed or a negotiation error. Called at most once per start. */
  onFailed(name: "connectionFailed" | "negotiation", message: string): void;
  /** Issue 16: the direct path failed; trying again through the TURN relay. */
  onRetrying?(): void;
};

export type PeerOptions = PeerHandlers & {
  matchId: string;
  makeOffer: boolean;
  /**
   * The match's ice servers, or the promise of them (decision 055: the connection, its tracks and the
   * offer are made at once, while addPeer's servers are being decrypted; they are set before the
   * local description, which is when gathering starts).
   */
  iceServers: IceServer[] | Promise<IceServer[]>;
  /** Null in text-only mode; the connection then only receives. */
  localStream: MediaStream | null;
  /** "relay" for a later hide-my-IP mode (ARCHITECTURE "Security defaults"). */
  iceTransportPolicy?: RTCIceTransportPolicy;
  queue: IceCandidateQueue;
  log: Logger;
  /** How long the relay retry may take before the failure is reported (ms). */
  relayRetryMs?: number;
};

export type Peer = {
  readonly matchId: string;
  readonly connection: RTCPeerConnection;
  applyRemoteDescription(description: SessionDescription, answer: boolean): Promise<void>;
  applyIceCandidate(candidate: IceCandidate): Promise<void>;
  /** Swap the camera or microphone without renegotiating (device selection mid-chat). */
  replaceTrack(track: MediaStreamTrack): Promise<void>;
  /** Issue 16: while held, a failed connection is neither retried nor reported. */
  setHeld(held: boolean): void;
  /**
   * Issue 16: start ICE again (after a network drop). The side that made the first offer sends an
   * offer with iceRestart; the other side answers it. A failure is reported again from now on.
   */
  restartIce(): void;
  close(): void;
};

/** Whether a TURN relay is among the servers (a relay retry can only help then). */
export function hasTurnServer(iceServers: readonly IceServer[]): boolean {
  return iceServers.some((server) =>
    (Array.isArray(server.urls) ? server.urls : [server.urls]).some((url) => /^turns?:/i.test(url)),
  );
}

/**
 * What to do when the connection state becomes "failed" (pure, unit-tested): wait while held,
 * retry once through the relay when that can help, otherwise report.
 */
export function onConnectionFailure(input: {
  held: boolean;
  retried: boolean;
  relayOnly: boolean;
  hasTurn: boolean;
}): "wait" | "retryThroughRelay" | "report" {
  if (input.held) return "wait";
  if (!input.retried && !input.relayOnly && input.hasTurn) return "retryThroughRelay";
  return "report";
}

/**
 * The peer connection's configuration (pure, unit-tested). Decision 055: "max-bundle" gathers and
 * checks one transport for audio and video instead of one each until the answer drops the second
 * (half the candidates to signal and relay); every browser we support bundles.
 */
export function peerConfiguration(
  iceServers: IceServer[],
  iceTransportPolicy: RTCIceTransportPolicy = "all",
): RTCConfiguration {
  return { iceServers, iceTransportPolicy, bundlePolicy: "max-bundle", rtcpMuxPolicy: "require" };
}

export function createPeer(options: PeerOptions): Peer {
  const { matchId, queue, log } = options;
  const policy = options.iceTransportPolicy ?? "all";
  const known = Array.isArray(options.iceServers) ? options.iceServers : null;
  const connection = new RTCPeerConnection(peerConfiguration(known ?? [], policy));
  let closed = false;
  let failed = false;
  let held = false;
  let retried = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let turn = known ? hasTurnServer(known) : false;
  /** Resolves once the ice servers are in the configuration (before any local description). */
  const configured: Promise<void> = known
    ? Promise.resolve()
    : Promise.resolve(options.iceServers).then((servers) => {
        if (closed) return;
        turn = hasTurnServer(servers);
        connection.setConfiguration({ ...connection.getConfiguration(), iceServers: servers });
      });
  // A failure here surfaces through the negotiation step that awaits it.
  configured.catch(() => undefined);
  let remoteStream: MediaStream | null = null;
  // Negotiation steps run one after the other: an offer arriving while ours is being set, or a
  // candidate while the remote description is being applied, must not interleave.
  let chain: Promise<void> = Promise.resolve();
  const serial = (step: () => Promise<void>) => {
    chain = chain.then(step, step).catch((error: unknown) => fail("negotiation", error));
    return chain;
  };

  function fail(name: "connectionFailed" | "negotiation", error: unknown) {
    if (closed || failed) return;
    failed = true;
    const message = error instanceof Error ? error.message : String(error);
    log({ type: "error", name: "rtc-connection", text: `${name}: ${message}`, data: { matchId } });
    options.onFailed(name, message);
  }

  // The offer asks for audio and video (spec §9) even when we have no microphone or camera:
  // a missing kind still gets a receive-only transceiver.
  const tracks = options.localStream?.getTracks() ?? [];
  for (const kind of ["audio", "video"] as const) {
    const track = tracks.find((t) => t.kind === kind);
    if (track && options.localStream) connection.addTrack(track, options.localStream);
    else connection.addTransceiver(kind, { direction: "recvonly" });
  }

  connection.onicecandidate = (event) => {
    if (closed || !event.candidate) return;
    const json = event.candidate.toJSON();
    options.onLocalCandidate({
      candidate: json.candidate ?? "",
      sdpMid: json.sdpMid ?? null,
      sdpMLineIndex: json.sdpMLineIndex ?? null,
      usernameFragment: json.usernameFragment ?? null,
    });
  };
  connection.ontrack = (event) => {
    if (closed) return;
    const first = remoteStream === null;
    remoteStream ??= event.streams[0] ?? new MediaStream();
    if (!remoteStream.getTracks().includes(event.track)) remoteStream.addTrack(event.track);
    if (first) options.onRemoteStream(remoteStream);
  };
  /**
   * Sends our offer or answer, then sets it. Decision 055: it is sent as soon as it exists (it does
   * not depend on the ice servers), while the servers are decrypted and the browser applies it (the
   * description set is the one sent, unchanged); gathering starts at setLocalDescription, once the
   * servers are in the configuration. The peer's reply and candidates are applied after it anyway
   * (the steps are serial).
   */
  async function setAndSend(description: RTCSessionDescriptionInit, type: "offer" | "answer") {
    if (closed || !description.sdp) return;
    options.onLocalDescription({ type, sdp: description.sdp });
    await configured;
    if (closed) return;
    await connection.setLocalDescription(description);
  }

  async function sendOffer(iceRestart: boolean) {
    const offer = await connection.createOffer(iceRestart ? { iceRestart: true } : undefined);
    await setAndSend(offer, "offer");
  }

  function onFailedState() {
    const decision = onConnectionFailure({
      held,
      retried,
      relayOnly: connection.getConfiguration().iceTransportPolicy === "relay",
      hasTurn: turn,
    });
    if (decision === "wait") return;
    if (decision === "report") {
      fail(
        "connectionFailed",
        retried ? "connection failed, also through the relay" : "connection state failed",
      );
      return;
    }
    retried = true;
    log({ type: "info", name: "rtc-relay-retry", text: "direct path failed, retrying through TURN" });
    options.onRetrying?.();
    connection.setConfiguration({ ...connection.getConfiguration(), iceTransportPolicy: "relay" });
    if (options.makeOffer) void serial(() => sendOffer(true));
    // The answering side waits for that offer; either way the retry has a deadline.
    retryTimer = setTimeout(() => {
      if (!closed && connection.connectionState !== "connected") onFailedState();
    }, options.relayRetryMs ?? 12_000);
  }

  connection.onconnectionstatechange = () => {
    if (connection.connectionState === "connected") clearTimeout(retryTimer);
    if (connection.connectionState === "failed") onFailedState();
  };

  /**
   * Applies the queued candidates. The browser runs them in call order, so they are handed over
   * together rather than one round trip each (decision 055).
   */
  async function flushCandidates() {
    await Promise.all(
      queue.take(matchId).map((candidate) =>
        connection.addIceCandidate(candidate).catch((error: unknown) => {
          // One bad candidate does not doom the connection; ICE tries the others.
          log({ type: "info", name: "rtc-candidate", text: String(error) });
        }),
      ),
    );
  }

  if (options.makeOffer) {
    void serial(async () => {
      await sendOffer(false);
      if (!closed) options.onNegotiating();
    });
  }

  return {
    matchId,
    connection,
    applyRemoteDescription(description, answer) {
      return serial(async () => {
        if (closed) return;
        await connection.setRemoteDescription(description);
        if (answer && description.type === "offer") {
          // Decision 055: the answer first (the other side waits for it), then the early candidates.
          await setAndSend(await connection.createAnswer(), "answer");
        }
        await flushCandidates();
      });
    },
    applyIceCandidate(candidate) {
      // Queue until the remote description is set (spec §4.6), then apply in order.
      if (!connection.remoteDescription) {
        queue.push(matchId, candidate);
        return Promise.resolve();
      }
      return serial(async () => {
        if (closed) return;
        try {
          await connection.addIceCandidate(candidate);
        } catch (error) {
          log({ type: "info", name: "rtc-candidate", text: String(error) });
        }
      });
    },
    async replaceTrack(track) {
      const sender = connection.getSenders().find((s) => s.track?.kind === track.kind);
      if (sender) await sender.replaceTrack(track);
    },
    setHeld(value) {
      held = value;
    },
    restartIce() {
      if (closed) return;
      failed = false;
      clearTimeout(retryTimer);
      if (options.makeOffer) void serial(() => sendOffer(true));
      // Either side: a link that does not come back within the deadline is dealt with as a failure.
      retryTimer = setTimeout(() => {
        if (!closed && connection.connectionState !== "connected") onFailedState();
      }, options.relayRetryMs ?? 12_000);
    },
    close() {
      if (closed) return;
      closed = true;
      clearTimeout(retryTimer);
      queue.take(matchId);
      connection.onicecandidate = null;
      connection.ontrack = null;
      connection.onconnectionstatechange = null;
      connection.close();
    },
  };
}

/** Inbound video figures, for tests and the latency benchmark (framesDecoded > 0 = we see video). */
export async function inboundVideoStats(
  connection: RTCPeerConnection,
): Promise<{ framesDecoded: number; frameWidth: number } | null> {
  const report = await connection.getStats();
  let result: { framesDecoded: number; frameWidth: number } | null = null;
  report.forEach((stat: { type?: string; kind?: string; framesDecoded?: number; frameWidth?: number }) => {
    if (stat.type === "inbound-rtp" && stat.kind === "video") {
      result = { framesDecoded: stat.framesDecoded ?? 0, frameWidth: stat.frameWidth ?? 0 };
    }
  });
  return result;
}

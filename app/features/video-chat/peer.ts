/**
 * One WebRTC peer connection per match (spec §4.6, §8, §9), wrapped so the screen only says
 * "create / apply this description / apply this candidate / close".
 *
 * - Offer only when the server set askForConnection; the offer asks for audio and video (spec §9).
 * - Answer only to an offer (the machine checks availability before handing it over, spec §4.6).
 * - ICE candidates that arrive before the remote description is set are queued per match and
 *   applied right after it (spec §4.6). They may even arrive before the connection exists (while the
 *   ice servers are being decrypted), so the queue lives outside the connection.
 * - connectionState "failed" or any negotiation error is reported once (the machine turns it into
 *   exceptionOnRTC, spec §4.6).
 * - A failure to decrypt the ice servers is logged and falls back to two public STUN servers on
 *   port 19302 (spec §8, §9).
 */

import type { Logger } from "#app/lib/client-log.ts";
import {
  decryptIceServers,
  FALLBACK_ICE_SERVERS,
  type IceCandidate,
  type IceServer,
  type SessionDescription,
} from "#common/protocol/index.ts";

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
  decrypt: typeof decryptIceServers = decryptIceServers,
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
  /** Spec §4.6: connection state failed or a negotiation error. Called at most once. */
  onFailed(name: "connectionFailed" | "negotiation", message: string): void;
};

export type PeerOptions = PeerHandlers & {
  matchId: string;
  makeOffer: boolean;
  iceServers: IceServer[];
  /** Null in text-only mode; the connection then only receives. */
  localStream: MediaStream | null;
  /** "relay" for a later hide-my-IP mode (ARCHITECTURE "Security defaults"). */
  iceTransportPolicy?: RTCIceTransportPolicy;
  queue: IceCandidateQueue;
  log: Logger;
};

export type Peer = {
  readonly matchId: string;
  readonly connection: RTCPeerConnection;
  applyRemoteDescription(description: SessionDescription, answer: boolean): Promise<void>;
  applyIceCandidate(candidate: IceCandidate): Promise<void>;
  /** Swap the camera or microphone without renegotiating (device selection mid-chat). */
  replaceTrack(track: MediaStreamTrack): Promise<void>;
  close(): void;
};

export function createPeer(options: PeerOptions): Peer {
  const { matchId, queue, log } = options;
  const connection = new RTCPeerConnection({
    iceServers: options.iceServers,
    iceTransportPolicy: options.iceTransportPolicy ?? "all",
  });
  let closed = false;
  let failed = false;
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
  connection.onconnectionstatechange = () => {
    if (connection.connectionState === "failed") fail("connectionFailed", "connection state failed");
  };

  async function flushCandidates() {
    for (const candidate of queue.take(matchId)) {
      try {
        await connection.addIceCandidate(candidate);
      } catch (error) {
        // One bad candidate does not doom the connection; ICE tries the others.
        log({ type: "info", name: "rtc-candidate", text: String(error) });
      }
    }
  }

  if (options.makeOffer) {
    void serial(async () => {
      const offer = await connection.createOffer();
      if (closed) return;
      await connection.setLocalDescription(offer);
      const local = connection.localDescription;
      if (!local || closed) return;
      options.onLocalDescription({ type: "offer", sdp: local.sdp });
      options.onNegotiating();
    });
  }

  return {
    matchId,
    connection,
    applyRemoteDescription(description, answer) {
      return serial(async () => {
        if (closed) return;
        await connection.setRemoteDescription(description);
        await flushCandidates();
        if (!answer || description.type !== "offer") return;
        const reply = await connection.createAnswer();
        if (closed) return;
        await connection.setLocalDescription(reply);
        const local = connection.localDescription;
        if (local && !closed) options.onLocalDescription({ type: "answer", sdp: local.sdp });
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
    close() {
      if (closed) return;
      closed = true;
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

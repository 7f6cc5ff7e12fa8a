import {
  ERROR_CODES,
  SERVER_ACTIONS,
  type ServerMessage,
  type TransmitICECandidate,
  type TransmitSessionDescription,
} from "#common/protocol/index.ts";
import type { Metrics, Outcome } from "../events.ts";
import { fail, ok } from "../events.ts";
import type { Match, Matchmaking, Participant } from "../matchmaking/types.ts";

/**
 * Relay of SDP and ICE between the two sockets of one match, and nothing else (ARCHITECTURE
 * "Realtime protocol"). The match state is the server's: a message goes through only when `matchId`
 * is the sender's current match and `peerId` the other socket of it. Anything else is refused and
 * counted: a third socket cannot inject signaling into someone else's match, and a late candidate of
 * a finished match never reaches the peer's next match.
 */
export type SignalingRelay = {
  iceCandidate(senderId: string, payload: TransmitICECandidate): Promise<Outcome>;
  sessionDescription(senderId: string, payload: TransmitSessionDescription): Promise<Outcome>;
};

export function createSignalingRelay(deps: {
  matchmaking: Matchmaking;
  send(socketId: string, message: ServerMessage): void;
  metrics: Metrics;
}): SignalingRelay {
  async function peerFor(senderId: string, matchId: string, peerId: string): Promise<Participant | null> {
    const match: Match | null = await deps.matchmaking.matchOf(senderId);
    if (!match || match.matchId !== matchId) return null;
    const peer = match.offerer.userId === senderId ? match.answerer : match.offerer;
    return peer.userId === peerId ? peer : null;
  }

  function refuse(): Outcome {
    deps.metrics.inc("signalingRefused");
    return fail(ERROR_CODES.notInMatch);
  }

  return {
    async iceCandidate(senderId, payload) {
      const peer = await peerFor(senderId, payload.matchId, payload.peerId);
      if (!peer) return refuse();
      deps.metrics.inc("signalingRelayed");
      return ok({}, () =>
        deps.send(peer.userId, {
          action: SERVER_ACTIONS.addIceCandidate,
          matchId: payload.matchId,
          id: senderId,
          iceCandidate: payload.iceCandidate,
        }),
      );
    },

    async sessionDescription(senderId, payload) {
      const peer = await peerFor(senderId, payload.matchId, payload.peerId);
      if (!peer) return refuse();
      deps.metrics.inc("signalingRelayed");
      return ok({}, () =>
        deps.send(peer.userId, {
          action: SERVER_ACTIONS.addSessionDescription,
          matchId: payload.matchId,
          id: senderId,
          sessionDescription: payload.sessionDescription,
        }),
      );
    },
  };
}

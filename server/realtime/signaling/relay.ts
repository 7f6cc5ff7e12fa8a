import {
  ERROR_CODES,
  SERVER_ACTIONS,
  type ServerMessage,
  type TransmitICECandidate,
  type TransmitSessionDescription,
} from "#common/protocol/index.ts";
import type { Metrics, Outcome } from "../events.ts";
import { fail, ok } from "../events.ts";

/**
 * Relay of SDP and ICE between the two sockets of one match, and nothing else (ARCHITECTURE
 * "Realtime protocol"). The match state is the server's: a message goes through only when `matchId`
 * is the sender's current match and `peerId` the other socket of it. Anything else is refused and
 * counted: a third socket cannot inject signaling into someone else's match, and a late candidate of
 * a finished match never reaches the peer's next match.
 *
 * The sender's match is read from its socket state, which follows the addPeer and removePeer messages
 * its browser is sent, from any node (service.ts `observe`): no matchmaking call per relayed message
 * (issue 5 c). A browser learns of a match only through addPeer, which updates the state before it is
 * written to the wire, so it cannot send for a match its state does not know yet; a match ended on
 * another node is forgotten when that node's removePeer arrives (one Redis pub/sub hop).
 */
export type Sender = { socketId: string; matchId?: string | undefined; peerId?: string | undefined };

export type SignalingRelay = {
  iceCandidate(sender: Sender, payload: TransmitICECandidate): Outcome;
  sessionDescription(sender: Sender, payload: TransmitSessionDescription): Outcome;
};

export function createSignalingRelay(deps: {
  send(socketId: string, message: ServerMessage): void;
  metrics: Metrics;
}): SignalingRelay {
  const current = (sender: Sender, payload: { matchId: string; peerId: string }) =>
    sender.matchId !== undefined && sender.matchId === payload.matchId && sender.peerId === payload.peerId;

  function refuse(): Outcome {
    deps.metrics.inc("signalingRefused");
    return fail(ERROR_CODES.notInMatch);
  }

  return {
    iceCandidate(sender, payload) {
      if (!current(sender, payload)) return refuse();
      deps.metrics.inc("signalingRelayed");
      return ok({}, () =>
        deps.send(payload.peerId, {
          action: SERVER_ACTIONS.addIceCandidate,
          matchId: payload.matchId,
          id: sender.socketId,
          iceCandidate: payload.iceCandidate,
        }),
      );
    },

    sessionDescription(sender, payload) {
      if (!current(sender, payload)) return refuse();
      deps.metrics.inc("signalingRelayed");
      return ok({}, () =>
        deps.send(payload.peerId, {
          action: SERVER_ACTIONS.addSessionDescription,
          matchId: payload.matchId,
          id: sender.socketId,
          sessionDescription: payload.sessionDescription,
        }),
      );
    },
  };
}

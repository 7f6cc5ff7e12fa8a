/**
 * The video chat state machine (spec §4.5, §4.6): a pure function from (state, event) to the next
 * state plus the effects to run. No I/O happens here: the screen hands the effects to the socket
 * client, the peer connection and the media manager. Every transition is unit-tested in
 * machine.test.ts, so the rules of spec §4.6 can be read and checked without a browser.
 *
 * Statuses are the spec's wire/UI names (spec §4.5), kept as they are, typo included ("stoped"),
 * plus `reconnect-failed` for the visible "could not reconnect" state (spec §4.6, §7.2).
 *
 * Our reading of the statuses the spec names but does not define:
 * - `primary-action`: the start screen, waiting for the user's primary action (Start). Initial state.
 * - `searching-sda`: searching while a searching-screen ad is shown (spec §2.8, §5; "sda" is the
 *   spec's word for ads). Entered and left by the ads feature; otherwise the same as `searching`.
 * - `pre-connecting`: a match arrived; the peer connection is being built (ICE servers, tracks).
 * - `connecting`: offer/answer under way, no remote media yet.
 * - `connected-fa`: matched, but the audio/video link failed (connection state failed or a
 *   negotiation error, spec §4.6). The text chat still works through the server, so the user can
 *   keep talking or press Next.
 * - `reporting`, `filtering`: overlays (the report dialog, the settings panel) drawn over another
 *   status. The status underneath keeps following server events, kept in `under`.
 *
 * Resume after a network drop (issue 16, docs/decisions/022): when our socket drops during a match the
 * match is kept (`resuming`) and, once the socket is back, our new socket asks to take our side over
 * (`emitResume`); the peer's video connection is held meanwhile, and restarted (ICE restart, by the
 * side that made the first offer) when both are back. When the peer's socket drops, the server says so
 * (`peerReconnecting`) and we wait the same way. After LIMITS.resumeWindowMs both search again.
 */
import {
  CHAT_STATUSES as PROTOCOL_CHAT_STATUSES,
  type ChatStatus as ProtocolChatStatus,
} from "#common/protocol/constants.ts";
import type { IceCandidate, SessionDescription } from "#common/protocol/index.ts";

/** The protocol's statuses (spec §4.5) plus the client-only `reconnect-failed`. */
export const CHAT_STATUSES = [...PROTOCOL_CHAT_STATUSES, "reconnect-failed"] as const;
export type ChatStatus = ProtocolChatStatus | "reconnect-failed";

/** Statuses that can sit under an overlay (everything but the overlays themselves). */
export type BaseStatus = Exclude<ChatStatus, "reporting" | "filtering">;

/** Statuses in which the user has a current match. */
export const MATCH_STATUSES = ["pre-connecting", "connecting", "connected", "connected-fa"] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];

/** What the machine needs to know of a match (spec §3 "Match"); built from the addPeer payload. */
export type MatchInfo = {
  matchId: string;
  peerId: string;
  askForConnection: boolean;
  peerCameraEnabled: boolean;
  peerUserIdent?: string;
  /** turn.iceServers of addPeer, still encrypted (decrypted by the peer wrapper). */
  encryptedIceServers: string;
  /** Issue 16: our socket id in this match and the server's proof of it, for a resume. */
  selfId?: string;
  resumeToken?: string;
};

export type SocketState = "closed" | "connecting" | "open" | "reconnecting" | "failed";

export type ChatState = {
  status: ChatStatus;
  /** For overlays: the status underneath, which keeps moving while the dialog is open. */
  under: BaseStatus | null;
  /** Spec §4.6: false after Stop; messages are ignored and addPeer is only logged. */
  available: boolean;
  /** Whether this user sends video (false: text-only mode, no camera or camera refused). */
  cameraEnabled: boolean;
  socket: SocketState;
  match: MatchInfo | null;
  /** The match a report is about, fixed when the dialog opens (the match may end meanwhile). */
  reportMatchId: string | null;
  /** Issue 16: our socket dropped during the match; we will ask to resume it when it is back. */
  resuming: boolean;
  /** Issue 16: the peer's socket dropped; the server keeps the match while they come back. */
  peerReconnecting: boolean;
};

export const initialChatState: ChatState = {
  status: "primary-action",
  under: null,
  available: false,
  cameraEnabled: true,
  socket: "closed",
  match: null,
  reportMatchId: null,
  resuming: false,
  peerReconnecting: false,
};

export type ChatEvent =
  /** The user pressed Start (or Start again after Stop). */
  | { type: "START"; cameraEnabled: boolean }
  /** The user pressed Next (Esc). */
  | { type: "NEXT" }
  /** The user pressed Stop. */
  | { type: "STOP" }
  /** The ads feature showed / finished a searching-screen ad (spec §2.8). */
  | { type: "SEARCH_AD_SHOWN" }
  | { type: "SEARCH_AD_DONE" }
  | { type: "REPORT_OPEN" }
  | { type: "REPORT_CANCEL" }
  | { type: "REPORT_SUBMIT"; reason: string }
  | { type: "FILTER_OPEN" }
  | { type: "FILTER_CLOSE"; userDataChanged: boolean }
  /** Server actions (spec §7.2). */
  | { type: "ADD_PEER"; match: MatchInfo }
  | { type: "REMOVE_PEER"; matchId?: string; peerId?: string; reconnected?: boolean }
  | { type: "REMOTE_DESCRIPTION"; matchId: string; peerId: string; description: SessionDescription }
  | { type: "REMOTE_ICE_CANDIDATE"; matchId: string; peerId: string; candidate: IceCandidate }
  | { type: "RECEIVE_MESSAGE"; matchId?: string; text: string }
  | { type: "RECEIVE_EMOJI"; matchId?: string; emoji: string }
  | { type: "FORCE_RELOAD" }
  /** The user sends a text or an emoji to the current peer. */
  | { type: "SEND_MESSAGE"; text: string }
  | { type: "SEND_EMOJI"; emoji: string }
  /** Peer connection reports. */
  | { type: "PEER_NEGOTIATING"; matchId: string }
  | { type: "PEER_REMOTE_STREAM"; matchId: string }
  | { type: "PEER_FAILED"; matchId: string; reason: string }
  /** Socket reports. */
  | { type: "SOCKET_CONNECTED" }
  | { type: "SOCKET_DISCONNECTED" }
  | { type: "SOCKET_RECONNECT_FAILED" }
  | { type: "RETRY_CONNECT" }
  /** Issue 16: the user is typing (throttled by the screen) or stopped. */
  | { type: "SEND_TYPING"; typing: boolean }
  /** Issue 16: the peer's setUserChatStatus. */
  | { type: "PEER_STATUS"; matchId: string; peerId: string; typing?: boolean }
  /** Issue 16: resume after a network drop. */
  | { type: "PEER_RECONNECTING"; matchId: string; peerId: string }
  | { type: "PEER_RESUMED"; matchId: string; previousId: string; peerId: string }
  | { type: "RESUME_OK"; matchId: string; peerId: string; resumeToken: string; selfId: string }
  | { type: "RESUME_REFUSED"; matchId: string }
  /** Our own wait for the resume is over (LIMITS.resumeWindowMs after the drop). */
  | { type: "RESUME_TIMEOUT"; matchId: string };

export type SystemNotice =
  | "peerLeft"
  | "matched"
  | "reported"
  | "rtcFailed"
  | "peerReconnecting"
  | "peerBack"
  | "resumed";

export type ChatEffect =
  | { type: "connectSocket" }
  | { type: "emit"; event: "searchRemoteUser" | "nextUser" | "stop" | "enable" | "updateUserData" }
  | { type: "emitReport"; matchId: string; reason: string }
  | { type: "emitMessage"; matchId: string; text: string }
  | { type: "emitEmoji"; matchId: string; emoji: string }
  | { type: "emitRtcException"; matchId: string; reason: string }
  /** setUserChatStatus with the typing flag (issue 16). */
  | { type: "emitTyping"; matchId: string; status: MatchStatus; typing: boolean }
  /** Issue 16: take our side of `matchId` over with the new socket. */
  | { type: "emitResume"; matchId: string; userId: string; token: string }
  /** Leave a match we gave up on (a resume answered after our own wait was over). */
  | { type: "emitNext"; matchId: string }
  /** Issue 16: wait for the resume at most LIMITS.resumeWindowMs, then RESUME_TIMEOUT. */
  | { type: "startResumeTimer"; matchId: string }
  /** Issue 16: hold the video connection while a side is away (failures are not acted on). */
  | { type: "holdPeer"; held: boolean }
  /** Issue 16: both sides are back: restart ICE (the side that made the first offer offers). */
  | { type: "restartIce"; matchId: string }
  /** Issue 16: show or hide "Stranger is typing…". */
  | { type: "peerTyping"; typing: boolean }
  /** Build a peer connection for this match; offer only when the server asked us to (spec §4.6). */
  | { type: "createPeer"; match: MatchInfo; makeOffer: boolean }
  | { type: "closePeer" }
  /** Hand the pending remote description to the peer; `answer` only for an offer (spec §4.6). */
  | { type: "applyRemoteDescription"; matchId: string; description: SessionDescription; answer: boolean }
  | { type: "applyIceCandidate"; matchId: string; candidate: IceCandidate }
  /** Clear the conversation panel for a new match. */
  | { type: "resetConversation" }
  | { type: "showMessage"; from: "me" | "peer"; text: string }
  | { type: "showEmoji"; from: "me" | "peer"; emoji: string }
  | { type: "notice"; notice: SystemNotice }
  /** Spec §9 "screenshot at chat start": the screen runs it only if safe control enables it. */
  | { type: "chatStarted"; matchId: string }
  | { type: "log"; level: "error" | "info"; name: string; text: string }
  | { type: "reload" };

export type Transition = { state: ChatState; effects: ChatEffect[] };

const unchanged = (state: ChatState): Transition => ({ state, effects: [] });

export function isMatchStatus(status: ChatStatus): status is MatchStatus {
  return (MATCH_STATUSES as readonly string[]).includes(status);
}

export function isSearching(status: ChatStatus): boolean {
  return status === "searching" || status === "searching-sda";
}

/** Whether an incoming signaling/chat message concerns the current match. */
function concernsMatch(state: ChatState, matchId: string | undefined, peerId?: string): boolean {
  const match = state.match;
  if (!match) return false;
  if (matchId !== undefined && matchId !== match.matchId) return false;
  if (peerId !== undefined && peerId !== match.peerId) return false;
  return true;
}

const EMITS: ReadonlySet<ChatEffect["type"]> = new Set([
  "emit",
  "emitReport",
  "emitMessage",
  "emitEmoji",
  "emitRtcException",
  "emitTyping",
  "emitResume",
  "emitNext",
]);

const held = (state: ChatState) => state.match !== null && (state.resuming || state.peerReconnecting);

/** The next state and effects. Overlays delegate server events to the status underneath. */
export function transition(state: ChatState, event: ChatEvent): Transition {
  const result =
    state.status === "reporting" || state.status === "filtering" ? overlay(state, event) : base(state, event);
  let next = result.state;
  let effects = result.effects;
  // Without a match there is nothing to resume or wait for (issue 16).
  if (next.match === null && (next.resuming || next.peerReconnecting)) {
    next = { ...next, resuming: false, peerReconnecting: false };
  }
  // The video connection is held exactly while one side is away (issue 16).
  if (held(next) !== held(state) && (next.match !== null || state.match !== null)) {
    effects = [...effects, { type: "holdPeer", held: held(next) }];
  }
  if (next.socket === "open") return { state: next, effects };
  // Nothing is sent on a socket that is not open: the server forgets a socket's state when it goes,
  // and SOCKET_CONNECTED re-sends what matters (the search). Queuing old emits would replay a stale
  // nextUser/stop into the new session.
  return { state: next, effects: effects.filter((effect) => !EMITS.has(effect.type)) };
}

function overlay(state: ChatState, event: ChatEvent): Transition {
  const under = state.under ?? "primary-action";
  switch (event.type) {
    case "REPORT_CANCEL":
      if (state.status !== "reporting") return unchanged(state);
      return { state: { ...state, status: under, under: null, reportMatchId: null }, effects: [] };
    case "REPORT_SUBMIT": {
      if (state.status !== "reporting" || !state.reportMatchId) return unchanged(state);
      const report: ChatEffect = { type: "emitReport", matchId: state.reportMatchId, reason: event.reason };
      const notice: ChatEffect = { type: "notice", notice: "reported" };
      // If the reported match is still the current one, leave it: the report ends the match on the
      // server, separates the pair for good and requeues us (issue 4 item 4), like Next does.
      if (state.match?.matchId === state.reportMatchId) {
        return {
          state: { ...state, status: "searching", under: null, match: null, reportMatchId: null },
          effects: [report, { type: "closePeer" }, { type: "resetConversation" }, notice],
        };
      }
      const effects = [report, notice];
      return { state: { ...state, status: under, under: null, reportMatchId: null }, effects };
    }
    case "FILTER_CLOSE": {
      if (state.status !== "filtering") return unchanged(state);
      const effects: ChatEffect[] =
        event.userDataChanged && state.socket === "open" ? [{ type: "emit", event: "updateUserData" }] : [];
      return { state: { ...state, status: under, under: null }, effects };
    }
    // Buttons under the dialog are not reachable; a second overlay is not opened.
    case "START":
    case "NEXT":
    case "STOP":
    case "REPORT_OPEN":
    case "FILTER_OPEN":
      return unchanged(state);
    default: {
      // Everything else (server actions, peer and socket reports) moves the status underneath.
      const inner = base({ ...state, status: under, under: null }, event);
      const next = inner.state.status as BaseStatus;
      return { state: { ...inner.state, status: state.status, under: next }, effects: inner.effects };
    }
  }
}

function base(state: ChatState, event: ChatEvent): Transition {
  switch (event.type) {
    case "START": {
      if (state.status !== "primary-action" && state.status !== "stoped") return unchanged(state);
      const next: ChatState = {
        ...state,
        status: "searching",
        available: true,
        cameraEnabled: event.cameraEnabled,
      };
      if (state.socket === "closed" || state.socket === "failed") {
        // userData (with cameraEnabled) travels in the connect query (spec §7.2); the search is
        // sent once the socket is open (SOCKET_CONNECTED).
        return { state: { ...next, socket: "connecting" }, effects: [{ type: "connectSocket" }] };
      }
      if (state.socket !== "open") return { state: next, effects: [] };
      const effects: ChatEffect[] = [];
      if (state.status === "stoped") effects.push({ type: "emit", event: "enable" });
      if (event.cameraEnabled !== state.cameraEnabled)
        effects.push({ type: "emit", event: "updateUserData" });
      effects.push({ type: "emit", event: "searchRemoteUser" });
      return { state: next, effects };
    }

    case "NEXT": {
      // Spec §4.6 "Next user: closes the connection and goes to searching".
      if (!isMatchStatus(state.status)) return unchanged(state);
      return {
        state: { ...state, status: "searching", match: null },
        effects: [{ type: "closePeer" }, { type: "resetConversation" }, { type: "emit", event: "nextUser" }],
      };
    }

    case "STOP": {
      // Spec §4.6 "Stop: marks the user unavailable, closes the connection, status stoped".
      if (state.status === "primary-action" || state.status === "stoped") return unchanged(state);
      const effects: ChatEffect[] = [{ type: "closePeer" }];
      if (state.socket === "open") effects.push({ type: "emit", event: "stop" });
      return { state: { ...state, status: "stoped", available: false, match: null }, effects };
    }

    case "SEARCH_AD_SHOWN":
      if (state.status !== "searching") return unchanged(state);
      return { state: { ...state, status: "searching-sda" }, effects: [] };

    case "SEARCH_AD_DONE":
      if (state.status !== "searching-sda") return unchanged(state);
      return { state: { ...state, status: "searching" }, effects: [] };

    case "REPORT_OPEN":
      if (!isMatchStatus(state.status) || !state.match) return unchanged(state);
      return {
        state: { ...state, status: "reporting", under: state.status, reportMatchId: state.match.matchId },
        effects: [],
      };

    case "FILTER_OPEN": {
      // The settings panel (devices, interests) is for moments without a stranger on screen.
      const status = state.status;
      if (
        status !== "primary-action" &&
        status !== "stoped" &&
        status !== "searching" &&
        status !== "searching-sda"
      ) {
        return unchanged(state);
      }
      return { state: { ...state, status: "filtering", under: status }, effects: [] };
    }

    case "REPORT_CANCEL":
    case "REPORT_SUBMIT":
    case "FILTER_CLOSE":
      return unchanged(state);

    case "ADD_PEER": {
      if (!state.available) {
        // Spec §4.6/§8: "adding a peer while unavailable is logged".
        return {
          state,
          effects: [{ type: "log", level: "error", name: "add-peer-unavailable", text: event.match.matchId }],
        };
      }
      if (state.status === "reconnect-failed") return unchanged(state);
      const match = event.match;
      // A new match: nobody is away in it (issue 16).
      state = { ...state, resuming: false, peerReconnecting: false };
      // Spec §4.6: the current peer is closed and the match recorded.
      const effects: ChatEffect[] = [
        { type: "closePeer" },
        { type: "resetConversation" },
        { type: "notice", notice: "matched" },
      ];
      if (!match.peerCameraEnabled || !state.cameraEnabled) {
        // Spec §4.6: a peer without a camera has an empty stream and the status is connected at
        // once. The same holds when we are the text-only side: the peer builds no connection either.
        effects.push({ type: "chatStarted", matchId: match.matchId });
        return { state: { ...state, status: "connected", match }, effects };
      }
      effects.push({ type: "createPeer", match, makeOffer: match.askForConnection });
      return { state: { ...state, status: "pre-connecting", match }, effects };
    }

    case "REMOVE_PEER": {
      // Spec §4.6: only if it concerns the current peer or is flagged reconnected.
      if (!state.available) return unchanged(state);
      const concerns = concernsMatch(state, event.matchId, event.peerId);
      if (!concerns && !event.reconnected) return unchanged(state);
      if (!isMatchStatus(state.status) && !event.reconnected) return unchanged(state);
      const wasMatched = state.match !== null;
      return {
        state: { ...state, status: "searching", match: null },
        // No search is sent: the server has already put us back in the queue (common/protocol
        // removePeer), and a second search would be a wasted, rate-limited call.
        effects: [
          { type: "closePeer" },
          ...(wasMatched ? [{ type: "notice", notice: "peerLeft" } as const] : []),
        ],
      };
    }

    case "REMOTE_DESCRIPTION": {
      // Spec §4.6: messages are ignored while unavailable; answer only an offer. A dropped offer
      // leaves the pair stuck, so the reason is logged (it reaches the server log).
      const dropped = !state.available
        ? "unavailable"
        : !concernsMatch(state, event.matchId, event.peerId)
          ? `match ${state.match?.matchId ?? "none"}/${state.match?.peerId ?? "none"}`
          : state.status !== "pre-connecting" && state.status !== "connecting" && state.status !== "connected"
            ? `status ${state.status}`
            : null;
      if (dropped) {
        return {
          state,
          effects: [
            {
              type: "log",
              level: "info",
              name: "remote-description-dropped",
              text: `${event.description.type} for ${event.matchId}: ${dropped}`,
            },
          ],
        };
      }
      const status = state.status === "pre-connecting" ? "connecting" : state.status;
      return {
        state: { ...state, status },
        effects: [
          {
            type: "applyRemoteDescription",
            matchId: event.matchId,
            description: event.description,
            answer: event.description.type === "offer",
          },
        ],
      };
    }

    case "REMOTE_ICE_CANDIDATE":
      if (!state.available || !concernsMatch(state, event.matchId, event.peerId)) return unchanged(state);
      if (!isMatchStatus(state.status) || state.status === "connected-fa") return unchanged(state);
      // The peer wrapper queues it per match until the remote description is set (spec §4.6).
      return {
        state,
        effects: [{ type: "applyIceCandidate", matchId: event.matchId, candidate: event.candidate }],
      };

    case "RECEIVE_MESSAGE":
      if (!state.available || !isMatchStatus(state.status) || !concernsMatch(state, event.matchId)) {
        return unchanged(state);
      }
      return { state, effects: [{ type: "showMessage", from: "peer", text: event.text }] };

    case "RECEIVE_EMOJI":
      if (!state.available || !isMatchStatus(state.status) || !concernsMatch(state, event.matchId)) {
        return unchanged(state);
      }
      return { state, effects: [{ type: "showEmoji", from: "peer", emoji: event.emoji }] };

    case "SEND_MESSAGE": {
      const text = event.text.trim();
      if (!text || !state.match || !isMatchStatus(state.status)) return unchanged(state);
      return {
        state,
        effects: [
          { type: "emitMessage", matchId: state.match.matchId, text },
          { type: "showMessage", from: "me", text },
        ],
      };
    }

    case "SEND_EMOJI":
      if (!state.match || !isMatchStatus(state.status)) return unchanged(state);
      return {
        state,
        effects: [
          { type: "emitEmoji", matchId: state.match.matchId, emoji: event.emoji },
          { type: "showEmoji", from: "me", emoji: event.emoji },
        ],
      };

    case "FORCE_RELOAD":
      // Spec §4.6: "A server-triggered forced browser reload is obeyed."
      return { state, effects: [{ type: "closePeer" }, { type: "reload" }] };

    case "PEER_NEGOTIATING":
      if (state.status !== "pre-connecting" || !concernsMatch(state, event.matchId)) return unchanged(state);
      return { state: { ...state, status: "connecting" }, effects: [] };

    case "PEER_REMOTE_STREAM":
      if (state.status !== "pre-connecting" && state.status !== "connecting") return unchanged(state);
      if (!concernsMatch(state, event.matchId)) return unchanged(state);
      return {
        state: { ...state, status: "connected" },
        effects: [{ type: "chatStarted", matchId: event.matchId }],
      };

    case "PEER_FAILED":
      // Spec §4.6/§8: failures are logged and reported to the server (exceptionOnRTC).
      if (!isMatchStatus(state.status) || state.status === "connected-fa") return unchanged(state);
      // While a side is away the link is expected to fail; it is restarted when both are back.
      if (held(state)) return unchanged(state);
      if (!concernsMatch(state, event.matchId)) return unchanged(state);
      return {
        state: { ...state, status: "connected-fa" },
        effects: [
          { type: "log", level: "error", name: "rtc-connection", text: event.reason },
          { type: "emitRtcException", matchId: event.matchId, reason: event.reason },
          { type: "closePeer" },
          { type: "notice", notice: "rtcFailed" },
        ],
      };

    case "SOCKET_CONNECTED": {
      const next: ChatState = { ...state, socket: "open" };
      // Issue 16: our new socket asks to take our side of the match over.
      const match = state.match;
      if (state.resuming && match?.selfId && match.resumeToken) {
        return {
          state: next,
          effects: [
            { type: "emitResume", matchId: match.matchId, userId: match.selfId, token: match.resumeToken },
          ],
        };
      }
      // A (re)connected socket is a new session on the server: ask again if we were searching.
      if (isSearching(state.status) && state.available) {
        return { state: next, effects: [{ type: "emit", event: "searchRemoteUser" }] };
      }
      return { state: next, effects: [] };
    }

    case "SOCKET_DISCONNECTED": {
      if (state.socket === "closed" || state.socket === "failed") return unchanged(state);
      const next: ChatState = { ...state, socket: "reconnecting" };
      // Issue 16: a server that gave us a resume token keeps our match for a while; so do we.
      if (isMatchStatus(state.status) && state.match?.resumeToken && state.match.selfId) {
        if (state.resuming) return { state: next, effects: [] };
        return {
          state: { ...next, resuming: true },
          effects: [{ type: "startResumeTimer", matchId: state.match.matchId }],
        };
      }
      // Otherwise the server ends our match when our socket goes; we search again after reconnecting.
      if (isMatchStatus(state.status)) {
        return {
          state: { ...next, status: "searching", match: null },
          effects: [{ type: "closePeer" }, { type: "notice", notice: "peerLeft" }],
        };
      }
      return { state: next, effects: [] };
    }

    case "SOCKET_RECONNECT_FAILED":
      // Spec §4.6: the attempts limit is reached; the screen shows a retry button.
      if (state.socket === "closed") return unchanged(state);
      return {
        state: { ...state, socket: "failed", status: "reconnect-failed", match: null },
        effects: [
          { type: "closePeer" },
          { type: "log", level: "error", name: "socket-connection", text: "reconnect failed" },
        ],
      };

    case "RETRY_CONNECT":
      if (state.status !== "reconnect-failed") return unchanged(state);
      return {
        state: { ...state, status: state.available ? "searching" : "stoped", socket: "connecting" },
        effects: [{ type: "connectSocket" }],
      };

    case "SEND_TYPING":
      if (!state.match || !isMatchStatus(state.status) || state.resuming) return unchanged(state);
      return {
        state,
        effects: [
          { type: "emitTyping", matchId: state.match.matchId, status: state.status, typing: event.typing },
        ],
      };

    case "PEER_STATUS":
      if (!state.available || !isMatchStatus(state.status) || event.typing === undefined) {
        return unchanged(state);
      }
      if (!concernsMatch(state, event.matchId, event.peerId)) return unchanged(state);
      return { state, effects: [{ type: "peerTyping", typing: event.typing }] };

    case "PEER_RECONNECTING":
      if (!isMatchStatus(state.status) || state.peerReconnecting) return unchanged(state);
      if (!concernsMatch(state, event.matchId, event.peerId)) return unchanged(state);
      return {
        state: { ...state, peerReconnecting: true },
        effects: [
          { type: "peerTyping", typing: false },
          { type: "notice", notice: "peerReconnecting" },
        ],
      };

    case "PEER_RESUMED": {
      if (!isMatchStatus(state.status) || !state.match) return unchanged(state);
      if (!concernsMatch(state, event.matchId, event.previousId)) return unchanged(state);
      const match: MatchInfo = { ...state.match, peerId: event.peerId };
      const effects: ChatEffect[] = [{ type: "notice", notice: "peerBack" }];
      // The link is restarted once both are back: if we are away too, when our resume succeeds.
      if (!state.resuming) effects.push({ type: "restartIce", matchId: match.matchId });
      return { state: { ...state, match, peerReconnecting: false }, effects };
    }

    case "RESUME_OK": {
      const current = state.match;
      if (!state.resuming || !current || current.matchId !== event.matchId) {
        // We stopped waiting for this match meanwhile: leave it, so the peer is not kept waiting.
        return { state, effects: [{ type: "emitNext", matchId: event.matchId }] };
      }
      const match: MatchInfo = {
        ...current,
        peerId: event.peerId,
        selfId: event.selfId,
        resumeToken: event.resumeToken,
      };
      const effects: ChatEffect[] = [{ type: "notice", notice: "resumed" }];
      if (!state.peerReconnecting) effects.push({ type: "restartIce", matchId: match.matchId });
      return { state: { ...state, match, resuming: false }, effects };
    }

    case "RESUME_REFUSED":
    case "RESUME_TIMEOUT": {
      if (!state.resuming || state.match?.matchId !== event.matchId) return unchanged(state);
      // The match is over (the peer left, or the wait ran out): search again, as after removePeer.
      const effects: ChatEffect[] = [{ type: "closePeer" }, { type: "notice", notice: "peerLeft" }];
      if (state.available) effects.push({ type: "emit", event: "searchRemoteUser" });
      return { state: { ...state, status: "searching", match: null, resuming: false }, effects };
    }
  }
}

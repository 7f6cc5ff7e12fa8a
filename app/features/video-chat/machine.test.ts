import { describe, expect, it } from "vitest";
import {
  CHAT_STATUSES,
  type ChatEffect,
  type ChatEvent,
  type ChatState,
  type ChatStatus,
  initialChatState,
  type MatchInfo,
  type SocketState,
  transition,
} from "./machine.ts";

const match: MatchInfo = {
  matchId: "m1",
  peerId: "p1",
  askForConnection: true,
  peerCameraEnabled: true,
  peerUserIdent: "u-peer",
  encryptedIceServers: "v1.x.y",
};
const offer = { type: "offer", sdp: "v=0 offer" } as const;
const answer = { type: "answer", sdp: "v=0 answer" } as const;
const candidate = { candidate: "candidate:1 1 udp 1 127.0.0.1 5000 typ host", sdpMid: "0" };
const other: MatchInfo = { ...match, matchId: "m2", peerId: "p2", askForConnection: false };
/** A match from a server that supports resume (issue 16): our socket id and its proof. */
const resumable: MatchInfo = { ...match, selfId: "me1", resumeToken: "tok1" };

/** A state in `status`, available and with an open socket unless told otherwise. */
function at(status: ChatStatus, extra: Partial<ChatState> = {}): ChatState {
  const inMatch = ["pre-connecting", "connecting", "connected", "connected-fa"].includes(status);
  return {
    ...initialChatState,
    status,
    available: status !== "primary-action" && status !== "stoped",
    socket: status === "primary-action" ? "closed" : "open",
    match: inMatch ? match : null,
    ...extra,
  };
}

type Case = {
  name: string;
  from: ChatState;
  event: ChatEvent;
  status: ChatStatus;
  effects: ChatEffect[];
  check?: (state: ChatState) => void;
};

const cases: Case[] = [
  // START
  {
    name: "START from primary-action opens the socket first",
    from: at("primary-action"),
    event: { type: "START", cameraEnabled: true },
    status: "searching",
    effects: [{ type: "connectSocket" }],
    check: (s) => {
      expect(s.available).toBe(true);
      expect(s.socket).toBe("connecting");
    },
  },
  {
    name: "START from primary-action with an open socket searches at once",
    from: at("primary-action", { socket: "open" }),
    event: { type: "START", cameraEnabled: true },
    status: "searching",
    effects: [{ type: "emit", event: "searchRemoteUser" }],
  },
  {
    name: "START from stoped emits enable then searches (spec §4.6)",
    from: at("stoped"),
    event: { type: "START", cameraEnabled: true },
    status: "searching",
    effects: [
      { type: "emit", event: "enable" },
      { type: "emit", event: "searchRemoteUser" },
    ],
  },
  {
    name: "START from stoped in text-only mode updates the user data first",
    from: at("stoped"),
    event: { type: "START", cameraEnabled: false },
    status: "searching",
    effects: [
      { type: "emit", event: "enable" },
      { type: "emit", event: "updateUserData" },
      { type: "emit", event: "searchRemoteUser" },
    ],
    check: (s) => expect(s.cameraEnabled).toBe(false),
  },
  {
    name: "START while the socket is reconnecting waits for SOCKET_CONNECTED",
    from: at("stoped", { socket: "reconnecting" }),
    event: { type: "START", cameraEnabled: true },
    status: "searching",
    effects: [],
  },
  {
    name: "START after a failed socket reconnects",
    from: at("stoped", { socket: "failed" }),
    event: { type: "START", cameraEnabled: true },
    status: "searching",
    effects: [{ type: "connectSocket" }],
  },
  {
    name: "START while searching is ignored",
    from: at("searching"),
    event: { type: "START", cameraEnabled: true },
    status: "searching",
    effects: [],
  },
  {
    name: "START while connected is ignored",
    from: at("connected"),
    event: { type: "START", cameraEnabled: true },
    status: "connected",
    effects: [],
  },
  // NEXT
  ...(["pre-connecting", "connecting", "connected", "connected-fa"] as const).map(
    (status): Case => ({
      name: `NEXT from ${status} closes the peer and searches (spec §4.6)`,
      from: at(status),
      event: { type: "NEXT" },
      status: "searching",
      effects: [{ type: "closePeer" }, { type: "resetConversation" }, { type: "emit", event: "nextUser" }],
      check: (s) => expect(s.match).toBeNull(),
    }),
  ),
  ...(["primary-action", "searching", "searching-sda", "stoped", "reconnect-failed"] as const).map(
    (status): Case => ({
      name: `NEXT from ${status} is ignored`,
      from: at(status),
      event: { type: "NEXT" },
      status,
      effects: [],
    }),
  ),
  // STOP
  ...(
    ["searching", "searching-sda", "pre-connecting", "connecting", "connected", "connected-fa"] as const
  ).map(
    (status): Case => ({
      name: `STOP from ${status} marks unavailable and stops (spec §4.6)`,
      from: at(status),
      event: { type: "STOP" },
      status: "stoped",
      effects: [{ type: "closePeer" }, { type: "emit", event: "stop" }],
      check: (s) => {
        expect(s.available).toBe(false);
        expect(s.match).toBeNull();
      },
    }),
  ),
  {
    name: "STOP from reconnect-failed stops without emitting on a dead socket",
    from: at("reconnect-failed", { socket: "failed" }),
    event: { type: "STOP" },
    status: "stoped",
    effects: [{ type: "closePeer" }],
  },
  ...(["primary-action", "stoped"] as const).map(
    (status): Case => ({
      name: `STOP from ${status} is ignored`,
      from: at(status),
      event: { type: "STOP" },
      status,
      effects: [],
    }),
  ),
  // Search ads
  {
    name: "SEARCH_AD_SHOWN while searching enters searching-sda",
    from: at("searching"),
    event: { type: "SEARCH_AD_SHOWN" },
    status: "searching-sda",
    effects: [],
  },
  {
    name: "SEARCH_AD_SHOWN while connected is ignored",
    from: at("connected"),
    event: { type: "SEARCH_AD_SHOWN" },
    status: "connected",
    effects: [],
  },
  {
    name: "SEARCH_AD_DONE returns to searching",
    from: at("searching-sda"),
    event: { type: "SEARCH_AD_DONE" },
    status: "searching",
    effects: [],
  },
  {
    name: "SEARCH_AD_DONE while searching is ignored",
    from: at("searching"),
    event: { type: "SEARCH_AD_DONE" },
    status: "searching",
    effects: [],
  },
  // ADD_PEER
  {
    name: "ADD_PEER with askForConnection builds a peer that offers",
    from: at("searching"),
    event: { type: "ADD_PEER", match },
    status: "pre-connecting",
    effects: [
      { type: "closePeer" },
      { type: "resetConversation" },
      { type: "notice", notice: "matched" },
      { type: "createPeer", match, makeOffer: true },
    ],
    check: (s) => expect(s.match).toEqual(match),
  },
  {
    name: "ADD_PEER without askForConnection builds a peer that waits for the offer",
    from: at("searching-sda"),
    event: { type: "ADD_PEER", match: other },
    status: "pre-connecting",
    effects: [
      { type: "closePeer" },
      { type: "resetConversation" },
      { type: "notice", notice: "matched" },
      { type: "createPeer", match: other, makeOffer: false },
    ],
  },
  {
    name: "ADD_PEER replaces the current peer (spec §4.6: the current peer is closed)",
    from: at("connected"),
    event: { type: "ADD_PEER", match: other },
    status: "pre-connecting",
    effects: [
      { type: "closePeer" },
      { type: "resetConversation" },
      { type: "notice", notice: "matched" },
      { type: "createPeer", match: other, makeOffer: false },
    ],
    check: (s) => expect(s.match?.matchId).toBe("m2"),
  },
  {
    name: "ADD_PEER of a peer without camera: no peer connection, connected (spec §4.6)",
    from: at("searching"),
    event: { type: "ADD_PEER", match: { ...match, peerCameraEnabled: false } },
    status: "connected",
    effects: [
      { type: "closePeer" },
      { type: "resetConversation" },
      { type: "notice", notice: "matched" },
      { type: "chatStarted", matchId: "m1" },
    ],
  },
  {
    name: "ADD_PEER while we are text-only: no peer connection, connected",
    from: at("searching", { cameraEnabled: false }),
    event: { type: "ADD_PEER", match },
    status: "connected",
    effects: [
      { type: "closePeer" },
      { type: "resetConversation" },
      { type: "notice", notice: "matched" },
      { type: "chatStarted", matchId: "m1" },
    ],
  },
  {
    name: "ADD_PEER while unavailable is only logged (spec §4.6)",
    from: at("stoped"),
    event: { type: "ADD_PEER", match },
    status: "stoped",
    effects: [{ type: "log", level: "error", name: "add-peer-unavailable", text: "m1" }],
    check: (s) => expect(s.match).toBeNull(),
  },
  {
    name: "ADD_PEER after reconnect failure is ignored",
    from: at("reconnect-failed"),
    event: { type: "ADD_PEER", match },
    status: "reconnect-failed",
    effects: [],
  },
  // REMOVE_PEER
  ...(["pre-connecting", "connecting", "connected", "connected-fa"] as const).map(
    (status): Case => ({
      name: `REMOVE_PEER of the current peer in ${status} returns to searching`,
      from: at(status),
      event: { type: "REMOVE_PEER", matchId: "m1", peerId: "p1" },
      status: "searching",
      effects: [{ type: "closePeer" }, { type: "notice", notice: "peerLeft" }],
    }),
  ),
  {
    name: "REMOVE_PEER of another peer is ignored (spec §4.6)",
    from: at("connected"),
    event: { type: "REMOVE_PEER", matchId: "old", peerId: "p0" },
    status: "connected",
    effects: [],
  },
  {
    name: "REMOVE_PEER flagged reconnected applies even for another peer",
    from: at("connected"),
    event: { type: "REMOVE_PEER", matchId: "old", peerId: "p0", reconnected: true },
    status: "searching",
    effects: [{ type: "closePeer" }, { type: "notice", notice: "peerLeft" }],
  },
  {
    name: "REMOVE_PEER flagged reconnected while searching searches again",
    from: at("searching"),
    event: { type: "REMOVE_PEER", reconnected: true },
    status: "searching",
    effects: [{ type: "closePeer" }],
  },
  {
    name: "REMOVE_PEER while searching is ignored",
    from: at("searching"),
    event: { type: "REMOVE_PEER", matchId: "m1", peerId: "p1" },
    status: "searching",
    effects: [],
  },
  {
    name: "REMOVE_PEER while stoped is ignored (messages ignored while unavailable)",
    from: at("stoped", { match }),
    event: { type: "REMOVE_PEER", matchId: "m1", reconnected: true },
    status: "stoped",
    effects: [],
  },
  // Signaling
  {
    name: "an offer in pre-connecting is answered and moves to connecting",
    from: at("pre-connecting", { match: other }),
    event: { type: "REMOTE_DESCRIPTION", matchId: "m2", peerId: "p2", description: offer },
    status: "connecting",
    effects: [{ type: "applyRemoteDescription", matchId: "m2", description: offer, answer: true }],
  },
  {
    name: "an answer in connecting is applied without answering",
    from: at("connecting"),
    event: { type: "REMOTE_DESCRIPTION", matchId: "m1", peerId: "p1", description: answer },
    status: "connecting",
    effects: [{ type: "applyRemoteDescription", matchId: "m1", description: answer, answer: false }],
  },
  {
    name: "a renegotiation offer while connected is answered",
    from: at("connected"),
    event: { type: "REMOTE_DESCRIPTION", matchId: "m1", peerId: "p1", description: offer },
    status: "connected",
    effects: [{ type: "applyRemoteDescription", matchId: "m1", description: offer, answer: true }],
  },
  {
    name: "a description for another match is ignored",
    from: at("connecting"),
    event: { type: "REMOTE_DESCRIPTION", matchId: "m9", peerId: "p1", description: offer },
    status: "connecting",
    effects: [
      { type: "log", level: "info", name: "remote-description-dropped", text: "offer for m9: match m1/p1" },
    ],
  },
  {
    name: "a description from another peer is ignored",
    from: at("connecting"),
    event: { type: "REMOTE_DESCRIPTION", matchId: "m1", peerId: "p9", description: offer },
    status: "connecting",
    effects: [
      { type: "log", level: "info", name: "remote-description-dropped", text: "offer for m1: match m1/p1" },
    ],
  },
  {
    name: "an offer while unavailable is not answered (spec §4.6)",
    from: at("connecting", { available: false }),
    event: { type: "REMOTE_DESCRIPTION", matchId: "m1", peerId: "p1", description: offer },
    status: "connecting",
    effects: [
      { type: "log", level: "info", name: "remote-description-dropped", text: "offer for m1: unavailable" },
    ],
  },
  {
    name: "a description after the link failed is ignored",
    from: at("connected-fa"),
    event: { type: "REMOTE_DESCRIPTION", matchId: "m1", peerId: "p1", description: offer },
    status: "connected-fa",
    effects: [
      {
        type: "log",
        level: "info",
        name: "remote-description-dropped",
        text: "offer for m1: status connected-fa",
      },
    ],
  },
  {
    name: "an ICE candidate of the current match goes to the peer (queued there if early)",
    from: at("pre-connecting"),
    event: { type: "REMOTE_ICE_CANDIDATE", matchId: "m1", peerId: "p1", candidate },
    status: "pre-connecting",
    effects: [{ type: "applyIceCandidate", matchId: "m1", candidate }],
  },
  {
    name: "an ICE candidate of another match is ignored",
    from: at("connecting"),
    event: { type: "REMOTE_ICE_CANDIDATE", matchId: "m0", peerId: "p1", candidate },
    status: "connecting",
    effects: [],
  },
  {
    name: "an ICE candidate while unavailable is ignored",
    from: at("connecting", { available: false }),
    event: { type: "REMOTE_ICE_CANDIDATE", matchId: "m1", peerId: "p1", candidate },
    status: "connecting",
    effects: [],
  },
  {
    name: "an ICE candidate while searching is ignored",
    from: at("searching", { match }),
    event: { type: "REMOTE_ICE_CANDIDATE", matchId: "m1", peerId: "p1", candidate },
    status: "searching",
    effects: [],
  },
  {
    name: "an ICE candidate after the link failed is ignored",
    from: at("connected-fa"),
    event: { type: "REMOTE_ICE_CANDIDATE", matchId: "m1", peerId: "p1", candidate },
    status: "connected-fa",
    effects: [],
  },
  // Text chat
  {
    name: "a message of the current match is shown",
    from: at("connected"),
    event: { type: "RECEIVE_MESSAGE", matchId: "m1", text: "hi" },
    status: "connected",
    effects: [{ type: "showMessage", from: "peer", text: "hi" }],
  },
  {
    name: "a message without a match id is shown while matched",
    from: at("connected-fa"),
    event: { type: "RECEIVE_MESSAGE", text: "hi" },
    status: "connected-fa",
    effects: [{ type: "showMessage", from: "peer", text: "hi" }],
  },
  {
    name: "a message of an old match is ignored",
    from: at("connected"),
    event: { type: "RECEIVE_MESSAGE", matchId: "m0", text: "late" },
    status: "connected",
    effects: [],
  },
  {
    name: "a message while stoped is ignored (spec §4.6)",
    from: at("stoped", { match }),
    event: { type: "RECEIVE_MESSAGE", matchId: "m1", text: "hi" },
    status: "stoped",
    effects: [],
  },
  {
    name: "a message while searching is ignored",
    from: at("searching"),
    event: { type: "RECEIVE_MESSAGE", text: "hi" },
    status: "searching",
    effects: [],
  },
  {
    name: "an emoji of the current match is shown",
    from: at("connecting"),
    event: { type: "RECEIVE_EMOJI", matchId: "m1", emoji: "😀" },
    status: "connecting",
    effects: [{ type: "showEmoji", from: "peer", emoji: "😀" }],
  },
  {
    name: "an emoji while unavailable is ignored",
    from: at("connected", { available: false }),
    event: { type: "RECEIVE_EMOJI", matchId: "m1", emoji: "😀" },
    status: "connected",
    effects: [],
  },
  {
    name: "sending a message emits it (trimmed) and shows it",
    from: at("connected"),
    event: { type: "SEND_MESSAGE", text: "  hello " },
    status: "connected",
    effects: [
      { type: "emitMessage", matchId: "m1", text: "hello" },
      { type: "showMessage", from: "me", text: "hello" },
    ],
  },
  {
    name: "sending a blank message does nothing",
    from: at("connected"),
    event: { type: "SEND_MESSAGE", text: "   " },
    status: "connected",
    effects: [],
  },
  {
    name: "sending a message with nobody to talk to does nothing",
    from: at("searching"),
    event: { type: "SEND_MESSAGE", text: "hello" },
    status: "searching",
    effects: [],
  },
  {
    name: "sending an emoji emits it and shows it",
    from: at("connected-fa"),
    event: { type: "SEND_EMOJI", emoji: "👍" },
    status: "connected-fa",
    effects: [
      { type: "emitEmoji", matchId: "m1", emoji: "👍" },
      { type: "showEmoji", from: "me", emoji: "👍" },
    ],
  },
  {
    name: "sending an emoji while searching does nothing",
    from: at("searching"),
    event: { type: "SEND_EMOJI", emoji: "👍" },
    status: "searching",
    effects: [],
  },
  {
    name: "FORCE_RELOAD is obeyed (spec §4.6)",
    from: at("connected"),
    event: { type: "FORCE_RELOAD" },
    status: "connected",
    effects: [{ type: "closePeer" }, { type: "reload" }],
  },
  // Peer reports
  {
    name: "PEER_NEGOTIATING moves pre-connecting to connecting",
    from: at("pre-connecting"),
    event: { type: "PEER_NEGOTIATING", matchId: "m1" },
    status: "connecting",
    effects: [],
  },
  {
    name: "PEER_NEGOTIATING of an old match is ignored",
    from: at("pre-connecting"),
    event: { type: "PEER_NEGOTIATING", matchId: "m0" },
    status: "pre-connecting",
    effects: [],
  },
  {
    name: "PEER_NEGOTIATING while connected is ignored",
    from: at("connected"),
    event: { type: "PEER_NEGOTIATING", matchId: "m1" },
    status: "connected",
    effects: [],
  },
  ...(["pre-connecting", "connecting"] as const).map(
    (status): Case => ({
      name: `PEER_REMOTE_STREAM in ${status} connects and starts the chat`,
      from: at(status),
      event: { type: "PEER_REMOTE_STREAM", matchId: "m1" },
      status: "connected",
      effects: [{ type: "chatStarted", matchId: "m1" }],
    }),
  ),
  {
    name: "PEER_REMOTE_STREAM of an old match is ignored",
    from: at("connecting"),
    event: { type: "PEER_REMOTE_STREAM", matchId: "m0" },
    status: "connecting",
    effects: [],
  },
  {
    name: "a second PEER_REMOTE_STREAM (audio after video) does not restart the chat",
    from: at("connected"),
    event: { type: "PEER_REMOTE_STREAM", matchId: "m1" },
    status: "connected",
    effects: [],
  },
  ...(["pre-connecting", "connecting", "connected"] as const).map(
    (status): Case => ({
      name: `PEER_FAILED in ${status} reports exceptionOnRTC and keeps the text chat (spec §4.6)`,
      from: at(status),
      event: { type: "PEER_FAILED", matchId: "m1", reason: "failed" },
      status: "connected-fa",
      effects: [
        { type: "log", level: "error", name: "rtc-connection", text: "failed" },
        { type: "emitRtcException", matchId: "m1", reason: "failed" },
        { type: "closePeer" },
        { type: "notice", notice: "rtcFailed" },
      ],
      check: (s) => expect(s.match).toEqual(match),
    }),
  ),
  {
    name: "PEER_FAILED twice reports once",
    from: at("connected-fa"),
    event: { type: "PEER_FAILED", matchId: "m1", reason: "failed" },
    status: "connected-fa",
    effects: [],
  },
  {
    name: "PEER_FAILED of an old match is ignored",
    from: at("connected"),
    event: { type: "PEER_FAILED", matchId: "m0", reason: "failed" },
    status: "connected",
    effects: [],
  },
  {
    name: "PEER_FAILED while searching is ignored",
    from: at("searching"),
    event: { type: "PEER_FAILED", matchId: "m1", reason: "failed" },
    status: "searching",
    effects: [],
  },
  // Socket
  {
    name: "SOCKET_CONNECTED while searching sends the search",
    from: at("searching", { socket: "connecting" }),
    event: { type: "SOCKET_CONNECTED" },
    status: "searching",
    effects: [{ type: "emit", event: "searchRemoteUser" }],
    check: (s) => expect(s.socket).toBe("open"),
  },
  {
    name: "SOCKET_CONNECTED while searching-sda sends the search",
    from: at("searching-sda", { socket: "reconnecting" }),
    event: { type: "SOCKET_CONNECTED" },
    status: "searching-sda",
    effects: [{ type: "emit", event: "searchRemoteUser" }],
  },
  {
    name: "SOCKET_CONNECTED while stoped only records the socket",
    from: at("stoped", { socket: "reconnecting" }),
    event: { type: "SOCKET_CONNECTED" },
    status: "stoped",
    effects: [],
    check: (s) => expect(s.socket).toBe("open"),
  },
  ...(["pre-connecting", "connecting", "connected", "connected-fa"] as const).map(
    (status): Case => ({
      name: `SOCKET_DISCONNECTED in ${status} drops the match and waits to search again`,
      from: at(status),
      event: { type: "SOCKET_DISCONNECTED" },
      status: "searching",
      effects: [{ type: "closePeer" }, { type: "notice", notice: "peerLeft" }],
      check: (s) => {
        expect(s.socket).toBe("reconnecting");
        expect(s.match).toBeNull();
      },
    }),
  ),
  {
    name: "SOCKET_DISCONNECTED while searching keeps searching",
    from: at("searching"),
    event: { type: "SOCKET_DISCONNECTED" },
    status: "searching",
    effects: [],
    check: (s) => expect(s.socket).toBe("reconnecting"),
  },
  {
    name: "SOCKET_DISCONNECTED of a closed socket is ignored",
    from: at("primary-action"),
    event: { type: "SOCKET_DISCONNECTED" },
    status: "primary-action",
    effects: [],
    check: (s) => expect(s.socket).toBe("closed"),
  },
  ...(["searching", "connected", "stoped"] as const).map(
    (status): Case => ({
      name: `SOCKET_RECONNECT_FAILED in ${status} shows could-not-reconnect`,
      from: at(status, { socket: "reconnecting" }),
      event: { type: "SOCKET_RECONNECT_FAILED" },
      status: "reconnect-failed",
      effects: [
        { type: "closePeer" },
        { type: "log", level: "error", name: "socket-connection", text: "reconnect failed" },
      ],
      check: (s) => expect(s.socket).toBe("failed"),
    }),
  ),
  {
    name: "SOCKET_RECONNECT_FAILED of a closed socket is ignored",
    from: at("primary-action"),
    event: { type: "SOCKET_RECONNECT_FAILED" },
    status: "primary-action",
    effects: [],
  },
  {
    name: "RETRY_CONNECT after failure reconnects and searches again when available",
    from: at("reconnect-failed", { socket: "failed" }),
    event: { type: "RETRY_CONNECT" },
    status: "searching",
    effects: [{ type: "connectSocket" }],
    check: (s) => expect(s.socket).toBe("connecting"),
  },
  {
    name: "RETRY_CONNECT after failure while stopped reconnects but stays stoped",
    from: at("reconnect-failed", { socket: "failed", available: false }),
    event: { type: "RETRY_CONNECT" },
    status: "stoped",
    effects: [{ type: "connectSocket" }],
  },
  {
    name: "RETRY_CONNECT otherwise is ignored",
    from: at("searching"),
    event: { type: "RETRY_CONNECT" },
    status: "searching",
    effects: [],
  },
  // Report overlay
  ...(["pre-connecting", "connecting", "connected", "connected-fa"] as const).map(
    (status): Case => ({
      name: `REPORT_OPEN in ${status} opens the report dialog over it`,
      from: at(status),
      event: { type: "REPORT_OPEN" },
      status: "reporting",
      effects: [],
      check: (s) => {
        expect(s.under).toBe(status);
        expect(s.reportMatchId).toBe("m1");
      },
    }),
  ),
  ...(["primary-action", "searching", "stoped"] as const).map(
    (status): Case => ({
      name: `REPORT_OPEN in ${status} is ignored (nobody to report)`,
      from: at(status),
      event: { type: "REPORT_OPEN" },
      status,
      effects: [],
    }),
  ),
  {
    name: "REPORT_CANCEL returns to the status underneath",
    from: at("reporting", { under: "connected", match, reportMatchId: "m1" }),
    event: { type: "REPORT_CANCEL" },
    status: "connected",
    effects: [],
    check: (s) => {
      expect(s.under).toBeNull();
      expect(s.reportMatchId).toBeNull();
    },
  },
  {
    name: "REPORT_SUBMIT reports the match, leaves it and searches",
    from: at("reporting", { under: "connected", match, reportMatchId: "m1" }),
    event: { type: "REPORT_SUBMIT", reason: "nudity" },
    status: "searching",
    effects: [
      { type: "emitReport", matchId: "m1", reason: "nudity" },
      { type: "closePeer" },
      { type: "resetConversation" },
      { type: "notice", notice: "reported" },
    ],
    check: (s) => expect(s.match).toBeNull(),
  },
  {
    name: "REPORT_SUBMIT after the peer already left reports without leaving the new state",
    from: at("reporting", { under: "searching", match: null, reportMatchId: "m1" }),
    event: { type: "REPORT_SUBMIT", reason: "spam" },
    status: "searching",
    effects: [
      { type: "emitReport", matchId: "m1", reason: "spam" },
      { type: "notice", notice: "reported" },
    ],
  },
  {
    name: "REMOVE_PEER during the report dialog moves the status underneath only",
    from: at("reporting", { under: "connected", match, reportMatchId: "m1" }),
    event: { type: "REMOVE_PEER", matchId: "m1", peerId: "p1" },
    status: "reporting",
    effects: [{ type: "closePeer" }, { type: "notice", notice: "peerLeft" }],
    check: (s) => {
      expect(s.under).toBe("searching");
      expect(s.reportMatchId).toBe("m1");
    },
  },
  {
    name: "PEER_REMOTE_STREAM during the report dialog connects underneath",
    from: at("reporting", { under: "connecting", match, reportMatchId: "m1" }),
    event: { type: "PEER_REMOTE_STREAM", matchId: "m1" },
    status: "reporting",
    effects: [{ type: "chatStarted", matchId: "m1" }],
    check: (s) => expect(s.under).toBe("connected"),
  },
  ...(
    [
      { type: "NEXT" },
      { type: "STOP" },
      { type: "START", cameraEnabled: true },
      { type: "REPORT_OPEN" },
      { type: "FILTER_OPEN" },
      { type: "FILTER_CLOSE", userDataChanged: true },
    ] as const
  ).map(
    (event): Case => ({
      name: `${event.type} during the report dialog is ignored`,
      from: at("reporting", { under: "connected", match, reportMatchId: "m1" }),
      event,
      status: "reporting",
      effects: [],
      check: (s) => expect(s.under).toBe("connected"),
    }),
  ),
  {
    name: "REPORT_CANCEL and REPORT_SUBMIT without a dialog are ignored",
    from: at("connected"),
    event: { type: "REPORT_SUBMIT", reason: "spam" },
    status: "connected",
    effects: [],
  },
  {
    name: "REPORT_CANCEL without a dialog is ignored",
    from: at("connected"),
    event: { type: "REPORT_CANCEL" },
    status: "connected",
    effects: [],
  },
  // Filter overlay
  ...(["primary-action", "searching", "searching-sda", "stoped"] as const).map(
    (status): Case => ({
      name: `FILTER_OPEN in ${status} opens the settings panel`,
      from: at(status),
      event: { type: "FILTER_OPEN" },
      status: "filtering",
      effects: [],
      check: (s) => expect(s.under).toBe(status),
    }),
  ),
  {
    name: "FILTER_OPEN while connected is ignored",
    from: at("connected"),
    event: { type: "FILTER_OPEN" },
    status: "connected",
    effects: [],
  },
  {
    name: "FILTER_CLOSE with changed user data sends updateUserData",
    from: at("filtering", { under: "searching" }),
    event: { type: "FILTER_CLOSE", userDataChanged: true },
    status: "searching",
    effects: [{ type: "emit", event: "updateUserData" }],
  },
  {
    name: "FILTER_CLOSE with unchanged user data sends nothing",
    from: at("filtering", { under: "stoped" }),
    event: { type: "FILTER_CLOSE", userDataChanged: false },
    status: "stoped",
    effects: [],
  },
  {
    name: "FILTER_CLOSE before the socket exists sends nothing (the connect query carries it)",
    from: at("filtering", { under: "primary-action", socket: "closed" }),
    event: { type: "FILTER_CLOSE", userDataChanged: true },
    status: "primary-action",
    effects: [],
  },
  {
    name: "REPORT_CANCEL in the settings panel is ignored",
    from: at("filtering", { under: "searching" }),
    event: { type: "REPORT_CANCEL" },
    status: "filtering",
    effects: [],
  },
  {
    name: "REPORT_SUBMIT in the settings panel is ignored",
    from: at("filtering", { under: "searching" }),
    event: { type: "REPORT_SUBMIT", reason: "spam" },
    status: "filtering",
    effects: [],
  },
  {
    name: "FILTER_CLOSE in the report dialog is ignored",
    from: at("reporting", { under: "connected", match, reportMatchId: "m1" }),
    event: { type: "FILTER_CLOSE", userDataChanged: false },
    status: "reporting",
    effects: [],
  },
  {
    name: "ADD_PEER while the settings panel is open starts the match underneath",
    from: at("filtering", { under: "searching" }),
    event: { type: "ADD_PEER", match },
    status: "filtering",
    effects: [
      { type: "closePeer" },
      { type: "resetConversation" },
      { type: "notice", notice: "matched" },
      { type: "createPeer", match, makeOffer: true },
    ],
    check: (s) => expect(s.under).toBe("pre-connecting"),
  },
  {
    name: "SOCKET_CONNECTED in the settings panel over searching sends the search",
    from: at("filtering", { under: "searching", socket: "connecting" }),
    event: { type: "SOCKET_CONNECTED" },
    status: "filtering",
    effects: [{ type: "emit", event: "searchRemoteUser" }],
  },

  // Issue 16: resume after a network drop (our side).
  ...(["pre-connecting", "connecting", "connected", "connected-fa"] as const).map(
    (status): Case => ({
      name: `SOCKET_DISCONNECTED in ${status} with a resume token keeps the match and holds the video`,
      from: at(status, { match: resumable }),
      event: { type: "SOCKET_DISCONNECTED" },
      status,
      effects: [
        { type: "startResumeTimer", matchId: "m1" },
        { type: "holdPeer", held: true },
      ],
      check: (s) => {
        expect(s.resuming).toBe(true);
        expect(s.match).toEqual(resumable);
        expect(s.socket).toBe("reconnecting");
      },
    }),
  ),
  {
    name: "SOCKET_CONNECTED while resuming asks to take our side over (not a search)",
    from: at("connected", { match: resumable, resuming: true, socket: "reconnecting" }),
    event: { type: "SOCKET_CONNECTED" },
    status: "connected",
    effects: [{ type: "emitResume", matchId: "m1", userId: "me1", token: "tok1" }],
  },
  {
    name: "RESUME_OK: the match goes on with the new ids and ICE restarts",
    from: at("connected", { match: resumable, resuming: true }),
    event: { type: "RESUME_OK", matchId: "m1", peerId: "p1", resumeToken: "tok2", selfId: "me2" },
    status: "connected",
    effects: [
      { type: "notice", notice: "resumed" },
      { type: "restartIce", matchId: "m1" },
      { type: "holdPeer", held: false },
    ],
    check: (s) => {
      expect(s.resuming).toBe(false);
      expect(s.match).toMatchObject({ selfId: "me2", resumeToken: "tok2", peerId: "p1" });
    },
  },
  {
    name: "RESUME_OK while the peer is away too waits for them before restarting",
    from: at("connected", { match: resumable, resuming: true, peerReconnecting: true }),
    event: { type: "RESUME_OK", matchId: "m1", peerId: "p1", resumeToken: "tok2", selfId: "me2" },
    status: "connected",
    effects: [{ type: "notice", notice: "resumed" }],
    check: (s) => expect(s.peerReconnecting).toBe(true),
  },
  {
    name: "RESUME_OK for a match we gave up on leaves it",
    from: at("searching"),
    event: { type: "RESUME_OK", matchId: "m1", peerId: "p1", resumeToken: "tok2", selfId: "me2" },
    status: "searching",
    effects: [{ type: "emitNext", matchId: "m1" }],
  },
  {
    name: "RESUME_REFUSED: the match is over, search again",
    from: at("connected", { match: resumable, resuming: true }),
    event: { type: "RESUME_REFUSED", matchId: "m1" },
    status: "searching",
    effects: [
      { type: "closePeer" },
      { type: "notice", notice: "peerLeft" },
      { type: "emit", event: "searchRemoteUser" },
      { type: "holdPeer", held: false },
    ],
    check: (s) => {
      expect(s.match).toBeNull();
      expect(s.resuming).toBe(false);
    },
  },
  {
    name: "RESUME_TIMEOUT while still offline gives the match up; the search goes out on reconnect",
    from: at("connected", { match: resumable, resuming: true, socket: "reconnecting" }),
    event: { type: "RESUME_TIMEOUT", matchId: "m1" },
    status: "searching",
    effects: [
      { type: "closePeer" },
      { type: "notice", notice: "peerLeft" },
      { type: "holdPeer", held: false },
    ],
  },
  {
    name: "RESUME_TIMEOUT of an older match is ignored",
    from: at("connected", { match: { ...resumable, matchId: "m9" }, resuming: true }),
    event: { type: "RESUME_TIMEOUT", matchId: "m1" },
    status: "connected",
    effects: [],
  },
  {
    name: "NEXT while resuming leaves the match (the next goes out once the socket is back)",
    from: at("connected", { match: resumable, resuming: true, socket: "reconnecting" }),
    event: { type: "NEXT" },
    status: "searching",
    effects: [{ type: "closePeer" }, { type: "resetConversation" }, { type: "holdPeer", held: false }],
  },
  {
    name: "PEER_FAILED while a side is away is expected and ignored",
    from: at("connected", { match: resumable, resuming: true }),
    event: { type: "PEER_FAILED", matchId: "m1", reason: "ice failed" },
    status: "connected",
    effects: [],
  },

  // Issue 16: the peer's side drops and comes back.
  {
    name: "PEER_RECONNECTING: the match stays, the video is held, the user is told",
    from: at("connected"),
    event: { type: "PEER_RECONNECTING", matchId: "m1", peerId: "p1" },
    status: "connected",
    effects: [
      { type: "peerTyping", typing: false },
      { type: "notice", notice: "peerReconnecting" },
      { type: "holdPeer", held: true },
    ],
    check: (s) => expect(s.peerReconnecting).toBe(true),
  },
  {
    name: "PEER_RECONNECTING about another peer is ignored",
    from: at("connected"),
    event: { type: "PEER_RECONNECTING", matchId: "m1", peerId: "p9" },
    status: "connected",
    effects: [],
  },
  {
    name: "PEER_RESUMED: the new socket is the peer now and ICE restarts",
    from: at("connected", { peerReconnecting: true }),
    event: { type: "PEER_RESUMED", matchId: "m1", previousId: "p1", peerId: "p1b" },
    status: "connected",
    effects: [
      { type: "notice", notice: "peerBack" },
      { type: "restartIce", matchId: "m1" },
      { type: "holdPeer", held: false },
    ],
    check: (s) => {
      expect(s.match?.peerId).toBe("p1b");
      expect(s.peerReconnecting).toBe(false);
    },
  },
  {
    name: "PEER_RESUMED that names another previous peer is ignored",
    from: at("connected", { peerReconnecting: true }),
    event: { type: "PEER_RESUMED", matchId: "m1", previousId: "p9", peerId: "p1b" },
    status: "connected",
    effects: [],
  },
  {
    name: "REMOVE_PEER while the peer is away: the wait is over, search again",
    from: at("connected", { peerReconnecting: true }),
    event: { type: "REMOVE_PEER", matchId: "m1", peerId: "p1" },
    status: "searching",
    effects: [
      { type: "closePeer" },
      { type: "notice", notice: "peerLeft" },
      { type: "holdPeer", held: false },
    ],
    check: (s) => expect(s.peerReconnecting).toBe(false),
  },

  // Issue 16: typing status.
  {
    name: "SEND_TYPING in a match sends the typing flag with the status",
    from: at("connected"),
    event: { type: "SEND_TYPING", typing: true },
    status: "connected",
    effects: [{ type: "emitTyping", matchId: "m1", status: "connected", typing: true }],
  },
  {
    name: "SEND_TYPING outside a match sends nothing",
    from: at("searching"),
    event: { type: "SEND_TYPING", typing: true },
    status: "searching",
    effects: [],
  },
  {
    name: "PEER_STATUS with typing shows the indicator",
    from: at("connected"),
    event: { type: "PEER_STATUS", matchId: "m1", peerId: "p1", typing: true },
    status: "connected",
    effects: [{ type: "peerTyping", typing: true }],
  },
  {
    name: "PEER_STATUS of an old match is ignored",
    from: at("connected"),
    event: { type: "PEER_STATUS", matchId: "m0", peerId: "p1", typing: true },
    status: "connected",
    effects: [],
  },
];

describe("video chat state machine", () => {
  it.each(cases.map((c) => [c.name, c] as const))("%s", (_name, c) => {
    const before = structuredClone(c.from);
    const { state, effects } = transition(c.from, c.event);
    expect(state.status).toBe(c.status);
    expect(effects).toEqual(c.effects);
    c.check?.(state);
    // Pure: the input state is never mutated.
    expect(c.from).toEqual(before);
  });

  const allEvents: ChatEvent[] = [
    { type: "START", cameraEnabled: true },
    { type: "NEXT" },
    { type: "STOP" },
    { type: "SEARCH_AD_SHOWN" },
    { type: "SEARCH_AD_DONE" },
    { type: "REPORT_OPEN" },
    { type: "REPORT_CANCEL" },
    { type: "REPORT_SUBMIT", reason: "spam" },
    { type: "FILTER_OPEN" },
    { type: "FILTER_CLOSE", userDataChanged: true },
    { type: "ADD_PEER", match: other },
    { type: "REMOVE_PEER", matchId: "m1", peerId: "p1" },
    { type: "REMOTE_DESCRIPTION", matchId: "m1", peerId: "p1", description: offer },
    { type: "REMOTE_ICE_CANDIDATE", matchId: "m1", peerId: "p1", candidate },
    { type: "RECEIVE_MESSAGE", matchId: "m1", text: "x" },
    { type: "RECEIVE_EMOJI", matchId: "m1", emoji: "x" },
    { type: "FORCE_RELOAD" },
    { type: "SEND_MESSAGE", text: "x" },
    { type: "SEND_EMOJI", emoji: "x" },
    { type: "PEER_NEGOTIATING", matchId: "m1" },
    { type: "PEER_REMOTE_STREAM", matchId: "m1" },
    { type: "PEER_FAILED", matchId: "m1", reason: "x" },
    { type: "SOCKET_CONNECTED" },
    { type: "SOCKET_DISCONNECTED" },
    { type: "SOCKET_RECONNECT_FAILED" },
    { type: "RETRY_CONNECT" },
    { type: "SEND_TYPING", typing: true },
    { type: "PEER_STATUS", matchId: "m1", peerId: "p1", typing: true },
    { type: "PEER_RECONNECTING", matchId: "m1", peerId: "p1" },
    { type: "PEER_RESUMED", matchId: "m1", previousId: "p1", peerId: "p2" },
    { type: "RESUME_OK", matchId: "m1", peerId: "p1", resumeToken: "t", selfId: "s" },
    { type: "RESUME_REFUSED", matchId: "m1" },
    { type: "RESUME_TIMEOUT", matchId: "m1" },
  ];

  const sockets: SocketState[] = ["closed", "connecting", "open", "reconnecting", "failed"];
  const grid = CHAT_STATUSES.flatMap((status) =>
    sockets.flatMap((socket) => allEvents.map((event) => [status, socket, event.type, event] as const)),
  );

  it.each(grid)("invariants hold for %s (socket %s) on %s", (status, socket, _type, event) => {
    const from: ChatState =
      status === "reporting" || status === "filtering"
        ? at(status, { socket, under: "connected", match, reportMatchId: "m1", available: true })
        : at(status, { socket });
    const { state, effects } = transition(from, event);
    // Overlays always keep a status underneath; other statuses never have one.
    if (state.status === "reporting" || state.status === "filtering") expect(state.under).not.toBeNull();
    else expect(state.under).toBeNull();
    // A peer connection is only ever built for a recorded match, and only while available.
    for (const effect of effects) {
      if (effect.type === "createPeer") {
        expect(state.available).toBe(true);
        expect(state.match?.matchId).toBe(effect.match.matchId);
      }
    }
    // Nothing is sent on a socket that is not open.
    if (state.socket !== "open") {
      expect(effects.filter((e) => e.type.startsWith("emit"))).toEqual([]);
    }
    // Stoped means unavailable and without a match.
    if (state.status === "stoped") {
      expect(state.available).toBe(false);
      expect(state.match).toBeNull();
    }
    // Nobody is away in a match that does not exist (issue 16).
    if (state.match === null) {
      expect(state.resuming).toBe(false);
      expect(state.peerReconnecting).toBe(false);
    }
  });
});

/**
 * Glue between the pure machine and the effect wrappers: one controller per chat screen. Events go
 * into `transition`; the effects that come out are run here, in order, against the socket, the peer
 * connection, the media manager and the safety-control capture. React only renders what it holds.
 */
import { startTransition, useCallback, useEffect, useReducer, useRef, useState } from "react";
import { clientLog, type Logger } from "#app/lib/client-log.ts";
import { CHAT_ACTIONS, ERROR_CODES, LIMITS } from "#common/protocol/constants.ts";
import type {
  DefaultVideo,
  SafeControlConfig,
  ServerMessage,
  SessionDescription,
  SocialAction,
  SocialPush,
  UserData,
} from "#common/protocol/index.ts";
import { EarlySignals } from "./early-signals.ts";
import { iceTransportPolicyFor, readHideIp, writeHideIp } from "./hide-ip.ts";
import {
  type ChatEffect,
  type ChatEvent,
  type ChatState,
  initialChatState,
  type SystemNotice,
  transition,
} from "./machine.ts";
import {
  currentOrientation,
  type DeviceChoice,
  type DeviceList,
  isMediaSupported,
  listDevices,
  ORIENTATION,
  openCamera,
  stopStream,
} from "./media.ts";
import { createPeer, IceCandidateQueue, type Peer, resolveIceServers } from "./peer.ts";
import { createSafeControl } from "./safe-control.ts";
import { type ChatSocket, createChatSocket } from "./socket-client.ts";
import { createTypingSender, TYPING_SHOWN_MS } from "./typing.ts";

export type MediaState =
  | "idle"
  | "asking"
  | "ready"
  | "denied"
  | "unsupported"
  | "no-device"
  | "in-use"
  | "error"
  | "text-only";

export type ChatLine = {
  id: number;
  from: "me" | "peer" | "system";
  text: string;
  emoji?: boolean;
  notice?: SystemNotice;
};

/** An emoji reaction flying over the stranger's video (issue 16); gone after REACTION_MS. */
export type Reaction = { id: number; emoji: string; from: "me" | "peer" };
const REACTION_MS = 2600;

const IDENT_KEY = "acaso:userLocalIdent";
/** Keep the conversation panel bounded on very long chats. */
const MAX_LINES = 200;

/** The browser's anonymous, persistent local ident (spec §3 user data `ident`, §7.1 userLocalIdent). */
function localIdent(): string {
  try {
    const existing = localStorage.getItem(IDENT_KEY);
    if (existing && existing.length <= LIMITS.identChars) return existing;
    const fresh = crypto.randomUUID();
    localStorage.setItem(IDENT_KEY, fresh);
    return fresh;
  } catch {
    // Private mode without storage: a per-page ident still works, it just is not remembered.
    return crypto.randomUUID();
  }
}

export function parseInterests(text: string): string[] {
  const seen = new Set<string>();
  for (const part of text.split(",")) {
    const value = part.trim().toLowerCase().slice(0, LIMITS.interestChars);
    if (value) seen.add(value);
  }
  return [...seen].slice(0, LIMITS.interests);
}

export type VideoChatOptions = {
  lang: string;
  isDev: boolean;
  /** Default of "hide my IP" (publicConfig.hideIpDefault) until the user chooses (remembered). */
  hideIpDefault?: boolean;
};

export function useVideoChat(options: VideoChatOptions) {
  const [state, setState] = useState<ChatState>(initialChatState);
  const [media, setMedia] = useState<MediaState>("idle");
  const [mediaError, setMediaError] = useState("");
  const [localStream, setLocalStream] = useState<MediaStream | null>(null);
  const [remoteStream, setRemoteStream] = useState<MediaStream | null>(null);
  const [lines, setLines] = useState<ChatLine[]>([]);
  const [devices, setDevices] = useState<DeviceList>({ cameras: [], microphones: [] });
  const [choice, setChoice] = useState<DeviceChoice>({});
  const [micOn, setMicOn] = useState(true);
  const [cameraOn, setCameraOn] = useState(true);
  const [interests, setInterests] = useState("");
  // Server render and first paint use the configured default; the remembered choice is read after.
  const [hideIp, setHideIpState] = useState(options.hideIpDefault ?? false);
  const [peerTyping, setPeerTyping] = useState(false);
  const [reactions, setReactions] = useState<Reaction[]>([]);
  /** The server refused this browser (ident banned, issue 5): the moderation screen takes over. */
  const [banned, setBanned] = useState(false);
  /** Decision 060: when this address may connect again (epoch ms), while the server refuses it. */
  const [coolingOffUntil, setCoolingOffUntil] = useState<number | null>(null);
  const [, bump] = useReducer((n: number) => n + 1, 0);
  // Issue 14: one stable object (its subscribers keep their effect across renders).
  const [social] = useState(() => ({
    async call(payload: SocialAction, reauthenticate = false) {
      const socket = rt.current.socket;
      if (!socket) return { ok: false as const, error: ERROR_CODES.internal };
      if (reauthenticate) await socket.reauthenticate();
      return socket.call("social", payload);
    },
    subscribe(listener: (push: SocialPush) => void): () => void {
      rt.current.socialListeners.add(listener);
      return () => rt.current.socialListeners.delete(listener);
    },
  }));

  // Mutable runtime, outside React's render cycle (effects run synchronously after a transition).
  const rt = useRef({
    state: initialChatState,
    socket: null as ChatSocket | null,
    socketLoading: null as Promise<ChatSocket> | null,
    peer: null as Peer | null,
    queue: new IceCandidateQueue(),
    pendingDescriptions: new Map<string, { description: SessionDescription; answer: boolean }>(),
    earlySignals: new EarlySignals(),
    localStream: null as MediaStream | null,
    localVideo: null as HTMLVideoElement | null,
    ident: "",
    interests: [] as string[],
    cameraEnabled: true,
    hideIp: options.hideIpDefault ?? false,
    lineId: 0,
    safeControl: null as ReturnType<typeof createSafeControl> | null,
    log: (() => {}) as Logger,
    options,
    typingTimer: undefined as ReturnType<typeof setTimeout> | undefined,
    resumeTimer: undefined as ReturnType<typeof setTimeout> | undefined,
    defaultVideos: null as Promise<DefaultVideo[]> | null,
    /** Issue 14: listeners of social pushes (the "Add as friend" button). */
    socialListeners: new Set<(push: SocialPush) => void>(),
  });
  rt.current.options = options;

  const log = clientLog;
  rt.current.log = log;

  // The effect runner is built once: its functions read the mutable runtime (rt) and React's stable
  // state setters only, so no closure ever goes stale.
  const [engine] = useState(() => {
    function userData(): UserData {
      const r = rt.current;
      const data: UserData = { ident: r.ident, cameraEnabled: r.cameraEnabled };
      if (/^[a-z]{2}$/.test(r.options.lang)) data.lang = r.options.lang;
      if (r.interests.length) data.interests = r.interests;
      return data;
    }

    function addLine(line: Omit<ChatLine, "id">) {
      const id = ++rt.current.lineId;
      setLines((previous) => [...previous, { ...line, id }].slice(-MAX_LINES));
    }

    function ensureSocket(): Promise<ChatSocket> {
      const r = rt.current;
      if (r.socket) return Promise.resolve(r.socket);
      r.socketLoading ??= createChatSocket({
        getUserData: userData,
        log: r.log,
        onConnected: () => {
          setCoolingOffUntil(null);
          dispatch({ type: "SOCKET_CONNECTED" });
          void startSafeControl();
        },
        onDisconnected: () => dispatch({ type: "SOCKET_DISCONNECTED" }),
        onReconnectFailed: () => dispatch({ type: "SOCKET_RECONNECT_FAILED" }),
        onBanned: () => setBanned(true),
        onCoolingOff: (ms) => setCoolingOffUntil(Date.now() + ms),
        onMessage: (message) => onServerMessage(message),
        onSocial: (push) => {
          for (const listener of rt.current.socialListeners) listener(push);
        },
      }).then((socket) => {
        r.socket = socket;
        return socket;
      });
      return r.socketLoading;
    }

    function onServerMessage(message: ServerMessage) {
      const r = rt.current;
      if (
        (message.action === "addSessionDescription" || message.action === "addIceCandidate") &&
        r.state.available &&
        r.state.match?.matchId !== message.matchId &&
        (r.state.status === "searching" ||
          r.state.status === "searching-sda" ||
          r.state.status === "filtering")
      ) {
        // Signaling that overtook its addPeer (early-signals.ts): replayed when the match arrives.
        if (r.earlySignals.hold(message, Date.now())) return;
      }
      switch (message.action) {
        case "addPeer":
          rt.current.queue.keepOnly(message.matchId);
          dispatch({
            type: "ADD_PEER",
            match: {
              matchId: message.matchId,
              peerId: message.id,
              askForConnection: message.askForConnection,
              peerCameraEnabled: message.userData.cameraEnabled,
              peerUserIdent: message.peerUserIdent,
              encryptedIceServers: message.turn.iceServers,
              ...(message.resumeToken && rt.current.socket?.id
                ? { resumeToken: message.resumeToken, selfId: rt.current.socket.id }
                : {}),
            },
          });
          for (const early of r.earlySignals.take(message.matchId, Date.now())) onServerMessage(early);
          return;
        case "removePeer":
          dispatch({
            type: "REMOVE_PEER",
            peerId: message.id,
            ...(message.matchId ? { matchId: message.matchId } : {}),
            ...(message.reconnected ? { reconnected: true } : {}),
          });
          return;
        case "addIceCandidate":
          dispatch({
            type: "REMOTE_ICE_CANDIDATE",
            matchId: message.matchId,
            peerId: message.id,
            candidate: message.iceCandidate,
          });
          return;
        case "addSessionDescription":
          dispatch({
            type: "REMOTE_DESCRIPTION",
            matchId: message.matchId,
            peerId: message.id,
            description: message.sessionDescription,
          });
          return;
        case "receiveMessage":
          dispatch({ type: "RECEIVE_MESSAGE", matchId: message.matchId, text: message.text });
          return;
        case "showEmoji":
          dispatch({ type: "RECEIVE_EMOJI", matchId: message.matchId, emoji: message.emoji });
          return;
        case "forceBrowserReload":
          dispatch({ type: "FORCE_RELOAD" });
          return;
        case "setUserChatStatus":
          // Only the typing flag is shown (issue 16); the peer's status itself changes nothing here.
          dispatch({
            type: "PEER_STATUS",
            matchId: message.matchId,
            peerId: message.id,
            ...(message.typing === undefined ? {} : { typing: message.typing }),
          });
          return;
        case "peerReconnecting":
          dispatch({ type: "PEER_RECONNECTING", matchId: message.matchId, peerId: message.id });
          return;
        case "peerResumed":
          dispatch({
            type: "PEER_RESUMED",
            matchId: message.matchId,
            previousId: message.previousId,
            peerId: message.id,
          });
          return;
      }
    }

    async function resume(effect: Extract<ChatEffect, { type: "emitResume" }>) {
      const socket = rt.current.socket;
      if (!socket) return;
      const ack = await socket.call("resumeMatch", {
        matchId: effect.matchId,
        userId: effect.userId,
        token: effect.token,
      });
      if (ack.ok) {
        dispatch({
          type: "RESUME_OK",
          matchId: ack.matchId,
          peerId: ack.peerId,
          resumeToken: ack.resumeToken,
          selfId: socket.id,
        });
      } else if (ack.error !== ERROR_CODES.internal || socket.connected) {
        // Refused (the match is over) — or no answer on a live socket. A socket that dropped again
        // asks again when it is back (SOCKET_CONNECTED).
        dispatch({ type: "RESUME_REFUSED", matchId: effect.matchId });
      }
    }

    function showPeerTyping(typing: boolean) {
      const r = rt.current;
      clearTimeout(r.typingTimer);
      setPeerTyping(typing);
      // A lost "stopped typing" must not leave the indicator on for ever.
      if (typing) r.typingTimer = setTimeout(() => setPeerTyping(false), TYPING_SHOWN_MS);
    }

    function addReaction(emoji: string, from: "me" | "peer") {
      const id = ++rt.current.lineId;
      setReactions((list) => [...list.slice(-11), { id, emoji, from }]);
      setTimeout(() => setReactions((list) => list.filter((r) => r.id !== id)), REACTION_MS);
    }

    async function startSafeControl() {
      const r = rt.current;
      if (r.safeControl || rt.current.options.isDev || !r.socket) return;
      const socket = r.socket;
      const ack = await socket.call("getSafeControlConfig", null);
      const config: SafeControlConfig | null = ack.ok ? ack.config : null;
      r.safeControl = createSafeControl({
        config,
        isDev: rt.current.options.isDev,
        sender: {
          sendImage(kind, image, matchId) {
            void socket.call("safecontrol/i/chat", { kind, image, ...(matchId ? { matchId } : {}) });
          },
          sendVideo(video, mimeType, durationSec) {
            void socket.call("safecontrol/v/chat", { kind: "videoAtEnter", video, mimeType, durationSec });
          },
        },
      });
      if (r.localVideo && r.localStream) void r.safeControl.atEnter(r.localVideo, r.localStream);
    }

    function closePeer() {
      const r = rt.current;
      r.peer?.close();
      r.peer = null;
      r.pendingDescriptions.clear();
      setRemoteStream(null);
    }

    /**
     * Decision 055: the connection is built in the same task as addPeer (not after the socket
     * promise, the decryption and a render): its tracks are attached and the offer is made while the
     * ice servers are being decrypted, and the answering side is ready for the offer when it comes.
     */
    function buildPeer(effect: Extract<ChatEffect, { type: "createPeer" }>) {
      const r = rt.current;
      const socket = r.socket;
      const { match } = effect;
      if (!socket) throw new Error("no socket for the match");
      if (r.state.match?.matchId !== match.matchId || r.peer) return;
      const iceServers = resolveIceServers(match.encryptedIceServers, socket.iceKey, match.matchId, r.log);
      const peer = createPeer({
        matchId: match.matchId,
        makeOffer: effect.makeOffer,
        iceServers,
        localStream: r.localStream,
        // Hide my IP: only relay candidates are gathered and signaled (applies from the next peer).
        iceTransportPolicy: iceTransportPolicyFor(r.hideIp),
        queue: r.queue,
        log: r.log,
        onLocalDescription: (sessionDescription) => {
          void socket.call("transmitSessionDescription", {
            matchId: match.matchId,
            peerId: match.peerId,
            sessionDescription,
          });
        },
        onLocalCandidate: (iceCandidate) => {
          void socket.call("transmitICECandidate", {
            matchId: match.matchId,
            peerId: match.peerId,
            iceCandidate,
          });
        },
        onNegotiating: () => dispatch({ type: "PEER_NEGOTIATING", matchId: match.matchId }),
        onRemoteStream: (stream) => {
          setRemoteStream(stream);
          dispatch({ type: "PEER_REMOTE_STREAM", matchId: match.matchId });
        },
        onFailed: (_name, message) =>
          dispatch({ type: "PEER_FAILED", matchId: match.matchId, reason: message }),
      });
      r.peer = peer;
      if (r.state.resuming || r.state.peerReconnecting) peer.setHeld(true);
      // An offer that arrived while we were getting ready.
      const pending = r.pendingDescriptions.get(match.matchId);
      r.pendingDescriptions.delete(match.matchId);
      if (pending) {
        void peer.applyRemoteDescription(pending.description, pending.answer);
      }
    }

    function run(effect: ChatEffect) {
      const r = rt.current;
      const socket = r.socket;
      switch (effect.type) {
        case "connectSocket":
          // Decision 055: a socket made ahead (prepareSocket) opens in this very task, before React
          // renders the searching screen.
          if (r.socket) r.socket.connect();
          else void ensureSocket().then((s) => s.connect());
          return;
        case "emit":
          if (effect.event === "updateUserData") void socket?.call("updateUserData", userData());
          else void socket?.call(effect.event, null);
          return;
        case "emitReport":
          void socket?.call("action", {
            name: CHAT_ACTIONS.report,
            args: { reason: effect.reason.slice(0, LIMITS.reportReasonChars) },
            matchId: effect.matchId,
          });
          return;
        case "emitMessage":
          void socket?.call("action", {
            name: CHAT_ACTIONS.sendMessage,
            args: { text: effect.text },
            matchId: effect.matchId,
          });
          return;
        case "emitEmoji":
          void socket?.call("action", {
            name: CHAT_ACTIONS.showEmoji,
            args: { emoji: effect.emoji },
            matchId: effect.matchId,
          });
          return;
        case "emitTyping":
          void socket?.call("action", {
            name: CHAT_ACTIONS.setUserChatStatus,
            args: { status: effect.status, typing: effect.typing },
            matchId: effect.matchId,
          });
          return;
        case "emitResume":
          void resume(effect);
          return;
        case "emitNext":
          void socket?.call("nextUser", { matchId: effect.matchId });
          return;
        case "startResumeTimer":
          clearTimeout(r.resumeTimer);
          r.resumeTimer = setTimeout(
            () => dispatch({ type: "RESUME_TIMEOUT", matchId: effect.matchId }),
            LIMITS.resumeWindowMs,
          );
          return;
        case "holdPeer":
          r.peer?.setHeld(effect.held);
          return;
        case "restartIce":
          if (r.peer?.matchId === effect.matchId) r.peer.restartIce();
          return;
        case "peerTyping":
          showPeerTyping(effect.typing);
          return;
        case "emitRtcException":
          void socket?.call("exceptionOnRTC", {
            matchId: effect.matchId,
            ...(r.state.match ? { peerId: r.state.match.peerId } : {}),
            name: "rtc",
            message: effect.reason.slice(0, 500),
          });
          return;
        case "createPeer":
          try {
            buildPeer(effect);
          } catch (error) {
            dispatch({ type: "PEER_FAILED", matchId: effect.match.matchId, reason: String(error) });
          }
          return;
        case "closePeer":
          closePeer();
          showPeerTyping(false);
          return;
        case "applyRemoteDescription":
          if (r.peer?.matchId === effect.matchId)
            void r.peer.applyRemoteDescription(effect.description, effect.answer);
          else
            r.pendingDescriptions.set(effect.matchId, {
              description: effect.description,
              answer: effect.answer,
            });
          return;
        case "applyIceCandidate":
          if (r.peer?.matchId === effect.matchId) void r.peer.applyIceCandidate(effect.candidate);
          else r.queue.push(effect.matchId, effect.candidate);
          return;
        case "resetConversation":
          setLines([]);
          showPeerTyping(false);
          return;
        case "showMessage":
          if (effect.from === "peer") showPeerTyping(false);
          addLine({ from: effect.from, text: effect.text });
          return;
        case "showEmoji":
          addLine({ from: effect.from, text: effect.emoji, emoji: true });
          addReaction(effect.emoji, effect.from);
          return;
        case "notice":
          addLine({ from: "system", text: "", notice: effect.notice });
          return;
        case "chatStarted":
          if (r.localVideo) r.safeControl?.atChatStart(r.localVideo, effect.matchId);
          return;
        case "log":
          r.log({ type: effect.level, name: effect.name, text: effect.text });
          return;
        case "reload":
          window.location.reload();
          return;
      }
    }

    function dispatch(event: ChatEvent) {
      const r = rt.current;
      const { state: next, effects } = transition(r.state, event);
      r.state = next;
      setState(next);
      for (const effect of effects) run(effect);
    }

    /** Spec §7.2 getDefaultVideos, asked once per page (the list does not change during a visit). */
    function defaultVideos(): Promise<DefaultVideo[]> {
      const r = rt.current;
      if (r.defaultVideos) return r.defaultVideos;
      const socket = r.socket;
      if (!socket?.connected) return Promise.resolve([]);
      const lang = /^[a-z]{2}$/.test(r.options.lang) ? r.options.lang : undefined;
      r.defaultVideos = socket.call("getDefaultVideos", lang ? { lang } : null).then((ack) => {
        if (ack.ok) return ack.videos;
        r.defaultVideos = null;
        return [];
      });
      return r.defaultVideos;
    }

    const typing = createTypingSender({ send: (value) => dispatch({ type: "SEND_TYPING", typing: value }) });

    async function onlineCount(): Promise<number | null> {
      const socket = rt.current.socket;
      if (!socket?.connected) return null;
      const ack = await socket.call("getOnlineCount", null);
      return ack.ok ? ack.online : null;
    }

    /**
     * Decision 055: the socket object (not its connection: spec §7.2 "manual open") is made while the
     * page is idle, so Start opens the WebSocket at once.
     */
    function prepareSocket() {
      void ensureSocket().catch(() => {
        rt.current.socketLoading = null;
      });
    }

    return { dispatch, defaultVideos, typing, onlineCount, prepareSocket };
  });
  const dispatch = engine.dispatch;

  // ---- media -------------------------------------------------------------------------------------

  const startCamera = useCallback(async (wanted: DeviceChoice = {}) => {
    const r = rt.current;
    if (!isMediaSupported()) {
      setMedia("unsupported");
      return;
    }
    setMedia("asking");
    const outcome = await openCamera(wanted, currentOrientation() === ORIENTATION.portrait);
    if (outcome.kind !== "ok") {
      setMedia(outcome.kind);
      setMediaError(outcome.kind === "error" ? outcome.message : "");
      return;
    }
    const previous = r.localStream;
    r.localStream = outcome.stream;
    r.cameraEnabled = true;
    setLocalStream(outcome.stream);
    setMedia("ready");
    setMicOn(true);
    setCameraOn(true);
    // Mid-chat device change: swap tracks in place, no renegotiation.
    if (r.peer) for (const track of outcome.stream.getTracks()) void r.peer.replaceTrack(track);
    if (previous && previous !== outcome.stream) stopStream(previous);
    setDevices(await listDevices().catch(() => ({ cameras: [], microphones: [] })));
  }, []);

  const chooseTextOnly = useCallback(() => {
    const r = rt.current;
    stopStream(r.localStream);
    r.localStream = null;
    r.cameraEnabled = false;
    setLocalStream(null);
    setMedia("text-only");
  }, []);

  const selectDevice = useCallback(
    (kind: "video" | "audio", deviceId: string) => {
      const next = { ...choice, [kind === "video" ? "videoDeviceId" : "audioDeviceId"]: deviceId || null };
      setChoice(next);
      void startCamera(next);
    },
    [choice, startCamera],
  );

  const toggleMic = useCallback(() => {
    const tracks = rt.current.localStream?.getAudioTracks() ?? [];
    const on = !(tracks[0]?.enabled ?? false);
    for (const track of tracks) track.enabled = on;
    setMicOn(on);
  }, []);

  const toggleCamera = useCallback(() => {
    // The track stays in the connection (the peer sees black), so turning it back on is instant.
    const tracks = rt.current.localStream?.getVideoTracks() ?? [];
    const on = !(tracks[0]?.enabled ?? false);
    for (const track of tracks) track.enabled = on;
    setCameraOn(on);
  }, []);

  const setHideIp = useCallback((on: boolean) => {
    rt.current.hideIp = on;
    setHideIpState(on);
    writeHideIp(on);
  }, []);

  const setLocalVideo = useCallback((element: HTMLVideoElement | null) => {
    rt.current.localVideo = element;
  }, []);

  const commitInterests = useCallback((): boolean => {
    const r = rt.current;
    const parsed = parseInterests(interests);
    const changed = parsed.join(",") !== r.interests.join(",");
    r.interests = parsed;
    return changed;
  }, [interests]);

  // Once the person can press Start, the socket client is fetched and the socket made (not opened)
  // while the page is idle.
  const canStartSoon = media === "ready" || media === "text-only";
  useEffect(() => {
    if (!canStartSoon) return;
    const idle = window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 500));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => engine.prepareSocket(), { timeout: 3000 });
    return () => cancel(handle);
  }, [canStartSoon, engine]);

  // Client-only start-up: ident, then the camera preview before the first match (issue 4 item 6).
  useEffect(() => {
    const r = rt.current;
    r.ident = localIdent();
    r.hideIp = readHideIp(r.options.hideIpDefault ?? false);
    // As a transition: the re-render this start-up causes yields to the browser instead of running
    // in one long task right after hydration (Lighthouse's blocking time, issue 16).
    startTransition(() => {
      setHideIpState(r.hideIp);
      bump();
      void startCamera();
    });
    // Leaving the page is leaving the chat: close the socket on purpose, so the server ends the match
    // at once instead of keeping it for a resume (issue 16). A page restored from the back-forward
    // cache starts afresh.
    const onPageHide = () => r.socket?.close();
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted && r.state.socket !== "closed") window.location.reload();
    };
    window.addEventListener("pagehide", onPageHide);
    window.addEventListener("pageshow", onPageShow);
    return () => {
      window.removeEventListener("pagehide", onPageHide);
      window.removeEventListener("pageshow", onPageShow);
      clearTimeout(r.typingTimer);
      clearTimeout(r.resumeTimer);
      r.socket?.close();
      r.peer?.close();
      r.peer = null;
      stopStream(r.localStream);
      r.localStream = null;
    };
  }, [startCamera]);

  return {
    state,
    media,
    mediaError,
    localStream,
    remoteStream,
    lines,
    devices,
    choice,
    micOn,
    cameraOn,
    interests,
    setInterests,
    hideIp,
    setHideIp,
    dispatch,
    start: () => dispatch({ type: "START", cameraEnabled: rt.current.cameraEnabled && media === "ready" }),
    startCamera,
    chooseTextOnly,
    selectDevice,
    toggleMic,
    toggleCamera,
    setLocalVideo,
    commitInterests,
    /** The live peer connection (quality indicator, tests and the latency benchmark). */
    peerConnection: () => rt.current.peer?.connection ?? null,
    peerTyping,
    reactions,
    banned,
    /** Decision 060: the server refuses this address until then (epoch ms); null when it does not. */
    coolingOffUntil,
    /** The text box changed: typing status for the peer, throttled (issue 16). */
    onTyping: (text: string) => engine.typing.input(text),
    sendMessage: (text: string) => {
      engine.typing.sent();
      dispatch({ type: "SEND_MESSAGE", text });
    },
    defaultVideos: engine.defaultVideos,
    registerPlayedVideo: (videoId: string) => {
      void rt.current.socket?.call("registerPlayedVideo", { videoId });
    },
    /** People online now, rounded by the server; null when it cannot be asked. */
    onlineCount: engine.onlineCount,
    /** The ident of this browser (the connection check's TURN credentials are minted for it). */
    ident: () => rt.current.ident,
    /** Issue 14: the social calls on this socket ("Add as friend") and their pushes. */
    social,
  };
}

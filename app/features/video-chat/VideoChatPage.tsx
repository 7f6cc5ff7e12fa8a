/**
 * The random video chat screen (spec §4.6, issue 16); mounted by the /chat and random-video-chat
 * routes. This page only composes the parts in components/ (CONVENTIONS habit 14); the behaviour is
 * in the pure machine (machine.ts) run by useVideoChat.
 *
 * Layout (video-chat.css): on phones the stranger fills the screen during a chat, with your preview
 * as a draggable picture-in-picture, the controls and the last messages over the bottom of the
 * video; on desktop the stranger large, the chat in a column on the right. No page scroll anywhere.
 *
 * Mount points for other features are marked "MOUNT POINT" below.
 */
import { lazy, memo, Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRouteLoaderData } from "react-router";
import { AdSlot } from "#app/components/AdSlot.tsx";
import { openConsentDialog } from "#app/features/ads/consent-store.ts";
import {
  NudityGuard,
  useCheckOnSearch,
  useModeration,
  WarningNotice,
} from "#app/features/moderation/index.ts";
import { AddFriendButton } from "#app/features/social/AddFriendButton.tsx";
import { CameraHelp } from "./components/CameraHelp.tsx";
import { ChatPanel } from "./components/ChatPanel.tsx";
import { ChatStyles } from "./components/ChatStyles.tsx";
import { ControlBar } from "./components/ControlBar.tsx";
import { EmojiReactions } from "./components/EmojiReactions.tsx";
import { LocalPreview } from "./components/LocalPreview.tsx";
import { QualityIndicator } from "./components/QualityIndicator.tsx";
import { RemoteVideo } from "./components/RemoteVideo.tsx";
import { SearchingScreen } from "./components/SearchingScreen.tsx";
import { StartPanel } from "./components/StartPanel.tsx";
import { connectionCheckDone, rememberConnectionCheck } from "./connection-check.ts";
import { type ChatStatus, isMatchStatus, isSearching } from "./machine.ts";
import { useConnectionQuality } from "./use-connection-quality.ts";
import { useShortcuts } from "./use-shortcuts.ts";
import { useSwipeNext } from "./use-swipe.ts";
import { useVideoChat } from "./use-video-chat.ts";
import { useVisualViewport } from "./use-viewport.ts";

// Opened on demand: not part of the page's first download.
const ConnectionCheck = lazy(() => import("./components/ConnectionCheck.tsx"));
const ReportDialog = lazy(() => import("./components/ReportDialog.tsx"));
const SettingsDialog = lazy(() => import("./components/SettingsDialog.tsx"));
// Issue 13: balance and partner filter on the chat screen, loaded once the chat is in use.
const FilterBadge = lazy(() =>
  import("#app/features/rewards/FilterBadge.tsx").then((m) => ({ default: m.FilterBadge })),
);

/** The last element of the screen's markup (the chat route holds the first paint until it is parsed). */
export const SCREEN_END_ID = "video-chat-end";

/** What this screen needs of the root loader (app/root.tsx): the page language, isDev, hideIpDefault. */
type RootData = { lang: string; publicConfig: { isDev: boolean; hideIpDefault?: boolean } };

/**
 * A callback that keeps its identity across renders and always calls the latest `fn`: the memoized
 * parts of the screen (ChatPanel, ControlBar, StartPanel…) then skip the re-renders that do not
 * concern them (issue 16: every state change of the chat re-rendered the whole screen).
 */
function useLatest<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const ref = useRef(fn);
  ref.current = fn;
  return useCallback((...args: A) => ref.current(...args), []);
}

/** The start screen (your camera large, Start) or the chat session (searching or matched). */
/** Whole seconds until `until` (epoch ms), counting down once a second; 0 when null or past. */
function useSecondsUntil(until: number | null): number {
  const left = () => (until === null ? 0 : Math.max(0, Math.ceil((until - Date.now()) / 1000)));
  const [seconds, setSeconds] = useState(left);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `left` reads `until` only
  useEffect(() => {
    setSeconds(left());
    if (until === null) return;
    const timer = window.setInterval(() => {
      const now = left();
      setSeconds(now);
      if (now === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [until]);
  return seconds;
}

function phaseOf(status: ChatStatus): "start" | "session" {
  return status === "primary-action" || status === "stoped" || status === "reconnect-failed"
    ? "start"
    : "session";
}

export function VideoChatPage() {
  const root = useRouteLoaderData("root") as RootData | undefined;
  // The router's state changes after hydration (route discovery patches the route table): only this
  // reader re-renders then, the screen below only when these values change (issue 16).
  return (
    <VideoChatScreen
      lang={root?.lang ?? "en"}
      isDev={root?.publicConfig.isDev ?? false}
      hideIpDefault={root?.publicConfig.hideIpDefault ?? false}
    />
  );
}

const VideoChatScreen = memo(function VideoChatScreen(props: {
  lang: string;
  isDev: boolean;
  hideIpDefault: boolean;
}) {
  const { t } = useTranslation("chat");
  const { t: ts } = useTranslation("chatScreen");
  const { lang } = props;
  const chat = useVideoChat({ lang, isDev: props.isDev, hideIpDefault: props.hideIpDefault });
  const { state, media, dispatch } = chat;
  const status = state.status;
  const base = status === "reporting" || status === "filtering" ? (state.under ?? status) : status;
  const phase = phaseOf(base);
  const inMatch = isMatchStatus(base);
  const searching = isSearching(base);
  // Once the chat was started, the credits and filter badge stays (issue 13).
  const [used, setUsed] = useState(false);
  useEffect(() => {
    if (phase === "session") setUsed(true);
  }, [phase]);
  const textOnlyMatch = inMatch && (!state.cameraEnabled || state.match?.peerCameraEnabled === false);
  const canStart =
    phase === "start" && base !== "reconnect-failed" && (media === "ready" || media === "text-only");

  const screenRef = useRef<HTMLElement | null>(null);
  const stageRef = useRef<HTMLDivElement | null>(null);
  /** The stranger's <video>: moderation reads frames from it (MOUNT POINT, see below). */
  const remoteVideoRef = useRef<HTMLVideoElement | null>(null);
  const [checkOpen, setCheckOpen] = useState(false);
  // Dialog code is fetched the first time each one opens, then kept.
  const [loaded, setLoaded] = useState({ check: false, report: false, settings: false });
  const load = useCallback(
    (name: "check" | "report" | "settings") => setLoaded((l) => (l[name] ? l : { ...l, [name]: true })),
    [],
  );

  useVisualViewport(screenRef);
  // Issue 12: a moderator's warning is shown at the next search.
  useCheckOnSearch(searching);
  // A ban that starts while the page is open: the moderation gate reads the status again and shows
  // the ban screen with its statement of reasons and the appeal form (issue 12).
  const moderation = useModeration();
  useEffect(() => {
    if (chat.banned) void moderation.refresh();
  }, [chat.banned, moderation.refresh]);
  const quality = useConnectionQuality(chat.peerConnection, base === "connected" && !!chat.remoteStream);

  const start = useLatest(() => {
    // Issue 16: the connection check comes before the first search, once (done or skipped).
    if (!connectionCheckDone()) {
      load("check");
      setCheckOpen(true);
      return;
    }
    chat.start();
  });
  const next = useCallback(() => dispatch({ type: "NEXT" }), [dispatch]);
  const stop = useCallback(() => dispatch({ type: "STOP" }), [dispatch]);
  const openReport = useCallback(() => {
    load("report");
    dispatch({ type: "REPORT_OPEN" });
  }, [load, dispatch]);
  const openSettings = useCallback(() => {
    load("settings");
    dispatch({ type: "FILTER_OPEN" });
  }, [load, dispatch]);
  const openCheck = useCallback(() => {
    load("check");
    setCheckOpen(true);
  }, [load]);
  const sendEmoji = useCallback((emoji: string) => dispatch({ type: "SEND_EMOJI", emoji }), [dispatch]);
  const sendMessage = useLatest(chat.sendMessage);
  const onTyping = useLatest(chat.onTyping);
  const retryCamera = useLatest(() => void chat.startCamera(chat.choice));
  const matchId = state.match?.matchId;
  // Issue 14: "Add as friend" (both pressed: a direct chat between them).
  const matchActions = useMemo(
    () => (matchId ? <AddFriendButton key={matchId} matchId={matchId} social={chat.social} /> : null),
    [matchId, chat.social],
  );

  useSwipeNext(stageRef, {
    enabled: inMatch && status !== "reporting" && status !== "filtering",
    onNext: next,
  });
  useShortcuts({
    dialogOpen: status === "reporting" || status === "filtering" || checkOpen,
    next,
    start: canStart ? start : null,
    stop,
    report: openReport,
    toggleMic: chat.toggleMic,
    toggleCamera: chat.toggleCamera,
  });

  // Decision 060: the server refuses this address for a while; say so instead of "searching".
  const coolOffSeconds = useSecondsUntil(chat.coolingOffUntil);
  const away = inMatch && (state.resuming || state.peerReconnecting);
  const awayText = state.resuming ? ts("reconnecting.self") : ts("reconnecting.peer");
  const statusText = away
    ? awayText
    : base === "connected" && textOnlyMatch
      ? t("status.connectedTextOnly")
      : searching && coolOffSeconds > 0 && state.socket !== "open"
        ? t("status.coolingOff", { seconds: coolOffSeconds })
        : searching && state.socket === "reconnecting"
          ? t("status.reconnecting")
          : t(`status.${status}`);

  // Until the moderation gate has read the ban (effect above), a short notice stands in.
  if (chat.banned) {
    return (
      <section id="video-chat" className="vc vc-banned" data-status="banned">
        <ChatStyles />
        <p role="alert" data-testid="banned">
          {ts("banned")}
        </p>
      </section>
    );
  }

  return (
    <section
      id="video-chat"
      ref={screenRef}
      className="vc"
      data-phase={phase}
      data-status={status}
      data-media={media}
      data-socket={state.socket}
      data-in-match={inMatch || undefined}
      data-match-id={state.match?.matchId}
      data-away={away || undefined}
    >
      <ChatStyles />
      <h2 className="vc-visually-hidden">{t("title")}</h2>

      <div ref={stageRef} className="vc-stage">
        <div className="vc-remote" data-testid="remote-area">
          {/* Issue 12: the on-device nudity check blurs the stranger's video, with "Show anyway". */}
          <NudityGuard
            matchId={chat.remoteStream ? (state.match?.matchId ?? null) : null}
            onReport={openReport}
          >
            <RemoteVideo stream={chat.remoteStream} videoRef={remoteVideoRef} />
          </NudityGuard>
          {searching && (
            <SearchingScreen
              lang={lang}
              title={statusText}
              online={state.socket === "open"}
              loadVideos={chat.defaultVideos}
              onPlayed={chat.registerPlayedVideo}
              loadOnlineCount={chat.onlineCount}
              // MOUNT POINT (ads issue): the searching ad reports itself through these, and its
              // <AdSlot placement="chatSearching" /> is reserved inside SearchingScreen.
              onAdShown={() => dispatch({ type: "SEARCH_AD_SHOWN" })}
              onAdDone={() => dispatch({ type: "SEARCH_AD_DONE" })}
            />
          )}
          {inMatch && !chat.remoteStream && (
            <p
              className="vc-placeholder"
              data-testid={state.match?.peerCameraEnabled === false ? "peer-placeholder" : undefined}
            >
              {state.match?.peerCameraEnabled === false ? t("video.peerNoCamera") : t("video.peerWaiting")}
            </p>
          )}
          {/* MOUNT POINT (moderation): overlays over the stranger's video, e.g.
              <BlurOverlay blurred={useNudityBlur(remoteVideoRef)} /> — drawn above the video, below the
              controls. */}
          <EmojiReactions reactions={chat.reactions} />
          {away && (
            // Announced by the status line; this is the visible cover over the frozen video.
            <div className="vc-away" data-testid="reconnecting" aria-hidden="true">
              <span className="vc-spinner" />
              {awayText}
            </div>
          )}
        </div>

        <LocalPreview
          stream={chat.localStream}
          setElement={chat.setLocalVideo}
          mode={phase === "start" ? "full" : "pip"}
          textOnly={media === "text-only"}
          cameraOn={chat.cameraOn}
        />

        <div className="vc-topbar">
          <p className="vc-status" role="status" aria-live="polite" data-testid="status" data-status={status}>
            {statusText}
          </p>
          {inMatch && <QualityIndicator quality={quality} />}
          {used && (
            <Suspense fallback={null}>
              <FilterBadge active={used} disabled={inMatch || media !== "ready"} onOpen={openSettings} />
            </Suspense>
          )}
        </div>

        {state.status === "reconnect-failed" && (
          <div className="vc-banner" role="alert">
            <span>{t("status.reconnect-failed")}</span>
            <button type="button" data-testid="retry" onClick={() => dispatch({ type: "RETRY_CONNECT" })}>
              {t("actions.retry")}
            </button>
          </div>
        )}
        <CameraHelp
          media={media}
          message={chat.mediaError}
          onRetry={retryCamera}
          onTextOnly={chat.chooseTextOnly}
        />
      </div>

      <div className="vc-dock">
        {phase === "start" && (
          <StartPanel hideIp={chat.hideIp} onHideIp={chat.setHideIp} onCheckConnection={openCheck} />
        )}
        <ChatPanel
          lines={chat.lines}
          enabled={inMatch && !state.resuming}
          peerTyping={chat.peerTyping}
          onSend={sendMessage}
          onTyping={onTyping}
          onEmoji={sendEmoji}
        />
        {/* Issue 13: spec §2.8 placements around the start-chat button, before a chat only. */}
        {phase === "start" && <AdSlot placement="aboveStartButton" />}
        <ControlBar
          phase={phase}
          inMatch={inMatch}
          canStart={canStart}
          canStop={phase === "session"}
          mediaReady={media === "ready"}
          micOn={chat.micOn}
          cameraOn={chat.cameraOn}
          settingsEnabled={media === "ready" && !inMatch}
          onStart={start}
          onNext={next}
          onStop={stop}
          onReport={openReport}
          onToggleMic={chat.toggleMic}
          onToggleCamera={chat.toggleCamera}
          onSettings={openSettings}
          matchActions={matchActions}
        />
        {phase === "start" && <AdSlot placement="belowStartButton" />}
      </div>
      <WarningNotice />
      <span id={SCREEN_END_ID} hidden />

      <Suspense fallback={null}>
        {loaded.report && (
          <ReportDialog
            open={status === "reporting"}
            onCancel={() => dispatch({ type: "REPORT_CANCEL" })}
            onSubmit={(reason) => dispatch({ type: "REPORT_SUBMIT", reason })}
          />
        )}
        {loaded.settings && (
          <SettingsDialog
            open={status === "filtering"}
            chat={chat}
            onClose={() => dispatch({ type: "FILTER_CLOSE", userDataChanged: chat.commitInterests() })}
            onCheckConnection={() => {
              dispatch({ type: "FILTER_CLOSE", userDataChanged: chat.commitInterests() });
              load("check");
              setCheckOpen(true);
            }}
            onPrivacyChoices={() => {
              // The settings are a modal <dialog>: the page behind it, the consent dialog included,
              // is inert until it closes. Close it first, then open the consent dialog.
              dispatch({ type: "FILTER_CLOSE", userDataChanged: chat.commitInterests() });
              requestAnimationFrame(() => openConsentDialog());
            }}
          />
        )}
        {loaded.check && (
          <ConnectionCheck
            open={checkOpen}
            stream={chat.localStream}
            textOnly={media === "text-only"}
            hideIp={chat.hideIp}
            ident={chat.ident()}
            onCancel={() => setCheckOpen(false)}
            onSkip={() => {
              rememberConnectionCheck("skipped");
              setCheckOpen(false);
              if (canStart) chat.start();
            }}
            onStart={() => {
              rememberConnectionCheck("done");
              setCheckOpen(false);
              if (canStart) chat.start();
            }}
          />
        )}
      </Suspense>
    </section>
  );
});

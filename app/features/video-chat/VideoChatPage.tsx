/** The random video chat screen (spec §4.6); mounted by the /chat and random-video-chat routes. */
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRouteLoaderData } from "react-router";
import { BlurSetting, NudityGuard, useCheckOnSearch, WarningNotice } from "#app/features/moderation/index.ts";
import { LIMITS } from "#common/protocol/index.ts";
import { isMatchStatus, isSearching } from "./machine.ts";
import { detectBrowser } from "./media.ts";
import { type ChatLine, useVideoChat } from "./use-video-chat.ts";
import "./video-chat.css";

/** What this screen needs of the root loader (app/root.tsx): the page language, isDev, hideIpDefault. */
type RootData = { lang: string; publicConfig: { isDev: boolean; hideIpDefault?: boolean } };

const EMOJIS = ["👋", "😀", "😂", "😍", "👍", "❤️", "😮", "😢"] as const;
const REPORT_REASONS = ["nudity", "minor", "harassment", "violence", "spam", "other"] as const;

export function VideoChatPage() {
  const root = useRouteLoaderData("root") as RootData | undefined;
  const { t } = useTranslation("chat");
  const chat = useVideoChat({
    lang: root?.lang ?? "en",
    isDev: root?.publicConfig.isDev ?? false,
    hideIpDefault: root?.publicConfig.hideIpDefault ?? false,
  });
  const hideIpHintId = useId();
  const { state, media, dispatch } = chat;
  const status = state.status;
  const base = status === "reporting" || status === "filtering" ? (state.under ?? status) : status;
  const inMatch = isMatchStatus(base);
  const textOnlyMatch = inMatch && (!state.cameraEnabled || state.match?.peerCameraEnabled === false);
  const canStart =
    (base === "primary-action" || base === "stoped") && (media === "ready" || media === "text-only");
  // Issue 12: a moderator's warning is shown at the next search.
  useCheckOnSearch(isSearching(base));

  const statusText =
    base === "connected" && textOnlyMatch
      ? t("status.connectedTextOnly")
      : isSearching(base) && state.socket === "reconnecting"
        ? t("status.reconnecting")
        : t(`status.${status}`);

  // Keyboard shortcuts (issue 4: Esc = next; the others are listed on screen).
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.key === "Escape") {
        // Open dialogs handle Esc themselves (cancel); everywhere else Esc means "next person".
        if (status === "reporting" || status === "filtering") return;
        event.preventDefault();
        dispatch({ type: "NEXT" });
        return;
      }
      if (!event.altKey || event.ctrlKey || event.metaKey) return;
      let action: (() => void) | null = null;
      switch (event.code) {
        case "KeyS":
          if (canStart) action = chat.start;
          break;
        case "KeyX":
          action = () => dispatch({ type: "STOP" });
          break;
        case "KeyR":
          action = () => dispatch({ type: "REPORT_OPEN" });
          break;
        case "KeyM":
          action = chat.toggleMic;
          break;
        case "KeyV":
          action = chat.toggleCamera;
          break;
      }
      if (action) {
        event.preventDefault();
        action();
      }
    }
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [status, canStart, dispatch, chat.start, chat.toggleMic, chat.toggleCamera]);

  return (
    <section
      id="video-chat"
      className="vc"
      data-status={status}
      data-media={media}
      data-socket={state.socket}
    >
      <h2 className="vc-visually-hidden">{t("title")}</h2>
      <p className="vc-status" role="status" aria-live="polite" data-testid="status" data-status={status}>
        {statusText}
      </p>

      {state.status === "reconnect-failed" && (
        <div className="vc-banner" role="alert">
          <span>{t("status.reconnect-failed")}</span>
          <button type="button" data-testid="retry" onClick={() => dispatch({ type: "RETRY_CONNECT" })}>
            {t("actions.retry")}
          </button>
        </div>
      )}

      <div className="vc-layout">
        <section className="vc-stage" aria-label={t("title")}>
          <NudityGuard
            matchId={chat.remoteStream ? (state.match?.matchId ?? null) : null}
            onReport={() => dispatch({ type: "REPORT_OPEN" })}
          >
            <RemoteVideo
              stream={chat.remoteStream}
              placeholder={
                inMatch && state.match?.peerCameraEnabled === false
                  ? t("video.peerNoCamera")
                  : inMatch
                    ? t("video.peerWaiting")
                    : ""
              }
              peerWithoutCamera={inMatch && state.match?.peerCameraEnabled === false}
            />
          </NudityGuard>
          <div className="vc-local">
            {media === "text-only" ? (
              <p className="vc-placeholder" data-testid="text-only">
                {t("video.textOnly")}
              </p>
            ) : (
              <>
                <LocalVideo
                  stream={chat.localStream}
                  setElement={chat.setLocalVideo}
                  label={t("video.local")}
                />
                {!chat.cameraOn && <p className="vc-placeholder vc-overlay">{t("video.cameraOff")}</p>}
              </>
            )}
          </div>
          <CameraHelp
            media={media}
            message={chat.mediaError}
            onRetry={() => void chat.startCamera(chat.choice)}
            onTextOnly={chat.chooseTextOnly}
          />
        </section>

        <section className="vc-controls" aria-label={t("shortcuts.title")}>
          <div className="vc-buttons">
            {base === "primary-action" || base === "stoped" || base === "reconnect-failed" ? (
              <button
                type="button"
                className="vc-primary"
                data-testid="start"
                disabled={!canStart}
                onClick={chat.start}
                aria-keyshortcuts="Alt+S"
              >
                {t("actions.start")}
              </button>
            ) : (
              <button
                type="button"
                className="vc-primary"
                data-testid="next"
                disabled={!inMatch}
                onClick={() => dispatch({ type: "NEXT" })}
                aria-keyshortcuts="Escape"
              >
                {t("actions.next")}
              </button>
            )}
            <button
              type="button"
              data-testid="stop"
              disabled={base === "primary-action" || base === "stoped"}
              onClick={() => dispatch({ type: "STOP" })}
              aria-keyshortcuts="Alt+X"
            >
              {t("actions.stop")}
            </button>
            <button
              type="button"
              data-testid="report"
              disabled={!inMatch}
              onClick={() => dispatch({ type: "REPORT_OPEN" })}
              aria-keyshortcuts="Alt+R"
            >
              {t("actions.report")}
            </button>
          </div>
          <div className="vc-toggles">
            <button
              type="button"
              data-testid="mute"
              aria-pressed={!chat.micOn}
              disabled={media !== "ready"}
              onClick={chat.toggleMic}
              aria-keyshortcuts="Alt+M"
            >
              {chat.micOn ? t("actions.mute") : t("actions.unmute")}
            </button>
            <button
              type="button"
              data-testid="camera-toggle"
              aria-pressed={!chat.cameraOn}
              disabled={media !== "ready"}
              onClick={chat.toggleCamera}
              aria-keyshortcuts="Alt+V"
            >
              {chat.cameraOn ? t("actions.cameraOff") : t("actions.cameraOn")}
            </button>
            <button
              type="button"
              data-testid="settings"
              disabled={media !== "ready" || inMatch}
              onClick={() => dispatch({ type: "FILTER_OPEN" })}
            >
              {t("actions.settings")}
            </button>
          </div>
          <div className="vc-privacy">
            <label className="vc-check">
              <input
                type="checkbox"
                data-testid="hide-ip"
                checked={chat.hideIp}
                onChange={(event) => chat.setHideIp(event.target.checked)}
                aria-describedby={hideIpHintId}
              />
              {t("privacy.hideIp")}
            </label>
            <p id={hideIpHintId} className="vc-hint vc-privacy-hint">
              {t("privacy.hideIpHint")}
            </p>
            <BlurSetting />
          </div>
          <details className="vc-shortcuts">
            <summary>{t("shortcuts.title")}</summary>
            <ul>
              <li>{t("shortcuts.next")}</li>
              <li>{t("shortcuts.start")}</li>
              <li>{t("shortcuts.stop")}</li>
              <li>{t("shortcuts.report")}</li>
              <li>{t("shortcuts.mute")}</li>
              <li>{t("shortcuts.camera")}</li>
            </ul>
          </details>
        </section>

        <ChatPanel
          lines={chat.lines}
          enabled={inMatch}
          onSend={(text) => dispatch({ type: "SEND_MESSAGE", text })}
          onEmoji={(emoji) => dispatch({ type: "SEND_EMOJI", emoji })}
        />
      </div>

      <ReportDialog
        open={status === "reporting"}
        onCancel={() => dispatch({ type: "REPORT_CANCEL" })}
        onSubmit={(reason) => dispatch({ type: "REPORT_SUBMIT", reason })}
      />
      <WarningNotice />
      <SettingsDialog
        open={status === "filtering"}
        chat={chat}
        onClose={() => dispatch({ type: "FILTER_CLOSE", userDataChanged: chat.commitInterests() })}
      />
    </section>
  );
}

function LocalVideo(props: {
  stream: MediaStream | null;
  setElement: (element: HTMLVideoElement | null) => void;
  label: string;
}) {
  const ref = useRef<HTMLVideoElement | null>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    video.srcObject = props.stream;
    if (props.stream) void video.play().catch(() => {});
  }, [props.stream]);
  return (
    <video
      ref={(element) => {
        ref.current = element;
        props.setElement(element);
      }}
      className="vc-video vc-video-local"
      data-testid="local-video"
      aria-label={props.label}
      autoPlay
      playsInline
      // Never hear yourself (and never be blocked by autoplay rules).
      muted
    />
  );
}

function RemoteVideo(props: { stream: MediaStream | null; placeholder: string; peerWithoutCamera: boolean }) {
  const { t } = useTranslation("chat");
  const ref = useRef<HTMLVideoElement | null>(null);
  const [blocked, setBlocked] = useState(false);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    video.srcObject = props.stream;
    setBlocked(false);
    // Mobile browsers may refuse autoplay with sound: offer a tap instead of failing silently.
    if (props.stream) video.play().catch(() => setBlocked(true));
  }, [props.stream]);
  return (
    <div className="vc-remote">
      {/* biome-ignore lint/a11y/useMediaCaption: a live camera has no caption track; the text chat is beside it */}
      <video
        ref={ref}
        className="vc-video vc-video-remote"
        data-testid="remote-video"
        aria-label={t("video.remote")}
        autoPlay
        playsInline
        hidden={!props.stream}
      />
      {!props.stream && props.placeholder && (
        <p className="vc-placeholder" data-testid={props.peerWithoutCamera ? "peer-placeholder" : undefined}>
          {props.placeholder}
        </p>
      )}
      {blocked && (
        <button
          type="button"
          className="vc-tap"
          data-testid="tap-to-play"
          onClick={() => {
            void ref.current?.play().then(() => setBlocked(false));
          }}
        >
          {t("actions.tapToPlay")}
        </button>
      )}
    </div>
  );
}

function CameraHelp(props: { media: string; message: string; onRetry: () => void; onTextOnly: () => void }) {
  const { t } = useTranslation("chat");
  const [browser, setBrowser] = useState<ReturnType<typeof detectBrowser>>("other");
  useEffect(() => setBrowser(detectBrowser(navigator.userAgent)), []);
  const { media } = props;
  if (media === "asking") return <p className="vc-help">{t("camera.asking")}</p>;
  if (media === "unsupported") {
    return (
      <div className="vc-help" role="alert" data-testid="camera-unsupported">
        <p>{t("camera.unsupported")}</p>
        <button type="button" onClick={props.onTextOnly}>
          {t("camera.continueTextOnly")}
        </button>
      </div>
    );
  }
  if (media === "denied") {
    return (
      <div className="vc-help" role="alert" data-testid="camera-denied">
        <h2>{t("camera.deniedTitle")}</h2>
        <p>{t("camera.deniedText")}</p>
        <h3>{t("camera.howToTitle")}</h3>
        <p>{t(`camera.howTo.${browser}`)}</p>
        <div className="vc-buttons">
          <button type="button" onClick={props.onRetry}>
            {t("camera.tryAgain")}
          </button>
          <button type="button" data-testid="continue-text-only" onClick={props.onTextOnly}>
            {t("camera.continueTextOnly")}
          </button>
        </div>
      </div>
    );
  }
  if (media === "no-device" || media === "in-use" || media === "error") {
    const text =
      media === "no-device"
        ? t("camera.noDevice")
        : media === "in-use"
          ? t("camera.inUse")
          : t("camera.error", { message: props.message });
    return (
      <div className="vc-help" role="alert" data-testid="camera-error">
        <p>{text}</p>
        <div className="vc-buttons">
          <button type="button" onClick={props.onRetry}>
            {t("camera.tryAgain")}
          </button>
          <button type="button" data-testid="continue-text-only" onClick={props.onTextOnly}>
            {t("camera.continueTextOnly")}
          </button>
        </div>
      </div>
    );
  }
  return null;
}

function ChatPanel(props: {
  lines: ChatLine[];
  enabled: boolean;
  onSend: (text: string) => void;
  onEmoji: (emoji: string) => void;
}) {
  const { t } = useTranslation("chat");
  const [text, setText] = useState("");
  const inputId = useId();
  const logRef = useRef<HTMLOListElement | null>(null);
  const lastLine = props.lines.at(-1)?.id;
  useEffect(() => {
    // Follow the conversation as it grows.
    if (lastLine !== undefined) logRef.current?.lastElementChild?.scrollIntoView({ block: "nearest" });
  }, [lastLine]);
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) return;
    props.onSend(text);
    setText("");
  }
  return (
    <section className="vc-chat" aria-label={t("chat.title")}>
      <ol
        className="vc-log"
        role="log"
        aria-live="polite"
        aria-label={t("chat.log")}
        data-testid="chat-log"
        ref={logRef}
      >
        {props.lines.length === 0 && <li className="vc-line vc-line-system">{t("chat.empty")}</li>}
        {props.lines.map((line) => (
          <li key={line.id} className={`vc-line vc-line-${line.from}`} data-from={line.from}>
            {line.from === "system" && line.notice ? (
              t(`notices.${line.notice}`)
            ) : (
              <>
                <span className="vc-who">{line.from === "me" ? t("chat.you") : t("chat.stranger")}: </span>
                <span className={line.emoji ? "vc-emoji" : undefined}>{line.text}</span>
              </>
            )}
          </li>
        ))}
      </ol>
      <fieldset className="vc-emojis">
        <legend className="vc-visually-hidden">{t("chat.emoji")}</legend>
        {EMOJIS.map((emoji) => (
          <button
            key={emoji}
            type="button"
            disabled={!props.enabled}
            onClick={() => props.onEmoji(emoji)}
            aria-label={`${t("chat.emoji")} ${emoji}`}
          >
            {emoji}
          </button>
        ))}
      </fieldset>
      <form className="vc-form" onSubmit={submit}>
        <label htmlFor={inputId} className="vc-visually-hidden">
          {t("chat.input")}
        </label>
        <input
          id={inputId}
          data-testid="chat-input"
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={LIMITS.messageChars}
          placeholder={t("chat.placeholder")}
          disabled={!props.enabled}
          autoComplete="off"
          enterKeyHint="send"
        />
        <button type="submit" data-testid="chat-send" disabled={!props.enabled || !text.trim()}>
          {t("chat.send")}
        </button>
      </form>
    </section>
  );
}

/**
 * A native modal dialog holding one form, with its title: focus trap, Esc and inert background come
 * with <dialog>. Esc (cancel) and submitting call the owner, which decides whether it stays open.
 */
function ModalForm(props: {
  open: boolean;
  title: string;
  testId: string;
  onCancel: () => void;
  onSubmit: () => void;
  children: (titleId: string) => ReactNode;
}) {
  const ref = useRef<HTMLDialogElement | null>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (props.open && !dialog.open) dialog.showModal();
    if (!props.open && dialog.open) dialog.close();
  }, [props.open]);
  return (
    <dialog
      ref={ref}
      className="vc-dialog"
      aria-labelledby={titleId}
      data-testid={props.testId}
      onCancel={(event) => {
        event.preventDefault();
        props.onCancel();
      }}
    >
      <form
        method="dialog"
        onSubmit={(event) => {
          event.preventDefault();
          props.onSubmit();
        }}
      >
        <h2 id={titleId}>{props.title}</h2>
        {props.children(titleId)}
      </form>
    </dialog>
  );
}

function ReportDialog(props: { open: boolean; onCancel: () => void; onSubmit: (reason: string) => void }) {
  const { t } = useTranslation("chat");
  const [reason, setReason] = useState<(typeof REPORT_REASONS)[number]>("nudity");
  const [details, setDetails] = useState("");
  return (
    <ModalForm
      open={props.open}
      title={t("report.title")}
      testId="report-dialog"
      onCancel={props.onCancel}
      onSubmit={() => {
        const extra = details.trim();
        props.onSubmit(extra ? `${reason}: ${extra}` : reason);
        setDetails("");
      }}
    >
      {() => (
        <>
          <p>{t("report.description")}</p>
          <fieldset>
            <legend className="vc-visually-hidden">{t("report.title")}</legend>
            {REPORT_REASONS.map((value) => (
              <label key={value} className="vc-radio">
                <input
                  type="radio"
                  name="reason"
                  value={value}
                  checked={reason === value}
                  onChange={() => setReason(value)}
                />
                {t(`report.reasons.${value}`)}
              </label>
            ))}
          </fieldset>
          <label className="vc-field">
            {t("report.details")}
            <textarea
              value={details}
              maxLength={LIMITS.reportReasonChars - 20}
              onChange={(event) => setDetails(event.target.value)}
              rows={2}
            />
          </label>
          <div className="vc-buttons">
            <button type="button" onClick={props.onCancel}>
              {t("report.cancel")}
            </button>
            <button type="submit" className="vc-danger" data-testid="report-submit">
              {t("report.submit")}
            </button>
          </div>
        </>
      )}
    </ModalForm>
  );
}

function SettingsDialog(props: {
  open: boolean;
  chat: ReturnType<typeof useVideoChat>;
  onClose: () => void;
}) {
  const { t } = useTranslation("chat");
  const { chat } = props;
  const currentVideo = chat.localStream?.getVideoTracks()[0]?.getSettings().deviceId ?? "";
  const currentAudio = chat.localStream?.getAudioTracks()[0]?.getSettings().deviceId ?? "";
  return (
    <ModalForm
      open={props.open}
      title={t("settings.title")}
      testId="settings-dialog"
      onCancel={props.onClose}
      onSubmit={props.onClose}
    >
      {(titleId) => (
        <>
          <div className="vc-settings-preview">
            {props.open && (
              <LocalVideo stream={chat.localStream} setElement={() => {}} label={t("video.local")} />
            )}
          </div>
          <DeviceSelect
            label={t("settings.camera")}
            devices={chat.devices.cameras}
            value={chat.choice.videoDeviceId ?? currentVideo}
            onChange={(id) => chat.selectDevice("video", id)}
          />
          <DeviceSelect
            label={t("settings.microphone")}
            devices={chat.devices.microphones}
            value={chat.choice.audioDeviceId ?? currentAudio}
            onChange={(id) => chat.selectDevice("audio", id)}
          />
          <label className="vc-field">
            {t("settings.interests")}
            <input
              value={chat.interests}
              onChange={(event) => chat.setInterests(event.target.value)}
              maxLength={LIMITS.interests * (LIMITS.interestChars + 2)}
              aria-describedby={`${titleId}-hint`}
            />
          </label>
          <p id={`${titleId}-hint`} className="vc-hint">
            {t("settings.interestsHint")}
          </p>
          <div className="vc-buttons">
            <button type="submit" className="vc-primary">
              {t("settings.done")}
            </button>
          </div>
        </>
      )}
    </ModalForm>
  );
}

/** One device list (camera or microphone) of the settings dialog. */
function DeviceSelect(props: {
  label: string;
  devices: readonly MediaDeviceInfo[];
  value: string;
  onChange(deviceId: string): void;
}) {
  const { t } = useTranslation("chat");
  return (
    <label className="vc-field">
      {props.label}
      <select value={props.value} onChange={(event) => props.onChange(event.target.value)}>
        {props.devices.map((device, index) => (
          <option key={device.deviceId} value={device.deviceId}>
            {device.label || t("settings.device", { n: index + 1 })}
          </option>
        ))}
      </select>
    </label>
  );
}

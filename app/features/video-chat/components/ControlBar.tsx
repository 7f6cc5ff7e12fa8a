/**
 * The call controls (issue 16): on phones a row over the bottom of the video, within thumb reach,
 * with Next large on the right; on desktop under the videos. Every button has a visible or visually
 * hidden text label and its keyboard shortcut.
 */

import type { ReactNode } from "react";
import { memo } from "react";
import { useTranslation } from "react-i18next";
import { Icon, type IconName } from "./icons.tsx";

export type ControlBarProps = {
  phase: "start" | "session";
  inMatch: boolean;
  canStart: boolean;
  canStop: boolean;
  mediaReady: boolean;
  micOn: boolean;
  cameraOn: boolean;
  settingsEnabled: boolean;
  onStart(): void;
  onNext(): void;
  onStop(): void;
  onReport(): void;
  onToggleMic(): void;
  onToggleCamera(): void;
  onSettings(): void;
  /**
   * MOUNT POINT (social / rewards issues): controls about the current stranger, shown during a match
   * only, e.g. <AddFriendButton match={state.match} />.
   */
  matchActions?: ReactNode;
};

function ControlButton(props: {
  icon: IconName;
  label: string;
  testId: string;
  onClick(): void;
  disabled?: boolean;
  pressed?: boolean;
  shortcut?: string;
  /** Shown as an icon alone where space is short (the label stays for screen readers). */
  iconOnly?: boolean;
  /** On phones, only shown when it can be used: in a match, or outside one. */
  only?: "match" | "idle";
}) {
  const classes = [
    "vc-control",
    props.iconOnly ? "vc-control-icon" : "",
    props.only ? `vc-only-${props.only}` : "",
  ];
  return (
    <button
      type="button"
      className={classes.filter(Boolean).join(" ")}
      data-testid={props.testId}
      disabled={props.disabled}
      onClick={props.onClick}
      aria-pressed={props.pressed}
      aria-keyshortcuts={props.shortcut}
      title={props.label}
    >
      <Icon name={props.icon} />
      <span className="vc-label">{props.label}</span>
    </button>
  );
}

function ControlBarView(props: ControlBarProps) {
  const { t } = useTranslation("chat");
  const session = props.phase === "session";
  return (
    // biome-ignore lint/a11y/useSemanticElements: a row of buttons, not form fields: a named group, no legend
    <div className="vc-controls" role="group" aria-label={t("shortcuts.title")} data-no-swipe>
      {session && (
        <ControlButton
          icon="stop"
          label={t("actions.stop")}
          testId="stop"
          disabled={!props.canStop}
          onClick={props.onStop}
          shortcut="Alt+X"
        />
      )}
      {session && (
        <ControlButton
          icon="report"
          label={t("actions.report")}
          testId="report"
          only="match"
          disabled={!props.inMatch}
          onClick={props.onReport}
          shortcut="Alt+R"
        />
      )}
      <ControlButton
        icon={props.micOn ? "mic" : "micOff"}
        label={props.micOn ? t("actions.mute") : t("actions.unmute")}
        testId="mute"
        iconOnly
        disabled={!props.mediaReady}
        pressed={!props.micOn}
        onClick={props.onToggleMic}
        shortcut="Alt+M"
      />
      <ControlButton
        icon={props.cameraOn ? "camera" : "cameraOff"}
        label={props.cameraOn ? t("actions.cameraOff") : t("actions.cameraOn")}
        testId="camera-toggle"
        iconOnly
        disabled={!props.mediaReady}
        pressed={!props.cameraOn}
        onClick={props.onToggleCamera}
        shortcut="Alt+V"
      />
      <ControlButton
        icon="settings"
        label={t("actions.settings")}
        testId="settings"
        iconOnly
        only="idle"
        disabled={!props.settingsEnabled}
        onClick={props.onSettings}
      />
      {session && props.inMatch && props.matchActions}
      {session ? (
        <button
          type="button"
          className="vc-control vc-primary vc-next"
          data-testid="next"
          disabled={!props.inMatch}
          onClick={props.onNext}
          aria-keyshortcuts="Escape"
        >
          <span>{t("actions.next")}</span>
          <Icon name="next" />
        </button>
      ) : (
        <button
          type="button"
          className="vc-control vc-primary vc-start"
          data-testid="start"
          disabled={!props.canStart}
          onClick={props.onStart}
          aria-keyshortcuts="Alt+S"
        >
          {t("actions.start")}
        </button>
      )}
    </div>
  );
}

/** Re-renders only when its props change (issue 16: the screen re-renders on every state change). */
export const ControlBar = memo(ControlBarView);

/** Devices and interests (the `filtering` overlay of decision 008). */
import { useTranslation } from "react-i18next";
import { BlurSetting } from "#app/features/moderation/index.ts";
import { RewardsPanel } from "#app/features/rewards/index.ts";
import { LIMITS } from "#common/protocol/constants.ts";
import type { useVideoChat } from "../use-video-chat.ts";
import { CameraPreview } from "./CameraPreview.tsx";
import { ModalForm } from "./ModalForm.tsx";

export default function SettingsDialog(props: {
  open: boolean;
  chat: ReturnType<typeof useVideoChat>;
  onClose: () => void;
  /** Run the connection check again (issue 16). */
  onCheckConnection: () => void;
  /** The ads consent dialog (issue 13): the chat screen has no site footer with its link. */
  onPrivacyChoices: () => void;
}) {
  const { t } = useTranslation("chat");
  const { t: ta } = useTranslation("ads");
  const { t: ts } = useTranslation("chatScreen");
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
            {props.open && <CameraPreview stream={chat.localStream} />}
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
          <label className="vc-check">
            <input
              type="checkbox"
              checked={chat.hideIp}
              onChange={(event) => chat.setHideIp(event.target.checked)}
            />
            {t("privacy.hideIp")}
          </label>
          <BlurSetting />
          {/* Issue 13: credits from rewarded videos buy minutes of a partner filter. */}
          {props.open && <RewardsPanel />}
          <div className="vc-buttons">
            <button type="button" data-testid="settings-consent" onClick={props.onPrivacyChoices}>
              {ta("consent.footer")}
            </button>
            <button type="button" data-testid="check-again" onClick={props.onCheckConnection}>
              {ts("start.checkConnection")}
            </button>
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

/** What to do when the camera cannot start: denied, missing, in use, unsupported (spec §8). */
import { memo, startTransition, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { detectBrowser } from "../media.ts";

function CameraHelpView(props: {
  media: string;
  message: string;
  onRetry: () => void;
  onTextOnly: () => void;
}) {
  const { t } = useTranslation("chat");
  const [browser, setBrowser] = useState<ReturnType<typeof detectBrowser>>("other");
  useEffect(() => startTransition(() => setBrowser(detectBrowser(navigator.userAgent))), []);
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

/** Re-renders only when its props change (issue 16: the screen re-renders on every state change). */
export const CameraHelp = memo(CameraHelpView);

/** Before a chat: hide-my-IP, the rules you accept by starting, the shortcuts (desktop). */
import { memo, useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { usePagePath } from "#app/lib/site.ts";

function StartPanelView(props: { hideIp: boolean; onHideIp(on: boolean): void; onCheckConnection(): void }) {
  const { t } = useTranslation("chat");
  const { t: ts } = useTranslation("chatScreen");
  const path = usePagePath();
  const hintId = useId();
  return (
    <div className="vc-start-panel" data-no-swipe>
      <label className="vc-check">
        <input
          type="checkbox"
          data-testid="hide-ip"
          checked={props.hideIp}
          onChange={(event) => props.onHideIp(event.target.checked)}
          aria-describedby={hintId}
        />
        {t("privacy.hideIp")}
      </label>
      <p id={hintId} className="vc-hint vc-privacy-hint">
        {t("privacy.hideIpHint")}
      </p>
      <p className="vc-terms">
        {ts("start.accept")} <Link to={path("rules")}>{ts("start.rules")}</Link> ·{" "}
        <Link to={path("terms")}>{ts("start.terms")}</Link> ·{" "}
        <button
          type="button"
          className="vc-link-button"
          data-testid="check-connection"
          onClick={props.onCheckConnection}
        >
          {ts("start.checkConnection")}
        </button>
      </p>
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
    </div>
  );
}

/** Re-renders only when its props change (issue 16: the screen re-renders on every state change). */
export const StartPanel = memo(StartPanelView);

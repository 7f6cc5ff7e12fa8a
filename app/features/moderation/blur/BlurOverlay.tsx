import { useTranslation } from "react-i18next";

/** Over a blurred stranger's video: what happened, "Show anyway" and "Report". */
export function BlurOverlay(props: { onShow(): void; onReport(): void }) {
  const { t } = useTranslation("moderation");
  return (
    <div className="nudity-guard__overlay" data-testid="nudity-blur">
      <p>{t("blur.overlay")}</p>
      <div className="nudity-guard__actions">
        <button
          type="button"
          className="button button--small"
          onClick={props.onShow}
          data-testid="nudity-show"
        >
          {t("blur.show")}
        </button>
        <button type="button" className="button button--small button--secondary" onClick={props.onReport}>
          {t("blur.report")}
        </button>
      </div>
    </div>
  );
}

import { useTranslation } from "react-i18next";
import { DateTime } from "../ui/Status.tsx";
import type { ReviewCapture } from "./types.ts";

const url = (id: string, original: boolean) =>
  `/api/admin/reviews/captures/${id}${original ? "?variant=original" : ""}`;

/**
 * The captures of the reported person around the match. Blurred (a tiny re-encoded preview, not the
 * capture) until the moderator chooses to look, one by one or all at once (V).
 */
export function CaptureGallery(props: {
  captures: ReviewCapture[];
  revealed: ReadonlySet<string>;
  onReveal(id: string): void;
}) {
  const { t } = useTranslation("admin");
  if (props.captures.length === 0) return <p className="admin-muted">{t("reviews.noCaptures")}</p>;
  return (
    <ul className="capture-gallery" data-testid="captures">
      {props.captures.map((capture) => {
        const look = props.revealed.has(capture.id);
        const video = capture.mimeType.startsWith("video/");
        return (
          <li key={capture.id} className="capture" data-revealed={look ? "true" : "false"}>
            {video ? (
              look ? (
                <video src={url(capture.id, true)} controls muted playsInline className="capture__media" />
              ) : (
                <div className="capture__media capture__placeholder">{t("reviews.video")}</div>
              )
            ) : (
              <img
                src={url(capture.id, look)}
                alt={look ? t("reviews.captureAlt") : t("reviews.captureBlurredAlt")}
                className="capture__media"
                loading="lazy"
                data-testid="capture-image"
              />
            )}
            <span className="admin-muted capture__meta">
              {t(`reviews.kinds.${capture.kind}`, { defaultValue: capture.kind })} ·{" "}
              <DateTime value={capture.createdAt} />
              {capture.score !== null
                ? ` · ${t("reviews.score", { score: Math.round(capture.score * 100) })}`
                : ""}
            </span>
            {look ? null : (
              <button
                type="button"
                className="button button--small button--secondary"
                onClick={() => props.onReveal(capture.id)}
              >
                {t("reviews.look")}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}

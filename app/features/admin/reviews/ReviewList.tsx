import { useTranslation } from "react-i18next";
import { DateTime } from "../ui/Status.tsx";
import type { ReviewListItem } from "./types.ts";

/** The queue: highest priority first, then oldest (the server's order). */
export function ReviewList(props: {
  items: ReviewListItem[];
  selected: string | null;
  onSelect(id: string): void;
}) {
  const { t } = useTranslation("admin");
  if (props.items.length === 0) return <p className="admin-muted">{t("reviews.empty")}</p>;
  return (
    <ol className="review-list" data-testid="review-list">
      {props.items.map((item) => (
        <li key={item.id}>
          <button
            type="button"
            className="review-list__item"
            aria-current={item.id === props.selected ? "true" : undefined}
            onClick={() => props.onSelect(item.id)}
            data-testid="review-item"
            data-subject={item.subjectIdent ?? ""}
          >
            <span className="review-list__top">
              <strong>{t(`reasons.${item.reason}`)}</strong>
              {item.priority >= 100 ? (
                <span className="admin-badge admin-badge--danger">{t("reviews.autoBanned")}</span>
              ) : item.kind === "capture" ? (
                <span className="admin-badge admin-badge--warn">{t("reviews.flagged")}</span>
              ) : item.kind === "story" ? (
                <span className="admin-badge">{t("adminSocial:review.story")}</span>
              ) : null}
              {item.decision ? (
                <span className="admin-badge">{t(`reviews.decisions.${item.decision}`)}</span>
              ) : null}
            </span>
            <span className="admin-muted review-list__meta">
              <DateTime value={item.createdAt} /> ·{" "}
              <span className="admin-mono">{item.subjectIdent?.slice(0, 13) ?? "—"}</span>
            </span>
            {item.reportText ? <span className="review-list__text">{item.reportText}</span> : null}
          </button>
        </li>
      ))}
    </ol>
  );
}

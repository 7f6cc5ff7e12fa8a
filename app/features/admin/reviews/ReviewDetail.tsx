import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { usePagePath } from "#app/lib/site.ts";
import { DateTime } from "../ui/Status.tsx";
import { CaptureGallery } from "./CaptureGallery.tsx";
import { StoryTakedown } from "./StoryTakedown.tsx";
import type { ReviewDetailData } from "./types.ts";

/**
 * One item: who it is about (ident, account, address hash, bans), who reported, the report's words
 * and the last lines of the conversation (as text, never HTML), and the captures (blurred).
 */
export function ReviewDetail(props: {
  detail: ReviewDetailData;
  revealed: ReadonlySet<string>;
  onReveal(id: string): void;
}) {
  const { t } = useTranslation("admin");
  const path = usePagePath();
  const { item, subject, reporter, report, captures, story } = props.detail;
  const storyRevealed = props.revealed.has(`story:${item.id}`);
  return (
    <article className="review-detail" data-testid="review-detail" data-item={item.id}>
      <header>
        <h2>
          {t(`reasons.${item.reason}`)}{" "}
          <span className="admin-badge">
            {item.kind === "story"
              ? t("adminSocial:review.story")
              : item.kind === "report"
                ? t("reviews.report")
                : t("reviews.flagged")}
          </span>
        </h2>
        <p className="admin-muted">
          <DateTime value={item.createdAt} />
          {item.score !== null ? ` · ${t("reviews.score", { score: Math.round(item.score * 100) })}` : ""}
        </p>
      </header>

      <dl className="admin-facts">
        <dt>{t("reviews.subject")}</dt>
        <dd>
          <span className="admin-mono" data-testid="subject-ident">
            {subject.ident ?? "—"}
          </span>
          {subject.account ? (
            <>
              {" · "}
              <Link to={`${path("adminUsers")}?q=${encodeURIComponent(subject.account.id)}`}>
                {subject.account.email ?? subject.account.id}
              </Link>
            </>
          ) : null}
          {subject.ipHash ? (
            <span className="admin-muted" title={t("audit.ipHashHint")}>
              {" · "}
              {t("reviews.ipHash")} <span className="admin-mono">{subject.ipHash}</span>
            </span>
          ) : null}
        </dd>
        <dt>{t("reviews.standing")}</dt>
        <dd>
          {subject.activeBan ? (
            <span className="admin-badge admin-badge--danger" data-testid="subject-banned">
              {subject.activeBan.source === "auto" ? t("reviews.autoBanned") : t("reviews.banned")}
              {" · "}
              {subject.activeBan.endsAt ? (
                <DateTime value={subject.activeBan.endsAt} />
              ) : (
                t("durations.permanent")
              )}
            </span>
          ) : (
            <span className="admin-muted">{t("reviews.notBanned")}</span>
          )}
          {" · "}
          <span className="admin-muted">
            {t("reviews.reportersLastDay", { count: subject.reportersLastDay })} ·{" "}
            {t("reviews.previousBans", { count: subject.previousBans.length })}
          </span>
        </dd>
        {reporter ? (
          <>
            <dt>{t("reviews.reporter")}</dt>
            <dd>
              <span className="admin-mono">{reporter.ident}</span>
              {reporter.account ? ` · ${reporter.account.email ?? reporter.account.id}` : ""}
            </dd>
          </>
        ) : null}
        {report ? (
          <>
            <dt>{t("reviews.reportText")}</dt>
            <dd className="admin-pre" data-testid="report-text">
              {report.reason}
            </dd>
          </>
        ) : null}
        {item.status === "decided" ? (
          <>
            <dt>{t("reviews.decision")}</dt>
            <dd>
              {item.decision ? t(`reviews.decisions.${item.decision}`) : "—"} · {item.decidedBy} ·{" "}
              <DateTime value={item.decidedAt} />
              {item.decisionNote ? <span className="admin-pre"> — {item.decisionNote}</span> : null}
            </dd>
          </>
        ) : null}
        {item.minor ? (
          <>
            <dt>{t("reviews.legalHold")}</dt>
            <dd>
              {t("reviews.legalHoldUntil")} <DateTime value={item.legalHoldUntil} />{" "}
              <a
                href={`/api/admin/reviews/${item.id}/export`}
                className="button button--small button--secondary"
                download
              >
                {t("reviews.export")}
              </a>
            </dd>
          </>
        ) : null}
      </dl>

      {report ? (
        <section aria-labelledby={`lines-${item.id}`}>
          <h3 id={`lines-${item.id}`}>{t("reviews.lines")}</h3>
          {report.lines.length ? (
            <ol className="review-lines" data-testid="conversation">
              {report.lines.map((line, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the lines never change order
                <li key={index} data-from={line.from}>
                  <span className="review-lines__who">
                    {line.from === "reported" ? t("reviews.fromReported") : t("reviews.fromReporter")}
                  </span>{" "}
                  <span className="admin-pre">{line.text}</span>
                </li>
              ))}
            </ol>
          ) : (
            <p className="admin-muted">{t("reviews.noLines")}</p>
          )}
        </section>
      ) : null}

      {story ? (
        <section aria-labelledby={`story-${item.id}`} data-testid="reported-story">
          <h3 id={`story-${item.id}`}>{t("adminSocial:review.story")}</h3>
          <p className="admin-pre">{story.reason}</p>
          {story.caption ? (
            <p>
              <strong>{t("adminSocial:review.caption")}:</strong>{" "}
              <span className="admin-pre">{story.caption}</span>
            </p>
          ) : null}
          {story.hasImage ? (
            <button
              type="button"
              className="capture-thumb"
              onClick={() => props.onReveal(`story:${item.id}`)}
            >
              <img
                src={`${story.imageUrl}?variant=${storyRevealed ? "original" : "blurred"}`}
                alt={t("adminSocial:review.story")}
                width={240}
              />
            </button>
          ) : (
            <p className="admin-muted">{t("adminSocial:review.noImage")}</p>
          )}
          <StoryTakedown reviewId={item.id} />
        </section>
      ) : null}

      <section aria-labelledby={`captures-${item.id}`}>
        <h3 id={`captures-${item.id}`}>{t("reviews.captures")}</h3>
        <CaptureGallery captures={captures} revealed={props.revealed} onReveal={props.onReveal} />
      </section>
    </article>
  );
}

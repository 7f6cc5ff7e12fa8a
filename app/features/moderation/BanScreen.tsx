import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { usePagePath, useSite } from "#app/lib/site.ts";
import type { BanStatement } from "#common/moderation.ts";
import { AppealForm } from "./AppealForm.tsx";
import { formatDate } from "./dates.ts";
import "./moderation.css";

/**
 * Shown instead of the chat to a banned visitor (issue 12): the DSA Art. 17 statement of reasons in
 * their language (the rule, what the decision rests on, whether it was automatic, until when) and the
 * Art. 20 appeal (one open at a time, until six months after the decision).
 */
export function BanScreen(props: { ban: BanStatement; onChange(): void }) {
  const { t } = useTranslation("moderation");
  const site = useSite();
  const lang = site?.lang ?? "en";
  const path = usePagePath();
  const { ban } = props;
  const appealOver = Date.now() > new Date(ban.appeal.until).getTime();
  return (
    <section
      className="moderation-screen"
      aria-labelledby="ban-title"
      data-testid="ban-screen"
      data-ban={ban.id}
    >
      <h2 id="ban-title" className="moderation-title">
        {t("ban.title")}
      </h2>
      <p className="moderation-lead">{t("ban.intro")}</p>
      <dl className="moderation-facts">
        <dt>{t("ban.why")}</dt>
        <dd data-testid="ban-reason">
          {t(`reasons.${ban.reason}`)} · <Link to={path("rules")}>{t("ban.rules")}</Link>
        </dd>
        <dt>{t("ban.howLong")}</dt>
        <dd data-testid="ban-until">
          {ban.endsAt ? t("ban.until", { date: formatDate(ban.endsAt, lang) }) : t("ban.permanent")}
        </dd>
        <dt>{t("ban.evidenceTitle")}</dt>
        <dd>
          {ban.evidence.length ? (
            <ul>
              {ban.evidence.map((kind) => (
                <li key={kind}>{t(`evidence.${kind}`)}</li>
              ))}
            </ul>
          ) : null}
          <p>{ban.automated ? t("ban.automated") : t("ban.byModerator")}</p>
        </dd>
      </dl>
      <section className="moderation-appeal" aria-labelledby="appeal-title">
        <h2 id="appeal-title">{t("ban.appealTitle")}</h2>
        {ban.appeal.last?.status === "rejected" ? (
          <p>{t("ban.appealRejected", { date: formatDate(ban.appeal.last.decidedAt, lang) })}</p>
        ) : null}
        {ban.appeal.open ? (
          <p role="status" data-testid="appeal-pending">
            {t("ban.appealSent", { date: formatDate(ban.appeal.open.createdAt, lang) })}
          </p>
        ) : appealOver ? (
          <p>{t("ban.appealOver")}</p>
        ) : (
          <>
            <p>{t("ban.appealIntro", { date: formatDate(ban.appeal.until, lang) })}</p>
            <AppealForm banId={ban.id} onSent={props.onChange} />
          </>
        )}
      </section>
    </section>
  );
}

import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AdSlot } from "#app/components/AdSlot.tsx";
import {
  ALTERNATIVE_TARGET_KEYS,
  ALTERNATIVE_TARGETS,
  type AlternativeTarget,
  isAlternativeTarget,
  targetKey,
} from "#app/lib/alternative-targets.ts";
import { headMeta } from "#app/lib/head.ts";
import { loadPage, pageHead } from "#app/lib/page.server.ts";
import { usePagePath } from "#app/lib/site.ts";
import type { Route } from "./+types/alternative";

// validate hook (spec §5): only targets of the table; anything else is 'Page Not Found'.
export async function loader({ context }: Route.LoaderArgs) {
  const page = await loadPage(context, ({ params }) => isAlternativeTarget(params.target));
  const target = page.params.target as AlternativeTarget;
  const name = ALTERNATIVE_TARGETS[target].name;
  const key = targetKey(target);
  return {
    target,
    head: pageHead(context, page, {
      title: page.t("site:alternatives.title", { name }),
      description: page.t(`site:alternatives.targets.${key}.description`),
      keywords: page.t("site:alternatives.keywords", { name }),
    }),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => headMeta(loaderData?.head);

// Decision 050: a landing page like the home, served without React (app/island/home-island.ts).
export const handle = { hydrate: false };

const POINTS = ["free", "noSignup", "moderated", "languages"] as const;

export default function Alternative({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("site");
  const path = usePagePath();
  const { target } = loaderData;
  const name = ALTERNATIVE_TARGETS[target].name;
  const key = targetKey(target);
  return (
    <article className="page">
      <section className="hero hero--compact">
        <h1>{t("alternatives.heading", { name })}</h1>
        <p className="hero__lead">{t(`alternatives.targets.${key}.intro`)}</p>
        <div data-island-slot="aboveStartButton">
          <AdSlot placement="aboveStartButton" />
        </div>
        <Link to={path("chat")} className="button button--large">
          {t("alternatives.cta")}
        </Link>
        <div data-island-slot="belowStartButton">
          <AdSlot placement="belowStartButton" />
        </div>
      </section>
      <section className="section page--narrow">
        <h2>{t("alternatives.aboutTitle", { name })}</h2>
        <p>{t(`alternatives.targets.${key}.about`)}</p>
        <h2>{t("alternatives.differenceTitle", { name })}</h2>
        <p>{t(`alternatives.targets.${key}.difference`)}</p>
        <h2>{t("alternatives.pointsTitle")}</h2>
        <ul className="cards">
          {POINTS.map((point) => (
            <li key={point} className="card">
              <h3>{t(`alternatives.points.${point}.title`)}</h3>
              <p>{t(`alternatives.points.${point}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="section page--narrow">
        <h2>{t("alternatives.othersTitle")}</h2>
        <ul className="pill-list">
          {ALTERNATIVE_TARGET_KEYS.filter((other) => other !== target).map((other) => (
            <li key={other}>
              <Link to={path("alternative", { target: other })}>
                {t("alternatives.linkText", { name: ALTERNATIVE_TARGETS[other].name })}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}

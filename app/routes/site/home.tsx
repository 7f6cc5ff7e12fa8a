import { useTranslation } from "react-i18next";
import { Link, redirect } from "react-router";
import { AdSlot } from "#app/components/AdSlot.tsx";
import { ALTERNATIVE_TARGET_KEYS, ALTERNATIVE_TARGETS } from "#app/lib/alternative-targets.ts";
import { aiHomePath } from "#app/lib/features.ts";
import { headMeta } from "#app/lib/head.ts";
import { loadPage, pageHead } from "#app/lib/page.server.ts";
import { usePagePath } from "#app/lib/site.ts";
import { getServices } from "#server/context.ts";
import type { Route } from "./+types/home";

export async function loader({ context }: Route.LoaderArgs) {
  const page = await loadPage(context);
  // An AI sister site starts at its AI pages (issue 15).
  const aiHome = aiHomePath(page.lang, page.defaultLocale, getServices(context).publicConfig);
  if (aiHome) throw redirect(aiHome, 302);
  return { head: pageHead(context, page) };
}

export const meta = ({ loaderData }: Route.MetaArgs) => headMeta(loaderData?.head);

// Decision 050: served without React in the browser; app/island/home-island.ts runs the consent
// dialog, the ad slots and the header. A feature that needs more must go into the island (or drop this).
export const handle = { hydrate: false };

const FEATURES = ["instant", "anonymous", "safe"] as const;
const STEPS = ["allow", "start", "next"] as const;

/** Landing page: the start-chat call to action with its two ad placements (spec §2.8). */
export default function Home() {
  const { t } = useTranslation("site");
  const path = usePagePath();
  return (
    <>
      <section className="hero">
        <h1>{t("home.heading")}</h1>
        <p className="hero__lead">{t("home.lead")}</p>
        {/* The island serves the slots inside these wrappers (the reserved box is in the markup). */}
        <div data-island-slot="aboveStartButton">
          <AdSlot placement="aboveStartButton" />
        </div>
        <Link to={path("chat")} className="button button--large" data-testid="start-chat">
          {t("home.cta")}
        </Link>
        <div data-island-slot="belowStartButton">
          <AdSlot placement="belowStartButton" />
        </div>
        <p className="hero__note">{t("home.note")}</p>
      </section>
      <section className="section" aria-labelledby="features-title">
        <h2 id="features-title">{t("home.featuresTitle")}</h2>
        <ul className="cards">
          {FEATURES.map((key) => (
            <li key={key} className="card">
              <h3>{t(`home.features.${key}.title`)}</h3>
              <p>{t(`home.features.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="section" aria-labelledby="steps-title">
        <h2 id="steps-title">{t("home.stepsTitle")}</h2>
        <ol className="steps">
          {STEPS.map((key) => (
            <li key={key}>{t(`home.steps.${key}`)}</li>
          ))}
        </ol>
      </section>
      <section className="section" aria-labelledby="safety-title">
        <h2 id="safety-title">{t("home.safetyTitle")}</h2>
        <p>{t("home.safetyText")}</p>
        <p>
          <Link to={path("rules")}>{t("home.readRules")}</Link>
        </p>
      </section>
      <section className="section" aria-labelledby="alternatives-title">
        <h2 id="alternatives-title">{t("home.alternativesTitle")}</h2>
        <ul className="pill-list">
          {ALTERNATIVE_TARGET_KEYS.map((target) => (
            <li key={target}>
              <Link to={path("alternative", { target })}>
                {t("alternatives.linkText", { name: ALTERNATIVE_TARGETS[target].name })}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

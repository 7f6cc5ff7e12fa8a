import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { DiscoverFeed } from "#app/features/social/DiscoverFeed.tsx";
import { ProfileCard } from "#app/features/social/ProfileCard.tsx";
import { ProfileSetup } from "#app/features/social/ProfileSetup.tsx";
import socialCss from "#app/features/social/social.css?url";
import { VerifyBanner } from "#app/features/social/VerifyBanner.tsx";
import { headMeta } from "#app/lib/head.ts";
import { usePagePath } from "#app/lib/site.ts";
import type { Route } from "./+types/home";
import { loadSocialHome } from "./home.server.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: socialCss }];

export function loader({ request, context }: Route.LoaderArgs) {
  return loadSocialHome(request, context);
}

export const meta = ({ loaderData }: Route.MetaArgs) => headMeta(loaderData?.head);

/** /app/social (spec §2.1): the first visit picks a username; then the profile and the feed. */
export default function SocialHome({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(["social", "profile"]);
  const [profile, setProfile] = useState(loaderData.profile);
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const needsUsername = !profile.username;
  const path = usePagePath();
  return (
    <div className="social-page">
      <h1>{t("social:home.title")}</h1>
      {loaderData.verifyOutcome === "done" ? (
        <p className="social-notice social-notice--ok" role="status">
          {t("profile:verify.done")}
        </p>
      ) : null}
      {loaderData.verifyOutcome === "failed" && !profile.verified ? (
        <p className="social-notice social-notice--error" role="alert">
          {t("profile:verify.failed")}
        </p>
      ) : null}
      {!profile.verified ? <VerifyBanner email={loaderData.email} lang={loaderData.lang} /> : null}
      {needsUsername ? (
        <section className="social-panel">
          <h2>{t("profile:setup.title")}</h2>
          <p>{t("profile:setup.lead")}</p>
          <ProfileSetup profile={profile} onSaved={setProfile} />
        </section>
      ) : (
        <section className="social-panel social-panel--me">
          {editing ? (
            <ProfileSetup
              profile={profile}
              onSaved={(next) => {
                setProfile(next);
                setEditing(false);
                setSaved(true);
              }}
              onCancel={() => setEditing(false)}
            />
          ) : (
            <>
              <ProfileCard profile={profile} />
              {saved ? (
                <p className="social-notice social-notice--ok" role="status">
                  {t("profile:setup.saved")}
                </p>
              ) : null}
              <button
                type="button"
                className="button button--secondary button--small"
                onClick={() => setEditing(true)}
              >
                {t("profile:setup.edit")}
              </button>
            </>
          )}
        </section>
      )}
      <section className="discover" aria-labelledby="discover-heading">
        <div className="discover__head">
          <h2 id="discover-heading">{t("social:home.discover")}</h2>
          {loaderData.storiesEnabled ? (
            <Link to={path("stories")} className="button button--secondary button--small">
              {t("social:home.allStories")}
            </Link>
          ) : null}
        </div>
        <DiscoverFeed initial={loaderData.feed} />
      </section>
    </div>
  );
}

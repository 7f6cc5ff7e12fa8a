import { useTranslation } from "react-i18next";
import { Form, Link, useNavigation } from "react-router";
import { VideoNav } from "#app/features/videos/VideoNav.tsx";
import videosCss from "#app/features/videos/videos.css?url";
import { headMeta } from "#app/lib/head.ts";
import { pageHead } from "#app/lib/page.server.ts";
import { usePagePath } from "#app/lib/site.ts";
import { videoIdFromLink, videoUrls } from "#common/videos.ts";
import { getServices } from "#server/context.ts";
import { getVideoProvider } from "#server/videos/index.ts";
import type { Route } from "./+types/download";
import { loadVideoPage } from "./list.server.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: videosCss }];

type Outcome =
  | { kind: "none" }
  | { kind: "notOurs" | "notFound" | "unavailable" }
  | {
      kind: "ready";
      id: string;
      title: string;
      creatorName: string;
      creatorUrl: string | null;
      posterUrl: string | null;
    };

/**
 * Spec §2.2 download page: a link to one of our videos gives its file with the creator credited.
 * Only our own catalogue is served; another site's link gets a clear message, never a fetch.
 * A GET form, so it works before (or without) JavaScript and the result has a shareable URL.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const services = getServices(context);
  const page = await loadVideoPage(context);
  const head = pageHead(context, page, {
    title: page.t("videos:download.title"),
    description: page.t("videos:download.description"),
  });
  const link = (new URL(request.url).searchParams.get("link") ?? "").slice(0, 2000);
  const provider = getVideoProvider(services);
  let outcome: Outcome = { kind: "none" };
  if (!provider.files) {
    outcome = { kind: "unavailable" };
  } else if (link.trim()) {
    const hosts = [services.publicConfig.siteUrl, services.publicConfig.currentSiteUrl, request.url].map(
      (u) => new URL(u).host.toLowerCase(),
    );
    const id = videoIdFromLink(link, hosts);
    const video = id ? await provider.get(id) : null;
    outcome = !id
      ? { kind: "notOurs" }
      : !video
        ? { kind: "notFound" }
        : {
            kind: "ready",
            id: video.id,
            title: video.caption.trim() || page.t("videos:video.untitled", { name: video.creatorName }),
            creatorName: video.creatorName,
            creatorUrl: video.creatorUrl,
            posterUrl: video.posterUrl,
          };
  }
  return { head, link, outcome };
}

export const meta = ({ loaderData }: Route.MetaArgs) => headMeta(loaderData?.head);

export default function DownloadPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("videos");
  const path = usePagePath();
  const navigation = useNavigation();
  const { outcome } = loaderData;
  return (
    <div className="videos-page page--narrow">
      <VideoNav current="tiktokDownload" />
      <h1>{t("download.heading")}</h1>
      <p className="videos-page__lead">{t("download.lead")}</p>
      {outcome.kind === "unavailable" ? (
        <p className="form__errors" role="alert">
          {t("download.unavailable")}
        </p>
      ) : (
        <Form method="get" className="form download-form">
          <div className="form__field">
            <label htmlFor="download-link">{t("download.label")}</label>
            <input
              id="download-link"
              name="link"
              type="url"
              inputMode="url"
              required
              maxLength={2000}
              defaultValue={loaderData.link}
              placeholder="https://…/tiktok/video/…"
              aria-invalid={outcome.kind === "notOurs" || outcome.kind === "notFound" ? true : undefined}
              aria-describedby={
                outcome.kind === "notOurs" || outcome.kind === "notFound" ? "download-error" : undefined
              }
            />
          </div>
          <button type="submit" className="button" disabled={navigation.state !== "idle"}>
            {t("download.submit")}
          </button>
        </Form>
      )}
      {outcome.kind === "notOurs" || outcome.kind === "notFound" ? (
        <p id="download-error" className="form__errors" role="alert" data-testid="download-error">
          {t(`download.${outcome.kind}`)}
        </p>
      ) : null}
      {outcome.kind === "ready" ? (
        <section className="download-result card" aria-live="polite" data-testid="download-result">
          <h2>{t("download.ready")}</h2>
          {outcome.posterUrl ? <img src={outcome.posterUrl} alt="" width={96} /> : null}
          <p>
            <Link to={path("tiktokVideo", { id: outcome.id })}>{outcome.title}</Link>
          </p>
          <p data-testid="download-credit">
            {t("download.credit", { name: outcome.creatorName })}
            {outcome.creatorUrl ? (
              <>
                {" · "}
                <a href={outcome.creatorUrl} rel="noopener noreferrer nofollow" target="_blank">
                  {t("download.creditLink", { name: outcome.creatorName })}
                </a>
              </>
            ) : null}
          </p>
          <a className="button" href={videoUrls.download(outcome.id)} download data-testid="download-file">
            {t("download.save")}
          </a>
        </section>
      ) : null}
    </div>
  );
}

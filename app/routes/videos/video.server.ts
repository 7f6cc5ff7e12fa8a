import type { RouterContextProvider } from "react-router";
import { localizedPath } from "#app/i18n/route-table.ts";
import { pageHead } from "#app/lib/page.server.ts";
import { validationFailed } from "#app/middleware/locale.ts";
import { VIDEOS_PER_PAGE } from "#common/videos.ts";
import { getServices } from "#server/context.ts";
import { getVideoProvider } from "#server/videos/index.ts";
import { loadVideoPage } from "./list.server.ts";

const absolute = (base: string, path: string) =>
  new URL(path, base.endsWith("/") ? base : `${base}/`).toString();

/** ISO 8601 duration of schema.org (PT1M5S). */
function isoDuration(seconds: number): string {
  const whole = Math.max(1, Math.round(seconds));
  const m = Math.floor(whole / 60);
  const s = whole % 60;
  return `PT${m ? `${m}M` : ""}${s ? `${s}S` : ""}`;
}

/** The player page of one video: head tags with OG video and VideoObject structured data. */
export async function loadVideo(context: Readonly<RouterContextProvider>) {
  const services = getServices(context);
  const page = await loadVideoPage(context);
  const provider = getVideoProvider(services);
  const video = await provider.get(page.params.id ?? "");
  if (!video) validationFailed(page.fullPath);
  const siteUrl = services.publicConfig.siteUrl;
  const title = (video.caption.trim() || page.t("videos:video.untitled", { name: video.creatorName })).slice(
    0,
    100,
  );
  const description = page
    .t("videos:video.description", { name: video.creatorName, caption: video.caption.trim() || title })
    .slice(0, 300);
  const head = pageHead(context, page, { title, description });
  const fileUrl = video.player.kind === "file" ? absolute(siteUrl, video.player.src) : null;
  const posterUrl = video.posterUrl ? absolute(siteUrl, video.posterUrl) : null;
  const structuredData = {
    "@context": "https://schema.org",
    "@type": "VideoObject",
    name: title,
    description,
    uploadDate: video.addedAt,
    ...(posterUrl ? { thumbnailUrl: [posterUrl] } : {}),
    ...(fileUrl ? { contentUrl: fileUrl } : { embedUrl: video.player.src }),
    ...(video.durationSeconds ? { duration: isoDuration(video.durationSeconds) } : {}),
    url: head.canonical,
    inLanguage: head.lang,
    author: {
      "@type": "Person",
      name: video.creatorName,
      ...(video.creatorUrl ? { url: video.creatorUrl } : {}),
    },
    interactionStatistic: {
      "@type": "InteractionCounter",
      interactionType: { "@type": "WatchAction" },
      userInteractionCount: video.plays,
    },
    keywords: video.hashtags.join(", "),
  };
  const more = await provider.list({ order: "popular", page: 1, perPage: 9 });
  return {
    head,
    video,
    title,
    og: {
      video: fileUrl,
      type: video.player.kind === "file" ? video.player.type : null,
      image: posterUrl,
      width: video.width,
      height: video.height,
    },
    structuredData,
    downloadPath: localizedPath("tiktokDownload", page.lang, page.defaultLocale),
    more: more.videos.filter((v) => v.id !== video.id).slice(0, Math.min(8, VIDEOS_PER_PAGE)),
  };
}

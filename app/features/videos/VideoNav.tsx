import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { usePagePath } from "#app/lib/site.ts";

/** Latest / Popular / Download links of the short-video section. */
export function VideoNav({ current }: { current: string }) {
  const { t } = useTranslation("videos");
  const path = usePagePath();
  const items = [
    ["tiktok", t("nav.latest")],
    ["tiktokPopular", t("nav.popular")],
    ["tiktokDownload", t("nav.download")],
  ] as const;
  return (
    <nav className="videos-nav" aria-label={t("nav.label")}>
      {items.map(([id, label]) => (
        <Link key={id} to={path(id)} aria-current={current === id ? "page" : undefined}>
          {label}
        </Link>
      ))}
    </nav>
  );
}

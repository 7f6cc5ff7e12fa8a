import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AdContent } from "#app/features/ads/AdSlot.tsx";
import { bannerBox } from "#common/ads/rules.ts";
import type { SdaItem } from "#common/ads/schema.ts";

/** Live preview of one ad as the site draws it (no view recorded); networks on request only. */
export function SdaPreview(props: { item: SdaItem }) {
  const { t } = useTranslation("adminAds");
  const [load, setLoad] = useState(false);
  const { item } = props;
  const box = bannerBox(item.config, item.config.maxWidth ?? item.config.width ?? 468);
  const showNow = item.platform === "house" || load;
  return (
    <section className="admin-panel" aria-label={t("manager.preview")} data-testid="sda-preview">
      <h2>{t("manager.preview")}</h2>
      <div
        style={{
          position: "relative",
          width: "100%",
          maxWidth: `${box.width}px`,
          aspectRatio: `${box.width} / ${box.height}`,
          outline: "1px dashed #888",
          overflow: "hidden",
        }}
      >
        {showNow ? (
          <AdContent key={JSON.stringify(item)} item={item} placement={item.placement} onShown={() => {}} />
        ) : null}
      </div>
      {item.platform !== "house" && !load ? (
        <p>
          <button
            type="button"
            className="button button--small button--secondary"
            onClick={() => setLoad(true)}
          >
            {t("manager.previewLoad")}
          </button>
        </p>
      ) : null}
      <p className="admin-muted">{t("manager.previewHint")}</p>
    </section>
  );
}

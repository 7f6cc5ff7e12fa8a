import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { watchForNewVersion } from "#app/lib/version.ts";

/** Offers a reload once a new build is deployed (spec §7.1 builds/latest.json). */
export function UpdateBanner({ buildId }: { buildId: string }) {
  const [available, setAvailable] = useState(false);
  const { t } = useTranslation("common");
  useEffect(() => watchForNewVersion(buildId, () => setAvailable(true)), [buildId]);
  if (!available) return null;
  return (
    <div className="update-banner" role="status">
      <p>{t("update.available")}</p>
      <button type="button" className="button button--small" onClick={() => window.location.reload()}>
        {t("update.reload")}
      </button>
      <button
        type="button"
        className="button button--small button--secondary"
        onClick={() => setAvailable(false)}
      >
        {t("update.later")}
      </button>
    </div>
  );
}

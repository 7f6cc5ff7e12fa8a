import { useTranslation } from "react-i18next";

/** Ten single-use codes, shown once: kept by the administrator outside this device. */
export function RecoveryCodes(props: { codes: string[] }) {
  const { t } = useTranslation("admin");
  const text = `${props.codes.join("\n")}\n`;
  return (
    <section className="admin-panel" aria-labelledby="recovery-codes-title">
      <h2 id="recovery-codes-title">{t("security.codesTitle")}</h2>
      <p>{t("security.codesIntro")}</p>
      <ol className="admin-codes admin-mono" data-testid="recovery-codes">
        {props.codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="admin-actions">
        <a
          className="button button--secondary button--small"
          download="acaso-recovery-codes.txt"
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
        >
          {t("security.download")}
        </a>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => void navigator.clipboard?.writeText(text)}
        >
          {t("security.copy")}
        </button>
      </div>
    </section>
  );
}

import { useState } from "react";
import { useTranslation } from "react-i18next";
import { socialApi } from "./api.ts";

/** Asks an unverified account to open the mailed link, with a throttled "send again" (issue 14). */
export function VerifyBanner({ email, lang }: { email: string; lang: string }) {
  const { t } = useTranslation("profile");
  const [state, setState] = useState<"idle" | "sending" | "sent" | "throttled" | "error">("idle");
  async function resend() {
    setState("sending");
    const result = await socialApi.resendVerification(lang);
    if (result.ok) setState("sent");
    else setState(result.status === 429 ? "throttled" : "error");
  }
  return (
    <section className="verify-banner" aria-live="polite">
      <h2>{t("verify.title")}</h2>
      <p>{t("verify.text", { email })}</p>
      {state === "sent" ? <p className="verify-banner__note">{t("verify.sent")}</p> : null}
      {state === "throttled" ? <p className="field-error">{t("verify.throttled")}</p> : null}
      {state === "error" ? <p className="field-error">{t("errors.generic")}</p> : null}
      <button
        type="button"
        className="button button--secondary button--small"
        onClick={resend}
        disabled={state === "sending"}
      >
        {state === "sending" ? t("verify.sending") : t("verify.resend")}
      </button>
    </section>
  );
}

import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LanguageSwitcher } from "#app/components/LanguageSwitcher.tsx";
import { usePagePath } from "#app/lib/site.ts";
import { CodeStep, type LoginNext, PasswordStep } from "./LoginSteps.tsx";
import "../admin.css";

/**
 * /-priv/mda/login (no layout, spec §2.1): password, then the second factor (issue 12). An admin
 * without a factor goes to enrol one; a full page load follows success, so the loaders decide.
 */
export function AdminLogin(props: { title: string; returnTo: string; step: "password" | "code" }) {
  const { t } = useTranslation("admin");
  const path = usePagePath();
  const [step, setStep] = useState(props.step);
  const finish = (next: LoginNext) => {
    if (next === "secondFactor") setStep("code");
    else if (next === "enrol") window.location.assign(path("adminSecurity"));
    else window.location.assign(props.returnTo);
  };
  return (
    <main id="main" className="admin-login">
      <div className="admin-login__top">
        <LanguageSwitcher />
      </div>
      <div className="admin-login__box">
        <h1>{props.title}</h1>
        <p className="admin-muted">{t("login.intro")}</p>
        {step === "password" ? <PasswordStep onNext={finish} /> : <CodeStep onDone={() => finish("done")} />}
      </div>
    </main>
  );
}

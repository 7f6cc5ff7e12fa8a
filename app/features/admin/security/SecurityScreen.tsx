import { useTranslation } from "react-i18next";
import { Enrolment } from "./Enrolment.tsx";
import { SecurityStatus } from "./SecurityStatus.tsx";

/** /-priv/mda/security: enrol the TOTP second factor, or manage it once enrolled. */
export function SecurityScreen(props: { mode: "enrol" | "manage" }) {
  const { t } = useTranslation("admin");
  return (
    <>
      <h1>{t("site:pages.adminSecurity.title")}</h1>
      {props.mode === "enrol" ? <Enrolment /> : <SecurityStatus />}
    </>
  );
}

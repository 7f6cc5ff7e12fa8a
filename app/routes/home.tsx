import { useTranslation } from "react-i18next";
import type { Route } from "./+types/home";

export function meta({ matches }: Route.MetaArgs) {
  const name = matches[0]?.loaderData?.publicConfig.appName ?? "Acaso";
  return [{ title: name }];
}

export default function Home() {
  const { t } = useTranslation();
  return (
    <main>
      <h1>{t("home.heading")}</h1>
      <p>{t("home.description")}</p>
      <a href="/chat">{t("home.cta")}</a>
    </main>
  );
}

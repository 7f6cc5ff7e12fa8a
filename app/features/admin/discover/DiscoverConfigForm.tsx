import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { DiscoverConfig } from "#common/social/discover.ts";
import { type AdminApiError, adminSend, useAdminQuery } from "../api.ts";
import { DateTime, ErrorBox, Loading } from "../ui/Status.tsx";

type ConfigAnswer = { config: DiscoverConfig; updatedAt: string | null };

function readForm(form: HTMLFormElement): DiscoverConfig {
  const data = new FormData(form);
  const num = (name: string) => Number(data.get(name) ?? 0);
  return {
    pinnedLimit: num("pinnedLimit"),
    includeStories: data.get("includeStories") === "on",
    includeRooms: data.get("includeRooms") === "on",
    roomsLimit: num("roomsLimit"),
    roomEvery: num("roomEvery"),
    pageSize: num("pageSize"),
  };
}

/** /-priv/mda/socialmanager/post-discover/config: how the discover feed is composed (issue 14). */
export function DiscoverConfigForm() {
  const { t } = useTranslation(["adminSocial", "admin"]);
  const query = useAdminQuery<ConfigAnswer>("/api/admin/discover/config");
  const [error, setError] = useState<AdminApiError | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (query.data) setVersion((n) => n + 1);
  }, [query.data]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaving(true);
    setError(null);
    setSaved(false);
    const result = await adminSend("PUT", "/api/admin/discover/config", {
      config: readForm(event.currentTarget),
    });
    setSaving(false);
    if (!result.ok) return setError(result.error);
    setSaved(true);
    query.reload();
  }

  const config = query.data?.config;
  const number = (name: keyof DiscoverConfig, min: number, max: number) => (
    <label>
      {t(`config.${name}`)}
      <input
        type="number"
        name={name}
        min={min}
        max={max}
        step={1}
        defaultValue={Number(config?.[name] ?? 0)}
        inputMode="numeric"
        required
      />
    </label>
  );
  return (
    <>
      <h1>{t("site:pages.adminDiscoverConfig.title")}</h1>
      <p className="admin-lead">{t("config.lead")}</p>
      <Loading show={query.loading && !query.data} />
      <ErrorBox error={query.error} onRetry={query.reload} />
      {config ? (
        <form
          key={`c-${version}`}
          className="admin-form"
          onSubmit={submit}
          noValidate
          data-testid="discover-config-form"
        >
          <fieldset className="admin-fieldset">
            <legend>{t("config.pinned")}</legend>
            {number("pinnedLimit", 0, 20)}
            <p className="admin-muted">{t("config.pinnedHint")}</p>
          </fieldset>
          <fieldset className="admin-fieldset">
            <legend>{t("config.mixed")}</legend>
            <label className="admin-check">
              <input type="checkbox" name="includeStories" defaultChecked={config.includeStories} />
              {t("config.includeStories")}
            </label>
            <label className="admin-check">
              <input type="checkbox" name="includeRooms" defaultChecked={config.includeRooms} />
              {t("config.includeRooms")}
            </label>
            {number("roomsLimit", 0, 50)}
            {number("roomEvery", 1, 20)}
            {number("pageSize", 4, 50)}
          </fieldset>
          <ErrorBox error={error} />
          {saved ? (
            <p className="admin-success" role="status">
              {t("config.saved")}
            </p>
          ) : null}
          <p className="admin-muted">
            {t("config.updated")} <DateTime value={query.data?.updatedAt} />
          </p>
          <button type="submit" className="button" disabled={saving}>
            {t("admin:common.save")}
          </button>
        </form>
      ) : null}
    </>
  );
}

import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAdminQuery } from "../api.ts";
import { ErrorBox, Loading } from "../ui/Status.tsx";
import { BanForm } from "./BanForm.tsx";
import { BanRow } from "./BanRow.tsx";
import type { BanView } from "./types.ts";

/** /-priv/mda/safecontrol/bans: bans in force (or all), by ident, account or address; new bans. */
export function BanList() {
  const { t } = useTranslation("admin");
  const [active, setActive] = useState(true);
  const [q, setQ] = useState("");
  const query = useAdminQuery<{ bans: BanView[] }>(
    `/api/admin/bans?${new URLSearchParams({ active: String(active), ...(q ? { q } : {}) })}`,
  );
  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setQ(String(new FormData(event.currentTarget).get("q") ?? "").trim());
  }
  return (
    <>
      <h1>{t("site:pages.adminBans.title")}</h1>
      <p className="admin-lead">{t("bans.lead")}</p>
      <BanForm onBanned={query.reload} />
      <search>
        <form className="admin-filters" onSubmit={search}>
          <label>
            {t("bans.search")}
            <input name="q" defaultValue={q} maxLength={320} />
          </label>
          <label className="admin-check">
            <input type="checkbox" checked={active} onChange={(event) => setActive(event.target.checked)} />
            {t("bans.onlyActive")}
          </label>
          <button type="submit" className="button button--small">
            {t("audit.apply")}
          </button>
        </form>
      </search>
      <ErrorBox error={query.error} onRetry={query.reload} />
      <Loading show={query.loading && !query.data} />
      {query.data && query.data.bans.length === 0 ? <p>{t("bans.empty")}</p> : null}
      <ul className="ban-list">
        {query.data?.bans.map((ban) => (
          <BanRow key={ban.id} ban={ban} onChanged={query.reload} />
        ))}
      </ul>
    </>
  );
}

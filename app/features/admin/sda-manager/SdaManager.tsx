import { useState } from "react";
import { useTranslation } from "react-i18next";
import { type AdminApiError, adminSend, useAdminQuery } from "../api.ts";
import { ErrorBox, Loading } from "../ui/Status.tsx";
import { ImpressionsChart } from "./ImpressionsChart.tsx";
import { SdaForm } from "./SdaForm.tsx";
import { SdaList } from "./SdaList.tsx";
import type { ImpressionsAnswer, SdaRow } from "./types.ts";

/** /-priv/mda/sdamanager/config: the ads (issue 13): list, create, edit, switch, delete, chart. */
export function SdaManager() {
  const { t } = useTranslation("adminAds");
  const items = useAdminQuery<{ items: SdaRow[] }>("/api/admin/sda/items");
  const stats = useAdminQuery<ImpressionsAnswer>("/api/admin/sda/impressions?days=30");
  const [editing, setEditing] = useState<SdaRow | "new" | null>(null);
  const [error, setError] = useState<AdminApiError | null>(null);
  const [notice, setNotice] = useState(false);

  async function act(method: "PUT" | "DELETE", path: string, json?: unknown) {
    const result = await adminSend(method, path, json);
    setError(result.ok ? null : result.error);
    items.reload();
  }

  const list = items.data?.items ?? [];
  const label = (sdaId: string, placement: string) => {
    const item = list.find((row) => row.id === sdaId);
    const name = item ? t(`manager.platforms.${item.platform}`) : sdaId.slice(0, 8);
    return `${name} ${item?.config.zoneId ?? item?.config.key ?? ""} · ${t(`manager.placements.${placement}`, { defaultValue: placement })}`;
  };

  return (
    <>
      <h1>{t("site:pages.adminSdaManagerConfig.title")}</h1>
      <p className="admin-lead">{t("manager.lead")}</p>
      <p className="admin-muted">{t("manager.notSecret")}</p>
      <Loading show={items.loading && !items.data} />
      <ErrorBox error={items.error ?? error} onRetry={items.reload} />
      {notice ? (
        <p className="admin-success" role="status" data-testid="sda-saved">
          {t("manager.created")}
        </p>
      ) : null}
      {editing ? (
        <SdaForm
          key={editing === "new" ? "new" : editing.id}
          editing={editing === "new" ? null : editing}
          onCancel={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            setNotice(true);
            items.reload();
          }}
        />
      ) : (
        <p>
          <button
            type="button"
            className="button"
            onClick={() => {
              setNotice(false);
              setEditing("new");
            }}
            data-testid="sda-new"
          >
            {t("manager.new")}
          </button>
        </p>
      )}
      <section className="admin-panel">
        <h2>{t("manager.list")}</h2>
        <SdaList
          items={list}
          onEdit={(item) => {
            setNotice(false);
            setEditing(item);
          }}
          onToggle={(item) =>
            void act("PUT", `/api/admin/sda/items/${item.id}/enabled`, { enabled: !item.enabled })
          }
          onDelete={(item) => {
            if (window.confirm(t("manager.confirmDelete")))
              void act("DELETE", `/api/admin/sda/items/${item.id}`);
          }}
        />
      </section>
      <section className="admin-panel">
        <h2>{t("manager.chart")}</h2>
        <ErrorBox error={stats.error} onRetry={stats.reload} />
        {stats.data ? (
          <ImpressionsChart since={stats.data.since} rows={stats.data.rows} label={label} />
        ) : null}
      </section>
    </>
  );
}

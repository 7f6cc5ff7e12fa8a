import { useTranslation } from "react-i18next";
import type { SdaRow } from "./types.ts";

/** The ads, in serving order, with their switches. */
export function SdaList(props: {
  items: SdaRow[];
  onEdit(item: SdaRow): void;
  onToggle(item: SdaRow): void;
  onDelete(item: SdaRow): void;
}) {
  const { t } = useTranslation("adminAds");
  if (props.items.length === 0) return <p className="admin-muted">{t("manager.empty")}</p>;
  return (
    <div className="admin-table-wrap">
      <table className="admin-table" data-testid="sda-list">
        <thead>
          <tr>
            <th scope="col">{t("manager.placement")}</th>
            <th scope="col">{t("manager.platform")}</th>
            <th scope="col">{t("manager.size")}</th>
            <th scope="col">{t("manager.status")}</th>
            <th scope="col">{t("manager.actions")}</th>
          </tr>
        </thead>
        <tbody>
          {props.items.map((item) => (
            <tr key={item.id} data-testid="sda-row" data-sda-id={item.id}>
              <td>{t(`manager.placements.${item.placement}`)}</td>
              <td>
                {t(`manager.platforms.${item.platform}`)}{" "}
                <span className="admin-mono">{item.config.zoneId ?? item.config.key ?? ""}</span>
              </td>
              <td className="num">
                {item.config.width ?? 468}×{item.config.height ?? 60}
              </td>
              <td>
                <span className={item.enabled ? "admin-badge admin-badge--ok" : "admin-badge"}>
                  {item.enabled ? t("manager.on") : t("manager.off")}
                </span>
              </td>
              <td>
                <div className="admin-actions">
                  <button
                    type="button"
                    className="button button--small button--secondary"
                    onClick={() => props.onEdit(item)}
                  >
                    {t("manager.editAction")}
                  </button>
                  <button
                    type="button"
                    className="button button--small button--secondary"
                    onClick={() => props.onToggle(item)}
                    data-testid="sda-toggle"
                  >
                    {item.enabled ? t("manager.disable") : t("manager.enable")}
                  </button>
                  <button
                    type="button"
                    className="button button--small button--secondary"
                    onClick={() => props.onDelete(item)}
                    data-testid="sda-delete"
                  >
                    {t("manager.delete")}
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

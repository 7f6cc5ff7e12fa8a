import { useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { type Notification, notifications } from "#app/lib/notifications.ts";

const empty: readonly Notification[] = [];

/** Floating notifications (spec §3, §4.3): announced politely to screen readers. */
export function NotificationArea() {
  const items = useSyncExternalStore(notifications.subscribe, notifications.list, () => empty);
  const { t } = useTranslation("common");
  const floating = items.filter((n) => !n.showedFloat);
  return (
    <section className="notifications" aria-live="polite" aria-label={t("notifications.label")}>
      {floating.map((n) => (
        <div
          key={n.id}
          className={`notification notification--${n.type}`}
          role={n.type === "error" ? "alert" : "status"}
        >
          <p>{n.text}</p>
          <button type="button" className="notification__close" onClick={() => notifications.dismiss(n.id)}>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">{t("notifications.close")}</span>
          </button>
        </div>
      ))}
    </section>
  );
}

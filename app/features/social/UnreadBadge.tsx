import { useTranslation } from "react-i18next";
import { useUnreadCount } from "./unread.ts";

/** The number on the header's Social link; nothing when there is nothing new. */
export function UnreadBadge() {
  const { t } = useTranslation("directChats");
  const count = useUnreadCount();
  if (count <= 0) return null;
  return (
    <span className="unread-badge" data-testid="unread-badge">
      <span aria-hidden="true">{count > 99 ? "99+" : count}</span>
      <span className="visually-hidden">{t("unreadBadge", { count })}</span>
    </span>
  );
}

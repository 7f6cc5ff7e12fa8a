import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { MessageText } from "#app/features/social/MessageText.tsx";
import { type AdminApiError, adminSend, useAdminQuery } from "../api.ts";
import { DateTime, ErrorBox, Loading } from "../ui/Status.tsx";
import type { AdminRoom, RoomMessagesAnswer, SanctionsAnswer } from "./types.ts";

/** One room's last messages (delete) and its mutes and removals (add, lift). */
export function RoomModeration({ room }: { room: AdminRoom }) {
  const { t } = useTranslation("adminRooms");
  const messages = useAdminQuery<RoomMessagesAnswer>(`/api/admin/rooms/${room.id}/messages`, {
    refreshMs: 5000,
  });
  const sanctions = useAdminQuery<SanctionsAnswer>(`/api/admin/rooms/${room.id}/sanctions`);
  const [error, setError] = useState<AdminApiError | null>(null);
  const [busy, setBusy] = useState(false);

  async function sanction(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setBusy(true);
    const result = await adminSend("POST", `/api/admin/rooms/${room.id}/sanctions`, {
      username: String(data.get("username") ?? ""),
      kind: String(data.get("kind") ?? "mute"),
      minutes: Number(data.get("minutes") ?? 60),
      reason: String(data.get("reason") ?? ""),
    });
    setBusy(false);
    if (!result.ok) return setError(result.error);
    setError(null);
    form.reset();
    sanctions.reload();
  }

  return (
    <section className="admin-panel" aria-labelledby="room-moderation" data-testid="room-moderation">
      <h2 id="room-moderation">{t("moderationTitle", { name: room.name })}</h2>
      <ErrorBox error={error} />
      <h3>{t("messagesTitle")}</h3>
      <Loading show={messages.loading && !messages.data} />
      <ErrorBox error={messages.error} onRetry={messages.reload} />
      <div className="admin-table-wrap">
        <table className="admin-table" data-testid="room-admin-messages">
          <thead>
            <tr>
              <th>{t("when")}</th>
              <th>{t("author")}</th>
              <th>{t("text")}</th>
              <th>
                <span className="visually-hidden">{t("actions")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {[...(messages.data?.messages ?? [])].reverse().map((message) => (
              <tr key={message.id}>
                <td>
                  <DateTime value={message.at} />
                </td>
                <td>{message.author ? `@${message.author.username}` : "—"}</td>
                <td>
                  {message.text === null ? (
                    <em className="admin-muted">{t("deleted")}</em>
                  ) : (
                    <MessageText text={message.text} />
                  )}
                </td>
                <td>
                  {message.text !== null ? (
                    <button
                      type="button"
                      className="button button--small button--secondary"
                      onClick={async () => {
                        if (!window.confirm(t("confirmDelete"))) return;
                        const result = await adminSend("DELETE", `/api/admin/rooms/messages/${message.id}`);
                        if (!result.ok) setError(result.error);
                        else messages.reload();
                      }}
                    >
                      {t("delete")}
                    </button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h3>{t("sanctionsTitle")}</h3>
      <form className="admin-form admin-filters" onSubmit={sanction} noValidate data-testid="sanction-form">
        <fieldset className="admin-fieldset" disabled={busy}>
          <legend>{t("sanctionLegend")}</legend>
          <label>
            {t("username")}
            <input name="username" required maxLength={64} placeholder="@name" />
          </label>
          <label>
            {t("kind")}
            <select name="kind" defaultValue="mute">
              <option value="mute">{t("kinds.mute")}</option>
              <option value="remove">{t("kinds.remove")}</option>
            </select>
          </label>
          <label>
            {t("minutes")}
            <input name="minutes" type="number" min={1} max={43200} defaultValue={60} />
          </label>
          <label>
            {t("reason")}
            <input name="reason" maxLength={200} />
          </label>
        </fieldset>
        <button type="submit" className="button" disabled={busy}>
          {t("apply")}
        </button>
      </form>
      <ErrorBox error={sanctions.error} onRetry={sanctions.reload} />
      <ul data-testid="room-sanctions">
        {sanctions.data?.sanctions.length === 0 ? <li className="admin-muted">{t("noSanctions")}</li> : null}
        {sanctions.data?.sanctions.map((s) => (
          <li key={s.id}>
            <strong>{s.user ? `@${s.user.username}` : "—"}</strong> · {t(`kinds.${s.kind}`)} · {t("until")}{" "}
            <DateTime value={s.until} />
            {s.reason ? ` · ${s.reason}` : ""}{" "}
            <button
              type="button"
              className="button button--small button--secondary"
              onClick={async () => {
                const result = await adminSend("DELETE", `/api/admin/rooms/sanctions/${s.id}`);
                if (!result.ok) setError(result.error);
                else sanctions.reload();
              }}
            >
              {t("lift")}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { useState } from "react";
import { useTranslation } from "react-i18next";
import { type AdminApiError, adminSend, useAdminQuery } from "../api.ts";
import { ErrorBox, Loading } from "../ui/Status.tsx";
import { RoomForm } from "./RoomForm.tsx";
import { RoomModeration } from "./RoomModeration.tsx";
import type { RoomListAnswer } from "./types.ts";

/** Chat rooms in the admin area (issue 14): create, edit, close or reopen; moderate one. */
export function RoomAdminScreen() {
  const { t } = useTranslation("adminRooms");
  const list = useAdminQuery<RoomListAnswer>("/api/admin/rooms", { refreshMs: 10_000 });
  const [editing, setEditing] = useState<string | null>(null);
  const [moderating, setModerating] = useState<string | null>(null);
  const [error, setError] = useState<AdminApiError | null>(null);
  const rooms = list.data?.rooms ?? [];
  const edited = rooms.find((room) => room.id === editing);
  const moderated = rooms.find((room) => room.id === moderating);
  return (
    <>
      <h1>{t("site:pages.adminRooms.title")}</h1>
      <p className="admin-lead">{t("lead")}</p>
      <ErrorBox error={list.error ?? error} onRetry={list.reload} />
      <Loading show={list.loading && !list.data} />
      <div className="admin-table-wrap">
        <table className="admin-table" data-testid="admin-rooms">
          <thead>
            <tr>
              <th>{t("name")}</th>
              <th>{t("language")}</th>
              <th>{t("slowModeShort")}</th>
              <th>{t("present")}</th>
              <th>{t("state")}</th>
              <th>
                <span className="visually-hidden">{t("actions")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rooms.length === 0 && list.data ? (
              <tr>
                <td colSpan={6} className="admin-muted">
                  {t("none")}
                </td>
              </tr>
            ) : null}
            {rooms.map((room) => (
              <tr key={room.id} aria-selected={room.id === moderating}>
                <td>{room.name}</td>
                <td>{room.language.toUpperCase()}</td>
                <td>{room.slowModeSeconds > 0 ? `${room.slowModeSeconds} s` : "—"}</td>
                <td>{room.present}</td>
                <td>
                  {room.closed ? (
                    <span className="admin-badge admin-badge--danger">{t("closed")}</span>
                  ) : (
                    t("open")
                  )}
                </td>
                <td className="admin-actions">
                  <button
                    type="button"
                    className="button button--small button--secondary"
                    onClick={() => setEditing(room.id)}
                  >
                    {t("edit")}
                  </button>
                  <button
                    type="button"
                    className="button button--small button--secondary"
                    onClick={() => setModerating(room.id)}
                  >
                    {t("moderate")}
                  </button>
                  <button
                    type="button"
                    className="button button--small button--secondary"
                    data-testid="room-close-toggle"
                    onClick={async () => {
                      if (!room.closed && !window.confirm(t("confirmClose"))) return;
                      const result = await adminSend("PATCH", `/api/admin/rooms/${room.id}`, {
                        closed: !room.closed,
                      });
                      if (!result.ok) setError(result.error);
                      else list.reload();
                    }}
                  >
                    {room.closed ? t("reopen") : t("close")}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {edited ? (
        <RoomForm key={edited.id} room={edited} onSaved={list.reload} onCancel={() => setEditing(null)} />
      ) : (
        <RoomForm onSaved={list.reload} />
      )}
      {moderated ? <RoomModeration key={moderated.id} room={moderated} /> : null}
    </>
  );
}

import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { LOCALES } from "#common/locales.ts";
import { SOCIAL_LIMITS } from "#common/protocol/constants.ts";
import { type AdminApiError, adminSend } from "../api.ts";
import { ErrorBox } from "../ui/Status.tsx";
import type { AdminRoom } from "./types.ts";

/** One form for creating a room and editing one (name, description, language, slow mode). */
export function RoomForm(props: { room?: AdminRoom; onSaved(): void; onCancel?: () => void }) {
  const { t } = useTranslation("adminRooms");
  const [error, setError] = useState<AdminApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const editing = props.room !== undefined;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const body = {
      name: String(data.get("name") ?? ""),
      description: String(data.get("description") ?? ""),
      language: String(data.get("language") ?? "en"),
      slowModeSeconds: Number(data.get("slowModeSeconds") ?? 0),
    };
    setBusy(true);
    const result = editing
      ? await adminSend("PATCH", `/api/admin/rooms/${props.room?.id}`, body)
      : await adminSend("POST", "/api/admin/rooms", body);
    setBusy(false);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    setError(null);
    setDone(true);
    if (!editing) form.reset();
    props.onSaved();
  }

  return (
    <form
      className="admin-form"
      onSubmit={submit}
      noValidate
      data-testid={editing ? "room-edit-form" : "room-create-form"}
    >
      <fieldset className="admin-fieldset" disabled={busy}>
        <legend>{editing ? t("editTitle", { name: props.room?.name }) : t("createTitle")}</legend>
        <label>
          {t("name")}
          <input
            name="name"
            required
            maxLength={SOCIAL_LIMITS.roomNameChars}
            defaultValue={props.room?.name}
          />
        </label>
        <label>
          {t("description")}
          <textarea
            name="description"
            rows={2}
            maxLength={SOCIAL_LIMITS.roomDescriptionChars}
            defaultValue={props.room?.description}
          />
        </label>
        <label>
          {t("language")}
          <select name="language" defaultValue={props.room?.language ?? "en"}>
            {LOCALES.map((lang) => (
              <option key={lang} value={lang}>
                {lang.toUpperCase()}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t("slowMode")}
          <input
            name="slowModeSeconds"
            type="number"
            min={0}
            max={3600}
            defaultValue={props.room?.slowModeSeconds ?? 0}
          />
        </label>
        <p className="admin-muted">{t("slowModeHint")}</p>
      </fieldset>
      <ErrorBox error={error} />
      {done ? (
        <p className="admin-success" role="status">
          {t("saved")}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={busy}>
        {editing ? t("save") : t("create")}
      </button>
      {props.onCancel ? (
        <button type="button" className="button button--secondary" onClick={props.onCancel}>
          {t("cancel")}
        </button>
      ) : null}
    </form>
  );
}

import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import type { DiscoverPostAdmin } from "#common/social/discover.ts";
import { type AdminApiError, adminHttp, adminSend, apiError } from "../api.ts";
import { ErrorBox } from "../ui/Status.tsx";

/** A datetime-local value for an ISO time (the admin's own time zone), or "". */
function localValue(iso: string | null | undefined): string {
  if (!iso) return "";
  const date = new Date(iso);
  const offset = date.getTimezoneOffset() * 60_000;
  return new Date(date.getTime() - offset).toISOString().slice(0, 16);
}
function isoOf(local: FormDataEntryValue | null): string | null {
  if (typeof local !== "string" || !local) return null;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** Create or edit one pinned post; the image of a link post is uploaded after the post is saved. */
export function DiscoverPostForm(props: { post?: DiscoverPostAdmin; onSaved(): void; onCancel(): void }) {
  const { t } = useTranslation(["adminSocial", "admin"]);
  const [kind, setKind] = useState<DiscoverPostAdmin["kind"]>(props.post?.kind ?? "link");
  const [error, setError] = useState<AdminApiError | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? "").trim();
    const body = {
      kind,
      title: text("title"),
      text: text("text"),
      storyId: kind === "story" ? text("storyId") || null : null,
      roomId: kind === "room" ? text("roomId") || null : null,
      url: kind === "link" ? text("url") || null : null,
      startsAt: isoOf(data.get("startsAt")),
      endsAt: isoOf(data.get("endsAt")),
    };
    setSaving(true);
    setError(null);
    const result = props.post
      ? await adminSend<{ post: DiscoverPostAdmin }>(
          "PUT",
          `/api/admin/discover/posts/${props.post.id}`,
          body,
        )
      : await adminSend<{ post: DiscoverPostAdmin }>("POST", "/api/admin/discover/posts", body);
    if (!result.ok) {
      setSaving(false);
      return setError(result.error);
    }
    const image = data.get("image");
    if (image instanceof File && image.size > 0) {
      const upload = await adminHttp.request(`/api/admin/discover/posts/${result.data.post.id}/image`, {
        method: "POST",
        body: image,
      });
      if (!upload.ok) {
        setSaving(false);
        return setError(apiError(upload));
      }
    }
    setSaving(false);
    props.onSaved();
  }

  const post = props.post;
  return (
    <form className="admin-form admin-panel" onSubmit={submit} noValidate data-testid="discover-post-form">
      <h2>{post ? t("list.editTitle") : t("list.newTitle")}</h2>
      <label>
        {t("list.kind")}
        <select
          name="kind"
          value={kind}
          onChange={(e) => setKind(e.target.value as DiscoverPostAdmin["kind"])}
        >
          <option value="link">{t("list.kinds.link")}</option>
          <option value="story">{t("list.kinds.story")}</option>
          <option value="room">{t("list.kinds.room")}</option>
        </select>
      </label>
      <label>
        {t("list.title")}
        <input name="title" defaultValue={post?.title ?? ""} maxLength={120} required />
      </label>
      <label>
        {t("list.text")}
        <textarea name="text" defaultValue={post?.text ?? ""} maxLength={500} rows={3} />
      </label>
      {kind === "link" ? (
        <>
          <label>
            {t("list.url")}
            <input name="url" type="url" defaultValue={post?.url ?? ""} placeholder="https://" required />
          </label>
          <label>
            {t("list.image")}
            <input name="image" type="file" accept="image/jpeg,image/png,image/gif,image/webp" />
          </label>
        </>
      ) : null}
      {kind === "story" ? (
        <label>
          {t("list.storyId")}
          <input name="storyId" defaultValue={post?.storyId ?? ""} required />
        </label>
      ) : null}
      {kind === "room" ? (
        <label>
          {t("list.roomId")}
          <input name="roomId" defaultValue={post?.roomId ?? ""} required />
        </label>
      ) : null}
      <label>
        {t("list.startsAt")}
        <input name="startsAt" type="datetime-local" defaultValue={localValue(post?.startsAt)} />
      </label>
      <label>
        {t("list.endsAt")}
        <input name="endsAt" type="datetime-local" defaultValue={localValue(post?.endsAt)} />
      </label>
      <ErrorBox error={error} />
      <div className="admin-actions">
        <button type="submit" className="button" disabled={saving}>
          {t("admin:common.save")}
        </button>
        <button type="button" className="button button--secondary" onClick={props.onCancel}>
          {t("list.cancel")}
        </button>
      </div>
    </form>
  );
}

import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { CAPTION_MAX } from "#common/video-meta.ts";
import { type AdminApiError, adminHttp, apiError } from "../api.ts";
import { ErrorBox } from "../ui/Status.tsx";
import { firstFrame } from "./first-frame.ts";

/** Upload one video with what is said about it; the browser adds the first frame as poster. */
export function VideoUploadForm({ maxBytes, onUploaded }: { maxBytes: number; onUploaded: () => void }) {
  const { t } = useTranslation("videos");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<AdminApiError | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const file = data.get("file");
    setError(null);
    setDone(null);
    if (!(file instanceof File) || file.size === 0) {
      setError({ status: 400, errors: [{ field: "file", typeError: "required" }] });
      return;
    }
    // Checked here too so nobody waits for a refused upload; the server checks again.
    if (file.size > maxBytes) {
      setError({
        status: 413,
        errors: [{ field: "file", typeError: "invalidLength", max: maxBytes, msg: t("admin.tooLarge") }],
      });
      return;
    }
    setBusy(true);
    const { poster, durationSeconds } = await firstFrame(file);
    if (poster) data.set("poster", poster, "poster.jpg");
    if (durationSeconds) data.set("durationSeconds", String(durationSeconds));
    const result = await adminHttp.post<{ video: { id: string }; created: boolean }>("/api/admin/videos", {
      body: data,
    });
    setBusy(false);
    if (!result.ok) {
      setError(apiError(result));
      return;
    }
    setDone(result.data.created ? t("admin.uploaded") : t("admin.alreadyThere"));
    form.reset();
    onUploaded();
  }

  return (
    <form className="admin-form video-upload" onSubmit={submit} data-testid="video-upload-form" noValidate>
      <fieldset className="admin-fieldset" disabled={busy}>
        <legend>{t("admin.uploadTitle")}</legend>
        <label>
          {t("admin.file")}
          <input type="file" name="file" accept="video/mp4,video/webm" required />
        </label>
        <p className="admin-muted">{t("admin.fileHint", { mb: Math.floor(maxBytes / 1_000_000) })}</p>
        <label>
          {t("admin.caption")}
          <textarea name="caption" rows={3} maxLength={CAPTION_MAX} />
        </label>
        <label>
          {t("admin.creatorName")}
          <input type="text" name="creatorName" maxLength={100} required />
        </label>
        <label>
          {t("admin.creatorUrl")}
          <input type="url" name="creatorUrl" maxLength={500} placeholder="https://" />
        </label>
        <label>
          {t("admin.hashtags")}
          <input type="text" name="hashtags" maxLength={2000} placeholder="#travel #food" />
        </label>
      </fieldset>
      <ErrorBox error={error} />
      {done ? (
        <p className="admin-success" role="status" data-testid="video-upload-done">
          {done}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={busy}>
        {busy ? t("admin.uploading") : t("admin.upload")}
      </button>
    </form>
  );
}

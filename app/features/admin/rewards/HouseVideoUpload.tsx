import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { type AdminApiError, adminHttp, adminSend, apiError } from "../api.ts";
import { ErrorBox } from "../ui/Status.tsx";

export type HouseVideoInfo = { type: string; size: number; uploadedAt: string } | null;

function fileSize(bytes: number): string {
  if (bytes < 1_000_000) return `${Math.max(1, Math.round(bytes / 1000))} kB`;
  return `${(bytes / 1_000_000).toFixed(bytes < 10_000_000 ? 1 : 0)} MB`;
}

/**
 * The house video's file (issue 13): upload an MP4 or WebM through /api/admin/rewardcontrol/house-video
 * (type sniffed and size capped by the server, stored behind the storage interface), or go back to
 * the shipped video. A separate form from the settings: a file is not part of their JSON.
 */
export function HouseVideoUpload(props: {
  current: HouseVideoInfo;
  addressSet: boolean;
  maxBytes: number;
  onChanged: () => void;
}) {
  const { t } = useTranslation("adminRewards");
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
    if (file.size > props.maxBytes) {
      setError({ status: 413, errors: [{ field: "file", typeError: "invalidLength", max: props.maxBytes }] });
      return;
    }
    setBusy(true);
    const result = await adminHttp.post("/api/admin/rewardcontrol/house-video", { body: data });
    setBusy(false);
    if (!result.ok) {
      setError(apiError(result));
      return;
    }
    setDone(t("uploaded"));
    form.reset();
    props.onChanged();
  }

  async function remove() {
    setBusy(true);
    setError(null);
    setDone(null);
    const result = await adminSend("DELETE", "/api/admin/rewardcontrol/house-video");
    setBusy(false);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    setDone(t("removed"));
    props.onChanged();
  }

  const shown = props.addressSet
    ? t("currentUrl")
    : props.current
      ? t("currentUpload", { size: fileSize(props.current.size) })
      : t("currentDefault");
  return (
    <form className="admin-form" onSubmit={submit} data-testid="house-video-form" noValidate>
      <fieldset className="admin-fieldset" disabled={busy}>
        <legend>{t("upload")}</legend>
        <p data-testid="house-video-current">
          {t("current")} <strong>{shown}</strong>
        </p>
        <label>
          {t("upload")}
          <input
            type="file"
            name="file"
            accept="video/mp4,video/webm"
            required
            data-testid="house-video-file"
          />
        </label>
        <p className="admin-muted">{t("uploadHint", { mb: Math.floor(props.maxBytes / 1_000_000) })}</p>
        <div className="admin-actions">
          <button type="submit" className="button" data-testid="house-video-upload">
            {busy ? t("uploading") : t("uploadButton")}
          </button>
          {props.current ? (
            <button
              type="button"
              className="button button--secondary"
              onClick={remove}
              data-testid="house-video-remove"
            >
              {t("removeUpload")}
            </button>
          ) : null}
        </div>
      </fieldset>
      <ErrorBox error={error} />
      {done ? (
        <p className="admin-success" role="status" data-testid="house-video-done">
          {done}
        </p>
      ) : null}
    </form>
  );
}

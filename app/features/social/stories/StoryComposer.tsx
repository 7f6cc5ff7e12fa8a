import { type FormEvent, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { resizeForUpload } from "#app/features/auth/resize.ts";
import { STORY_LIMITS } from "#common/social/stories.ts";
import { postStory } from "./api.ts";

/**
 * Posting a story: pick an image (resized in the browser to fit 600x600, GIFs as they are — the
 * server re-encodes every upload anyway), a caption of at most 280 characters, send.
 */
export function StoryComposer({ onPosted }: { onPosted: () => void }) {
  const { t } = useTranslation("stories");
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [caption, setCaption] = useState("");
  const [state, setState] = useState<"idle" | "sending" | "posted">("idle");
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) {
      setError(t("compose.errors.noImage"));
      return;
    }
    setState("sending");
    setError(null);
    let blob: Blob;
    try {
      blob = await resizeForUpload(file);
    } catch {
      setState("idle");
      setError(t("compose.errors.notImage"));
      return;
    }
    const result = await postStory(blob, caption.trim());
    if (result.ok) {
      setState("posted");
      setFile(null);
      setCaption("");
      onPosted();
      return;
    }
    setState("idle");
    const first = result.errors[0];
    if (result.status === 413) setError(t("compose.errors.tooLarge"));
    else if (result.status === 429) setError(t("compose.errors.tooMany"));
    else if (first?.field === "caption") setError(t("compose.errors.caption"));
    else if (first?.field === "image") setError(t("compose.errors.notImage"));
    else setError(t("compose.errors.generic"));
  }

  const left = STORY_LIMITS.captionChars - caption.length;
  return (
    <form className="story-composer social-panel" onSubmit={submit} noValidate>
      <h2>{t("compose.title")}</h2>
      <div className="story-composer__row">
        <label className="story-composer__pick" htmlFor={`${id}-image`}>
          {preview ? <img src={preview} alt={t("compose.preview")} /> : <span>{t("compose.pick")}</span>}
        </label>
        <input
          id={`${id}-image`}
          className="visually-hidden"
          type="file"
          name="image"
          accept="image/jpeg,image/png,image/gif,image/webp"
          onChange={(e) => {
            setState("idle");
            setFile(e.target.files?.[0] ?? null);
          }}
        />
        <div className="story-composer__text">
          <label htmlFor={`${id}-caption`}>{t("compose.caption")}</label>
          <textarea
            id={`${id}-caption`}
            name="caption"
            value={caption}
            maxLength={STORY_LIMITS.captionChars}
            onChange={(e) => setCaption(e.target.value)}
            rows={3}
          />
          <span className="hint">{t("compose.left", { count: left })}</span>
        </div>
      </div>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      {state === "posted" ? (
        <p className="social-notice social-notice--ok" role="status">
          {t("compose.posted")}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={state === "sending"}>
        {state === "sending" ? t("compose.sending") : t("compose.submit")}
      </button>
    </form>
  );
}

import { type FormEvent, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { resizeForUpload } from "#app/features/auth/resize.ts";
import { STORY_LIMITS } from "#common/social/stories.ts";
import { toUploadedFile, type UploadedFile } from "#common/upload.ts";
import { postStory } from "./api.ts";

/**
 * Posting a story: pick an image (resized in the browser to fit 600x600 as soon as it is chosen, GIFs
 * as they are — the server re-encodes every upload anyway), a caption of at most 280 characters, send.
 * The chosen picture is previewed from its spec §3 upload result `{ base64, name }` (decision 012).
 */
export function StoryComposer({ onPosted }: { onPosted: () => void }) {
  const { t } = useTranslation("stories");
  const id = useId();
  // The resized picture that will be sent, and its spec §3 upload result for the preview.
  const [chosen, setChosen] = useState<{ blob: Blob; preview: UploadedFile } | null>(null);
  const [caption, setCaption] = useState("");
  const [state, setState] = useState<"idle" | "reading" | "sending" | "posted">("idle");
  const [error, setError] = useState<string | null>(null);
  // The latest choice wins over a slower earlier one still being read.
  const choice = useRef(0);

  async function choose(file: File | undefined) {
    const mine = ++choice.current;
    setError(null);
    if (!file) {
      setChosen(null);
      setState("idle");
      return;
    }
    setState("reading");
    try {
      const blob = await resizeForUpload(file);
      const preview = await toUploadedFile(blob, file.name);
      if (mine !== choice.current) return;
      setChosen({ blob, preview });
    } catch {
      if (mine !== choice.current) return;
      setChosen(null);
      setError(t("compose.errors.notImage"));
    }
    setState("idle");
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (state === "reading") return;
    if (!chosen) {
      setError(t("compose.errors.noImage"));
      return;
    }
    setState("sending");
    setError(null);
    const result = await postStory(chosen.blob, caption.trim());
    if (result.ok) {
      setState("posted");
      setChosen(null);
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
          {chosen ? (
            <img
              src={chosen.preview.base64}
              alt={t("compose.preview")}
              title={chosen.preview.name}
              data-testid="story-preview"
            />
          ) : (
            <span>{t("compose.pick")}</span>
          )}
        </label>
        <input
          id={`${id}-image`}
          className="visually-hidden"
          type="file"
          name="image"
          accept="image/jpeg,image/png,image/gif,image/webp"
          onChange={(e) => void choose(e.target.files?.[0])}
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
      <button type="submit" className="button" disabled={state === "sending" || state === "reading"}>
        {state === "sending" ? t("compose.sending") : t("compose.submit")}
      </button>
    </form>
  );
}

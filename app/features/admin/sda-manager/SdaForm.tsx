import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  REQUIRED_FIELDS,
  SDA_PLACEMENTS,
  SDA_PLATFORMS,
  type SdaFields,
  type SdaInput,
  type SdaPlatform,
  sdaInputSchema,
} from "#common/ads/schema.ts";
import { issuesToFormErrors } from "#common/form-errors.ts";
import { type AdminApiError, adminHttp, adminSend, apiError } from "../api.ts";
import { ErrorBox } from "../ui/Status.tsx";
import { SdaPreview } from "./SdaPreview.tsx";
import type { SdaRow } from "./types.ts";

const TEXT_FIELDS = ["zoneId", "key", "urlLib", "src", "href", "alt"] as const;
const NUMBER_FIELDS = ["width", "height", "maxWidth"] as const;
/** Which text fields each platform uses (the others are hidden). */
const USED: Record<SdaPlatform, readonly (keyof SdaFields)[]> = {
  sdaterra: ["key", "urlLib"],
  adycash: ["zoneId", "urlLib"],
  starstraffic: ["zoneId", "urlLib"],
  exoclic: ["zoneId", "key", "urlLib"],
  house: ["src", "href", "alt"],
};

const EMPTY: SdaInput = {
  enabled: true,
  placement: "belowStartButton",
  platform: "house",
  typeSda: "rennab",
  config: { width: 468, height: 60 },
};

function clean(draft: SdaInput): SdaInput {
  const config: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(draft.config)) {
    if (value === "" || value === undefined || (typeof value === "number" && Number.isNaN(value))) continue;
    if (
      !USED[draft.platform].includes(key as keyof SdaFields) &&
      !(NUMBER_FIELDS as readonly string[]).includes(key)
    )
      continue;
    config[key] = value;
  }
  return { ...draft, config: config as SdaFields };
}

/** One form for a new ad and an edit (issue 13): fields checked per platform here and on the server. */
export function SdaForm(props: { editing: SdaRow | null; onSaved(): void; onCancel(): void }) {
  const { t } = useTranslation("adminAds");
  const [draft, setDraft] = useState<SdaInput>(props.editing ?? EMPTY);
  const [error, setError] = useState<AdminApiError | null>(null);
  const [saving, setSaving] = useState(false);
  const [upload, setUpload] = useState<"idle" | "busy" | "done">("idle");
  const required = REQUIRED_FIELDS[draft.platform];
  const setField = (name: keyof SdaFields, value: string | number | undefined) =>
    setDraft((d) => ({ ...d, config: { ...d.config, [name]: value } }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const item = clean(draft);
    const parsed = sdaInputSchema.safeParse(item);
    if (!parsed.success) {
      setError({ status: 400, errors: issuesToFormErrors(parsed.error.issues) });
      return;
    }
    setSaving(true);
    const result = props.editing
      ? await adminSend("PUT", `/api/admin/sda/items/${props.editing.id}`, { item: parsed.data })
      : await adminSend("POST", "/api/admin/sda/items", { item: parsed.data });
    setSaving(false);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    setError(null);
    props.onSaved();
  }

  async function uploadImage(file: File) {
    setUpload("busy");
    const result = await adminHttp.request<{ src: string; width: number; height: number }>(
      "/api/admin/sda/house-image",
      { method: "POST", body: file, headers: { "content-type": file.type || "application/octet-stream" } },
    );
    if (!result.ok) {
      setUpload("idle");
      setError(apiError(result));
      return;
    }
    setUpload("done");
    setError(null);
    setDraft((d) => ({
      ...d,
      config: { ...d.config, src: result.data.src, width: result.data.width, height: result.data.height },
    }));
  }

  const preview = sdaInputSchema.safeParse(clean(draft));
  return (
    <div className="sda-editor" style={{ display: "grid", gap: 16 }}>
      <form className="admin-form" onSubmit={submit} noValidate data-testid="sda-form">
        <h2>{props.editing ? t("manager.edit") : t("manager.new")}</h2>
        <label>
          {t("manager.placement")}
          <select
            value={draft.placement}
            onChange={(e) => setDraft((d) => ({ ...d, placement: e.target.value as SdaInput["placement"] }))}
            data-testid="sda-placement"
          >
            {SDA_PLACEMENTS.map((p) => (
              <option key={p} value={p}>
                {t(`manager.placements.${p}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t("manager.platform")}
          <select
            value={draft.platform}
            onChange={(e) => setDraft((d) => ({ ...d, platform: e.target.value as SdaPlatform }))}
            data-testid="sda-platform"
          >
            {SDA_PLATFORMS.map((p) => (
              <option key={p} value={p}>
                {t(`manager.platforms.${p}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t("manager.type")}
          <select value={draft.typeSda} onChange={() => {}} data-testid="sda-type">
            <option value="rennab">{t("manager.types.rennab")}</option>
          </select>
        </label>
        {draft.platform === "house" ? (
          <label>
            {t("manager.upload")}
            <input
              type="file"
              accept="image/png,image/jpeg,image/webp,image/gif"
              data-testid="sda-upload"
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) void uploadImage(file);
              }}
            />
            <span className="admin-muted" role="status">
              {upload === "busy" ? t("manager.uploading") : upload === "done" ? t("manager.uploaded") : ""}
            </span>
          </label>
        ) : null}
        {TEXT_FIELDS.filter((name) => USED[draft.platform].includes(name)).map((name) => (
          <label key={name}>
            {t(`manager.fields.${name}`)}
            {required.includes(name) ? <span className="admin-muted"> ({t("manager.required")})</span> : null}
            <input
              type={name === "href" || name === "urlLib" ? "url" : "text"}
              value={String(draft.config[name] ?? "")}
              onChange={(e) => setField(name, e.target.value)}
              required={required.includes(name)}
              data-testid={`sda-field-${name}`}
            />
          </label>
        ))}
        {NUMBER_FIELDS.map((name) => (
          <label key={name}>
            {t(`manager.fields.${name}`)}
            <input
              type="number"
              min={1}
              max={2000}
              inputMode="numeric"
              value={draft.config[name] ?? ""}
              onChange={(e) => setField(name, e.target.value === "" ? undefined : Number(e.target.value))}
              data-testid={`sda-field-${name}`}
            />
          </label>
        ))}
        <label className="admin-check">
          <input
            type="checkbox"
            checked={draft.enabled}
            onChange={(e) => setDraft((d) => ({ ...d, enabled: e.target.checked }))}
          />
          {t("manager.enabled")}
        </label>
        <ErrorBox error={error} />
        <div className="admin-actions">
          <button type="submit" className="button" disabled={saving} data-testid="sda-save">
            {t("manager.save")}
          </button>
          <button type="button" className="button button--secondary" onClick={props.onCancel}>
            {t("manager.cancel")}
          </button>
        </div>
      </form>
      {preview.success ? <SdaPreview item={{ ...preview.data, id: props.editing?.id ?? "preview" }} /> : null}
    </div>
  );
}

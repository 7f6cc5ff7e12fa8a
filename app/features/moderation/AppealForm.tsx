import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { RobotCheck } from "#app/features/auth/components.tsx";
import { useSite } from "#app/lib/site.ts";
import { mapFormErrors, type ServerFormError } from "#common/form-errors.ts";
import { APPEAL_TEXT } from "#common/moderation.ts";
import { hasForbiddenCharacters } from "#common/text.ts";
import { fileAppeal } from "./api.ts";

const KNOWN = new Set(["appealOpen", "appealWindowOver", "robotCheck", "rateLimited"]);

/** DSA Art. 20 appeal: the person's own words, a robot check, one open appeal at a time. */
export function AppealForm(props: { banId: string; onSent(): void }) {
  const { t } = useTranslation("moderation");
  const site = useSite();
  const lang = site?.lang ?? "en";
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<ServerFormError[]>([]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = String(data.get("text") ?? "").trim();
    const altcha = String(data.get("altcha") ?? "");
    if (text.length < APPEAL_TEXT.min)
      return setErrors([{ field: "text", typeError: "invalidLength", min: APPEAL_TEXT.min }]);
    if (hasForbiddenCharacters(text, true)) return setErrors([{ field: "text", typeError: "invalid" }]);
    // The robot check holds the first submit while it works, then submits again with its answer.
    if (!altcha) return;
    setBusy(true);
    const result = await fileAppeal({ banId: props.banId, text, altcha, lang });
    setBusy(false);
    if (result.ok) props.onSent();
    else setErrors(result.errors);
  }

  const messages = errors.map((error) =>
    error.msg && KNOWN.has(error.msg)
      ? t(`ban.errors.${error.msg}`)
      : (mapFormErrors([error], { lang })[0]?.error ?? ""),
  );
  return (
    <form className="moderation-form" onSubmit={submit} noValidate data-testid="appeal-form">
      <label htmlFor={`${id}-text`}>{t("ban.appealLabel")}</label>
      <textarea
        id={`${id}-text`}
        name="text"
        rows={5}
        minLength={APPEAL_TEXT.min}
        maxLength={APPEAL_TEXT.max}
        aria-describedby={`${id}-hint`}
        required
      />
      <p id={`${id}-hint`} className="moderation-hint">
        {t("ban.appealHint")}
      </p>
      <RobotCheck />
      {messages.length ? (
        <div className="moderation-error" role="alert">
          {messages.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      ) : null}
      <button type="submit" className="button" disabled={busy} data-testid="appeal-submit">
        {busy ? t("ban.appealSending") : t("ban.appealSubmit")}
      </button>
    </form>
  );
}

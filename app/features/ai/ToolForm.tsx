import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { RobotCheck } from "#app/features/auth/components.tsx";
import { AI_TOOLS, type ToolId } from "#common/ai/tools.ts";
import type { Locale } from "#common/locales.ts";
import { CopyButton, Markdown } from "./Markdown.tsx";
import { type StreamOutcome, streamAnswer } from "./stream.ts";

type Phase = "idle" | "streaming" | "done";

/**
 * One AI tool: a short form whose answer streams in as it is written, as Markdown, with copy and
 * stop. When the server asks for the robot check, the proof-of-work widget is added and the form
 * is sent again by itself once it is solved.
 */
export function ToolForm({ tool, lang, disabled }: { tool: ToolId; lang: Locale; disabled: boolean }) {
  const { t } = useTranslation("ai");
  const controller = useRef<AbortController | null>(null);
  const [phase, setPhase] = useState<Phase>("idle");
  const [answer, setAnswer] = useState("");
  const [outcome, setOutcome] = useState<StreamOutcome | null>(null);
  const [needsRobot, setNeedsRobot] = useState(false);
  const pending = useRef<Record<string, string> | null>(null);
  const fields = AI_TOOLS[tool].fields;

  useEffect(() => () => controller.current?.abort(), []);

  function submit(form: HTMLFormElement) {
    const data = new FormData(form);
    const input: Record<string, string> = {};
    for (const field of fields) input[field.name] = String(data.get(field.name) ?? "");
    void send(input);
  }

  // The server asked for the robot check: the widget solves it at once and the request goes again.
  const onVerified = (payload: string) => {
    setNeedsRobot(false);
    if (pending.current) void send(pending.current, payload);
  };

  async function send(input: Record<string, string>, altcha?: string) {
    pending.current = input;
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setAnswer("");
    setOutcome(null);
    setPhase("streaming");
    const result = await streamAnswer(
      "/api/ai/tool",
      { tool, lang, input, ...(altcha ? { altcha } : {}) },
      { signal: abort.signal, onText: (text) => setAnswer((previous) => previous + text) },
    );
    if (controller.current !== abort) return;
    controller.current = null;
    setPhase("done");
    const askRobot = !result.ok && result.code === "robotCheck" && !altcha;
    setNeedsRobot(askRobot);
    setOutcome(askRobot ? null : result);
  }

  const busy = phase === "streaming";
  const badFields = outcome && !outcome.ok && "fields" in outcome ? (outcome.fields ?? []) : [];
  const errorText =
    outcome && !outcome.ok
      ? outcome.code === "stopped"
        ? t("form.stopped")
        : t(`errors.${outcome.code}`)
      : null;

  return (
    <div className="ai-tool">
      <form
        className="form ai-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy && !disabled && !needsRobot) submit(event.currentTarget);
        }}
      >
        <fieldset disabled={disabled} className="ai-form__fields">
          {fields.map((field) => {
            const id = `ai-${tool}-${field.name}`;
            const invalid = badFields.includes(field.name);
            return (
              <div key={field.name} className="form__field">
                <label htmlFor={id}>
                  {t(`fields.${field.name}`)}
                  {field.required ? null : <span className="ai-form__optional"> ({t("form.optional")})</span>}
                </label>
                {field.kind === "textarea" ? (
                  <textarea
                    id={id}
                    name={field.name}
                    rows={4}
                    maxLength={field.max}
                    required={field.required}
                    aria-invalid={invalid || undefined}
                  />
                ) : field.kind === "number" ? (
                  <input
                    id={id}
                    name={field.name}
                    type="number"
                    inputMode="numeric"
                    min={field.min}
                    max={field.max}
                    step={1}
                    required
                    defaultValue={Math.min(field.max, Math.max(field.min, field.name === "seconds" ? 60 : 7))}
                    aria-invalid={invalid || undefined}
                  />
                ) : (
                  <input
                    id={id}
                    name={field.name}
                    type="text"
                    maxLength={field.max}
                    required={field.required}
                    aria-invalid={invalid || undefined}
                  />
                )}
              </div>
            );
          })}
        </fieldset>
        {needsRobot ? (
          <div className="ai-robot" role="status">
            <p>{t("form.robot")}</p>
            <RobotCheck auto="onload" onVerified={onVerified} />
          </div>
        ) : null}
        <div className="ai-form__actions">
          <button type="submit" className="button" disabled={disabled || busy}>
            {busy ? t("form.generating") : t("form.generate")}
          </button>
          {busy ? (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => controller.current?.abort()}
            >
              {t("form.stop")}
            </button>
          ) : null}
        </div>
      </form>
      {errorText ? (
        <p
          className={outcome && !outcome.ok && outcome.code === "stopped" ? "ai-note" : "form__errors"}
          role="alert"
          data-testid="ai-error"
        >
          {errorText}
        </p>
      ) : null}
      {answer ? (
        <section
          className="ai-answer"
          aria-live="polite"
          aria-busy={busy}
          data-testid="ai-answer"
          data-phase={phase}
        >
          <div className="ai-answer__head">
            <h2>{t("form.answer")}</h2>
            {!busy ? <CopyButton text={answer} label={t("form.copy")} /> : null}
          </div>
          <Markdown text={answer} />
        </section>
      ) : null}
    </div>
  );
}

import { createHash } from "node:crypto";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { data, useActionData, useFetcher } from "react-router";
import { RobotCheck } from "#app/features/auth/components.tsx";
import { headMeta } from "#app/lib/head.ts";
import { notifications } from "#app/lib/notifications.ts";
import { loadPage, pageHead } from "#app/lib/page.server.ts";
import { useSite } from "#app/lib/site.ts";
import { FORM_FIELD, issuesToFormErrors, mapFormErrors, type ServerFormError } from "#common/form-errors.ts";
import { contactMessages } from "#db/schema/contact.ts";
import { getAuth } from "#server/auth/http.ts";
import { getClientIp, getServices } from "#server/context.ts";
import { createRateLimiter, type RateLimiter } from "#server/rate-limit.ts";
import type { Route } from "./+types/contact";
import { CONTACT_FIELDS, contactSchema } from "./contact.schema.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const page = await loadPage(context);
  return { head: pageHead(context, page) };
}

export const meta = ({ loaderData }: Route.MetaArgs) => headMeta(loaderData?.head);

// Created on first use: the limiter picks Redis or memory when the server has started.
let limiter: RateLimiter | undefined;
function contactLimiter(): RateLimiter {
  limiter ??= createRateLimiter({ keyPrefix: "contact", points: 5, durationSeconds: 60 * 60 });
  return limiter;
}

type ActionResult = { ok: true } | { ok: false; errors: ServerFormError[] };

export async function action({ request, context }: Route.ActionArgs) {
  const page = await loadPage(context);
  const { database, config, logger } = getServices(context);
  const ip = getClientIp(request, context);
  const form = await request.formData();
  const parsed = contactSchema.safeParse(
    Object.fromEntries(CONTACT_FIELDS.map((f) => [f, form.get(f) ?? ""])),
  );
  if (!parsed.success) {
    return data<ActionResult>(
      { ok: false, errors: issuesToFormErrors(parsed.error.issues) },
      { status: 400 },
    );
  }
  // Issue 6 item 8: the self-hosted proof of work, checked here (each solution is accepted once).
  if (!(await getAuth(getServices(context)).altcha.verify(form.get("altcha")))) {
    return data<ActionResult>(
      { ok: false, errors: [{ field: FORM_FIELD, typeError: "invalid", msg: "robotCheck" }] },
      { status: 400 },
    );
  }
  // Only valid messages count against the budget, so a typo does not lock anyone out.
  const allowed = await contactLimiter().consume(ip);
  if (!allowed.ok) {
    return data<ActionResult>(
      { ok: false, errors: [{ field: FORM_FIELD, typeError: "pending", msg: "rateLimited" }] },
      { status: 429, headers: { "Retry-After": String(Math.ceil(allowed.retryAfterMs / 1000)) } },
    );
  }
  // The IP is kept only as a keyed hash: enough to spot abuse, not a stored address.
  const ipHash = createHash("sha256").update(`${config.sessionSecret}:${ip}`).digest("hex");
  await database.db.insert(contactMessages).values({ ...parsed.data, locale: page.lang, ipHash });
  logger.info({ locale: page.lang }, "contact message stored");
  return data<ActionResult>({ ok: true });
}

export default function Contact() {
  const { t } = useTranslation("site");
  const site = useSite();
  const lang = site?.lang ?? "en";
  const fetcher = useFetcher<ActionResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const [clientErrors, setClientErrors] = useState<ServerFormError[] | null>(null);
  // Without JavaScript the form posts as a document: the answer then arrives as action data.
  const documentResult = useActionData<ActionResult>();
  const result = fetcher.data ?? documentResult;
  const serverErrors = result && !result.ok ? result.errors : [];
  const errors = clientErrors ?? serverErrors;
  const labels = Object.fromEntries(CONTACT_FIELDS.map((f) => [f, t(`contact.fields.${f}`)]));
  const mapped = mapFormErrors(errors, {
    lang,
    labels,
    custom: (e) =>
      e.msg === "rateLimited"
        ? t("contact.rateLimited")
        : e.msg === "robotCheck"
          ? t("contact.robotCheck")
          : undefined,
  });
  const errorOf = (field: string) => mapped.find((m) => m.field === field);
  const formErrors = mapped.filter((m) => !m.fieldShowed);
  const sent = fetcher.state === "idle" && result?.ok === true;
  const fromFetcher = fetcher.data !== undefined;

  useEffect(() => {
    if (sent && fromFetcher) {
      notifications.add(t("contact.success"), "success");
      formRef.current?.reset();
    }
  }, [sent, fromFetcher, t]);

  return (
    <div className="page page--narrow">
      <h1>{t("contact.heading")}</h1>
      <p>{t("contact.lead")}</p>
      <fetcher.Form
        method="post"
        ref={formRef}
        className="form"
        noValidate
        aria-describedby={formErrors.length ? "contact-form-errors" : undefined}
        // Capture phase: checked before the robot check widget (a listener on the form) starts its
        // proof of work, so mistakes show at once and an invalid form never costs a challenge.
        onSubmitCapture={(event) => {
          // The same schema as the action: obvious mistakes are shown without a round trip.
          const values = Object.fromEntries(new FormData(event.currentTarget));
          const check = contactSchema.safeParse(values);
          if (!check.success) {
            event.preventDefault();
            event.stopPropagation();
            const found = issuesToFormErrors(check.error.issues);
            setClientErrors(found);
            const first = found[0]?.field;
            if (first) event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
            return;
          }
          setClientErrors(null);
        }}
      >
        {formErrors.length > 0 ? (
          <div id="contact-form-errors" className="form__errors" role="alert">
            {formErrors.map((e) => (
              <p key={e.field + e.error}>{e.error}</p>
            ))}
          </div>
        ) : null}
        {CONTACT_FIELDS.map((field) => {
          const error = errorOf(field);
          const id = `contact-${field}`;
          const common = {
            id,
            name: field,
            required: true,
            "aria-invalid": error ? true : undefined,
            "aria-describedby": error ? `${id}-error` : undefined,
          };
          return (
            <div key={field} className="form__field">
              <label htmlFor={id}>{labels[field]}</label>
              {field === "message" ? (
                <textarea {...common} rows={6} maxLength={5000} />
              ) : (
                <input
                  {...common}
                  type={field === "email" ? "email" : "text"}
                  autoComplete={field === "name" ? "name" : field === "email" ? "email" : "off"}
                  maxLength={field === "email" ? 254 : field === "name" ? 100 : 150}
                />
              )}
              {error ? (
                <p id={`${id}-error`} className="form__error" data-field-error={field}>
                  {error.error}
                </p>
              ) : null}
            </div>
          );
        })}
        <RobotCheck />
        <button type="submit" className="button" disabled={fetcher.state !== "idle"}>
          {fetcher.state !== "idle" ? t("contact.sending") : t("contact.send")}
        </button>
        {sent ? (
          <p className="form__success" role="status" data-testid="contact-success">
            {t("contact.success")}
          </p>
        ) : null}
      </fetcher.Form>
    </div>
  );
}

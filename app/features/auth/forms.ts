import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { useSite } from "#app/lib/site.ts";
import {
  FORM_FIELD,
  issuesToFormErrors,
  type MapOptions,
  type MappedFormError,
  mapFormErrors,
  type ServerFormError,
} from "#common/form-errors.ts";
import type { Locale } from "#common/locales.ts";
import type { ApiResult } from "./api.ts";

export function useLang(): Locale {
  return useSite()?.lang ?? "en";
}

type Failure = { ok: false; errors: ServerFormError[]; retryAfterMinutes?: number | undefined };

/**
 * Spec §8 messages for a failed call, plus the login throttle's "try again in N minutes".
 * `custom` has the last word on any error (spec §8 "custom" override), e.g. the avatar's own texts.
 */
export function useFormErrors(options: { custom?: MapOptions["custom"] } = {}) {
  const lang = useLang();
  const { t } = useTranslation("auth");
  const [errors, setErrors] = useState<MappedFormError[]>([]);
  const labels: Record<string, string> = {
    email: t("fields.email"),
    password: t("fields.password"),
    displayName: t("fields.displayName"),
    username: t("fields.username"),
    currentPassword: t("fields.currentPassword"),
    newPassword: t("fields.newPassword"),
  };
  return {
    errors,
    clear: () => setErrors([]),
    show(result: ApiResult<unknown> | Failure) {
      if (result.ok) return setErrors([]);
      const minutes = result.retryAfterMinutes;
      setErrors(
        mapFormErrors(result.errors, {
          lang,
          labels,
          custom: (e) =>
            options.custom?.(e) ??
            (minutes !== undefined && e.field === FORM_FIELD
              ? t("login.tooManyAttempts", { minutes })
              : undefined),
        }),
      );
    },
    forField: (field: string) => errors.find((e) => e.field === field)?.error,
  };
}

export type SchemaFormOptions<S extends z.ZodType, T> = {
  /** The same schema the server applies at its boundary (./schemas.ts), run before sending. */
  schema: S;
  /** The values to check, from the submitted form; default: every field of the form by name. */
  read?: (data: FormData, form: HTMLFormElement) => unknown;
  /** The API call with the checked values. */
  send: (input: z.output<S>) => Promise<ApiResult<T>>;
  onSuccess?: (data: T, form: HTMLFormElement) => void;
  /** After the server refused (not after a local schema failure). */
  onFailure?: (errors: ServerFormError[]) => void;
  custom?: MapOptions["custom"];
};

/**
 * The one submit path of the accounts forms: FormData -> schema.safeParse -> api() -> spec §8
 * errors (a schema failure shows the same error kinds the server would answer, without a request).
 */
export function useSchemaForm<S extends z.ZodType, T>(options: SchemaFormOptions<S, T>) {
  const form = useFormErrors(options.custom ? { custom: options.custom } : {});
  const [busy, setBusy] = useState(false);
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const data = new FormData(element);
    const parsed = options.schema.safeParse(
      options.read ? options.read(data, element) : Object.fromEntries(data),
    );
    if (!parsed.success) return form.show({ ok: false, errors: issuesToFormErrors(parsed.error.issues) });
    setBusy(true);
    const result = await options.send(parsed.data).finally(() => setBusy(false));
    form.show(result);
    if (result.ok) options.onSuccess?.(result.data, element);
    else options.onFailure?.(result.errors);
  }
  return { ...form, busy, onSubmit };
}

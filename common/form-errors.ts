import type { Locale } from "./locales.ts";

/**
 * THE form-error mapping of spec §8, shared by every form (contact now, login and reset password in
 * the accounts issue) and by both sides: the server answers field errors in the spec §3 shape,
 * the client turns them into messages in the page language. Pure: no I/O, no framework.
 */

/** Spec §3 / §4.5 kinds, plus the catalogue's extra kinds of spec §8. */
export const FORM_ERROR_KINDS = [
  "internalError",
  "noPermission",
  "invalidUser",
  "required",
  "invalid",
  "invalidLength",
  "duplicated",
  "unknown",
  "pending",
  "oauthCodeRequired",
  "oauthRegistired",
] as const;
export type FormErrorKind = (typeof FORM_ERROR_KINDS)[number];

/** Spec §3: a form error as the server sends it. */
export type ServerFormError = {
  field: string;
  msg?: string;
  typeError?: FormErrorKind;
  max?: number;
  min?: number;
};

/** Spec §3: a form error ready for display. */
export type MappedFormError = {
  error: string;
  /** True when the form shows this field (the message goes beside it), false for form-wide errors. */
  fieldShowed: boolean;
  fieldLabel: string;
  field: string;
};

/** The field name of errors that belong to the whole form rather than one input. */
export const FORM_FIELD = "_form";

type Messages = {
  internalError: string;
  noPermission: string;
  invalidUser: string;
  required: string;
  invalid: string;
  maxLength: (n: number) => string;
  minLength: (n: number) => string;
  duplicated: string;
  pending: string;
  oauthCodeRequired: string;
  oauthRegistired: string;
};

export const FORM_ERROR_MESSAGES: Record<Locale, Messages> = {
  pt: {
    internalError: "Ocorreu um erro inesperado. Tente novamente em instantes.",
    noPermission: "Você não tem permissão para realizar esta operação.",
    invalidUser: "Não foi possível entrar: dados incorretos.",
    required: "Dado não informado.",
    invalid: "O dado informado é inválido.",
    maxLength: (n) => `Limite excedido: o tamanho máximo é de ${n} caracteres.`,
    minLength: (n) => `Informe no mínimo ${n} caracteres.`,
    duplicated: "A informação fornecida já existe.",
    pending: "Pendente",
    oauthCodeRequired:
      "Código de autenticação inválido. Tente novamente e, se persistir, fale com o suporte.",
    oauthRegistired: "Esta conta já está cadastrada com e-mail e senha.",
  },
  es: {
    internalError: "Se produjo un error inesperado. Inténtalo de nuevo en unos instantes.",
    noPermission: "No tienes permiso para realizar esta operación.",
    invalidUser: "No se pudo iniciar sesión: datos incorrectos.",
    required: "Dato no proporcionado.",
    invalid: "El dato proporcionado no es válido.",
    maxLength: (n) => `Límite superado: el tamaño máximo es de ${n} caracteres.`,
    minLength: (n) => `Introduce al menos ${n} caracteres.`,
    duplicated: "La información proporcionada ya existe.",
    pending: "Pendiente",
    oauthCodeRequired:
      "Código de autenticación no válido. Inténtalo de nuevo y, si persiste, contacta con soporte.",
    oauthRegistired: "Esta cuenta ya está registrada con correo electrónico y contraseña.",
  },
  en: {
    internalError: "Something went wrong. Please try again in a moment.",
    noPermission: "You do not have permission to perform this operation.",
    invalidUser: "Could not sign in: the data is incorrect.",
    required: "This information was not provided.",
    invalid: "The information given is invalid.",
    maxLength: (n) => `Limit exceeded: the maximum size is ${n} characters.`,
    minLength: (n) => `Enter at least ${n} characters.`,
    duplicated: "Info provided already exists.",
    pending: "Pending",
    oauthCodeRequired: "Invalid authentication code. Try again and contact support if it persists.",
    oauthRegistired: "This account is already registered with e-mail and password.",
  },
  de: {
    internalError: "Ein unerwarteter Fehler ist aufgetreten. Bitte versuche es gleich noch einmal.",
    noPermission: "Du hast keine Berechtigung für diesen Vorgang.",
    invalidUser: "Anmeldung nicht möglich: Die Angaben sind falsch.",
    required: "Angabe fehlt.",
    invalid: "Die Angabe ist ungültig.",
    maxLength: (n) => `Grenze überschritten: Die maximale Länge beträgt ${n} Zeichen.`,
    minLength: (n) => `Bitte mindestens ${n} Zeichen eingeben.`,
    duplicated: "Diese Angabe existiert bereits.",
    pending: "Ausstehend",
    oauthCodeRequired:
      "Ungültiger Authentifizierungscode. Versuche es erneut und wende dich an den Support, falls es weiterhin auftritt.",
    oauthRegistired: "Dieses Konto ist bereits mit E-Mail und Passwort registriert.",
  },
  fr: {
    internalError: "Une erreur inattendue s’est produite. Réessayez dans un instant.",
    noPermission: "Vous n’avez pas l’autorisation d’effectuer cette opération.",
    invalidUser: "Connexion impossible : données incorrectes.",
    required: "Information non renseignée.",
    invalid: "L’information saisie n’est pas valide.",
    maxLength: (n) => `Limite dépassée : la taille maximale est de ${n} caractères.`,
    minLength: (n) => `Saisissez au moins ${n} caractères.`,
    duplicated: "L’information fournie existe déjà.",
    pending: "En attente",
    oauthCodeRequired:
      "Code d’authentification invalide. Réessayez et contactez le support si le problème persiste.",
    oauthRegistired: "Ce compte est déjà enregistré avec une adresse e-mail et un mot de passe.",
  },
  it: {
    internalError: "Si è verificato un errore imprevisto. Riprova tra qualche istante.",
    noPermission: "Non hai il permesso di eseguire questa operazione.",
    invalidUser: "Impossibile accedere: dati non corretti.",
    required: "Dato non fornito.",
    invalid: "Il dato fornito non è valido.",
    maxLength: (n) => `Limite superato: la lunghezza massima è di ${n} caratteri.`,
    minLength: (n) => `Inserisci almeno ${n} caratteri.`,
    duplicated: "L’informazione fornita esiste già.",
    pending: "In attesa",
    oauthCodeRequired:
      "Codice di autenticazione non valido. Riprova e contatta l’assistenza se il problema persiste.",
    oauthRegistired: "Questo account è già registrato con e-mail e password.",
  },
};

export type MapOptions = {
  lang: Locale;
  /** Label of each field the form shows; errors of other fields are form-wide. */
  labels?: Record<string, string>;
  /** Per-field overrides by kind: `{ email: { duplicated: "..." } }` (spec §5 "per-field"). */
  overrides?: Record<string, Partial<Record<FormErrorKind, string>>>;
  /** Last word on any error (spec §5 "custom"): return a message to use it. */
  custom?: (error: ServerFormError) => string | undefined;
};

/** The message of one error by its kind (spec §8 table). */
export function formErrorMessage(error: ServerFormError, lang: Locale): string {
  const m = FORM_ERROR_MESSAGES[lang];
  switch (error.typeError) {
    case "noPermission":
      return m.noPermission;
    case "invalidUser":
      return m.invalidUser;
    case "required":
      return m.required;
    case "invalid":
      return m.invalid;
    case "invalidLength":
      if (error.max !== undefined) return m.maxLength(error.max);
      return m.minLength(error.min ?? 1);
    case "duplicated":
      // "translated phrase, fallback 'Info provided already exists'": the server may send its own.
      return m.duplicated || error.msg || FORM_ERROR_MESSAGES.en.duplicated;
    case "pending":
      return m.pending;
    case "oauthCodeRequired":
      return m.oauthCodeRequired;
    case "oauthRegistired":
      return m.oauthRegistired;
    default:
      // internalError, unknown or a missing kind: the default message.
      return m.internalError;
  }
}

export function mapFormErrors(errors: readonly ServerFormError[], options: MapOptions): MappedFormError[] {
  return errors.map((error) => {
    const label = options.labels?.[error.field];
    const override = error.typeError ? options.overrides?.[error.field]?.[error.typeError] : undefined;
    return {
      error: options.custom?.(error) ?? override ?? formErrorMessage(error, options.lang),
      fieldShowed: label !== undefined,
      fieldLabel: label ?? "",
      field: error.field,
    };
  });
}

/** Spec §6, §8: an HTTP status that is itself a form error (401 -> no permission). */
export function formErrorForStatus(status: number): ServerFormError | null {
  if (status === 401) return { field: FORM_FIELD, typeError: "noPermission" };
  if (status >= 500 || status === 0) return { field: FORM_FIELD, typeError: "internalError" };
  return null;
}

/** The subset of a zod 4 issue this module reads (kept structural so this file imports nothing). */
export type SchemaIssue = {
  code: string;
  path: readonly PropertyKey[];
  minimum?: number | bigint;
  maximum?: number | bigint;
};

/**
 * Zod issues -> spec §3 server form errors, so the same schema validates on both sides and yields
 * the same kinds. One error per field (the first), like the spec's field messages.
 */
export function issuesToFormErrors(issues: readonly SchemaIssue[]): ServerFormError[] {
  const byField = new Map<string, ServerFormError>();
  for (const issue of issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join(".") : FORM_FIELD;
    if (byField.has(field)) continue;
    let error: ServerFormError;
    if (issue.code === "too_small") {
      // min(1) is how a schema says "required" for a string.
      const min = Number(issue.minimum ?? 1);
      error = min <= 1 ? { field, typeError: "required" } : { field, typeError: "invalidLength", min };
    } else if (issue.code === "too_big") {
      error = { field, typeError: "invalidLength", max: Number(issue.maximum ?? 0) };
    } else if (issue.code === "invalid_type") {
      // Zod 4 leaves the input out of issues by default: a wrong type in a form means nothing usable was sent.
      error = { field, typeError: "required" };
    } else {
      error = { field, typeError: "invalid" };
    }
    byField.set(field, error);
  }
  return [...byField.values()];
}

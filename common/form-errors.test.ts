import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  FORM_ERROR_KINDS,
  FORM_ERROR_MESSAGES,
  FORM_FIELD,
  formErrorForStatus,
  formErrorMessage,
  issuesToFormErrors,
  mapFormErrors,
} from "./form-errors.ts";
import { LOCALES } from "./locales.ts";

describe("formErrorMessage (spec §8 catalogue)", () => {
  it.each([
    [{ field: "x", typeError: "required" as const }, "This information was not provided."],
    [{ field: "x", typeError: "invalid" as const }, "The information given is invalid."],
    [
      { field: "x", typeError: "invalidLength" as const, max: 40 },
      "Limit exceeded: the maximum size is 40 characters.",
    ],
    [{ field: "x", typeError: "invalidLength" as const, min: 3 }, "Enter at least 3 characters."],
    [{ field: "x", typeError: "duplicated" as const }, "Info provided already exists."],
    [{ field: "x", typeError: "pending" as const }, "Pending"],
    [
      { field: "x", typeError: "noPermission" as const },
      "You do not have permission to perform this operation.",
    ],
    [{ field: "x", typeError: "invalidUser" as const }, "Could not sign in: the data is incorrect."],
    [
      { field: "x", typeError: "internalError" as const },
      "Something went wrong. Please try again in a moment.",
    ],
    [{ field: "x" }, "Something went wrong. Please try again in a moment."],
    [{ field: "x", typeError: "unknown" as const }, "Something went wrong. Please try again in a moment."],
  ])("%j", (error, expected) => {
    expect(formErrorMessage(error, "en")).toBe(expected);
  });

  it("uses the Portuguese no-permission text for pt", () => {
    expect(formErrorMessage({ field: "x", typeError: "noPermission" }, "pt")).toBe(
      "Você não tem permissão para realizar esta operação.",
    );
  });

  it("has a distinct, non-English message for every kind in every other language", () => {
    for (const lang of LOCALES) {
      for (const kind of FORM_ERROR_KINDS) {
        const message = formErrorMessage({ field: "x", typeError: kind, max: 10 }, lang);
        expect(message.length).toBeGreaterThan(0);
        if (lang !== "en" && kind !== "unknown" && kind !== "internalError") {
          expect(message).not.toBe(formErrorMessage({ field: "x", typeError: kind, max: 10 }, "en"));
        }
      }
      expect(FORM_ERROR_MESSAGES[lang].maxLength(7)).toContain("7");
      expect(FORM_ERROR_MESSAGES[lang].minLength(9)).toContain("9");
    }
  });
});

describe("mapFormErrors", () => {
  it("marks shown fields, keeps labels and applies per-field overrides and custom messages", () => {
    const mapped = mapFormErrors(
      [
        { field: "email", typeError: "duplicated" },
        { field: "name", typeError: "required" },
        { field: "token", typeError: "invalid" },
        { field: "subject", typeError: "pending" },
      ],
      {
        lang: "es",
        labels: { email: "Correo", name: "Nombre", subject: "Asunto" },
        overrides: { email: { duplicated: "Ese correo ya está en uso." } },
        custom: (e) => (e.field === "subject" ? "custom" : undefined),
      },
    );
    expect(mapped).toEqual([
      { field: "email", error: "Ese correo ya está en uso.", fieldShowed: true, fieldLabel: "Correo" },
      { field: "name", error: "Dato no proporcionado.", fieldShowed: true, fieldLabel: "Nombre" },
      { field: "token", error: "El dato proporcionado no es válido.", fieldShowed: false, fieldLabel: "" },
      { field: "subject", error: "custom", fieldShowed: true, fieldLabel: "Asunto" },
    ]);
  });
});

describe("formErrorForStatus", () => {
  it("maps 401 to the no-permission error (spec §6)", () => {
    expect(formErrorForStatus(401)).toEqual({ field: FORM_FIELD, typeError: "noPermission" });
    expect(formErrorForStatus(500)?.typeError).toBe("internalError");
    expect(formErrorForStatus(400)).toBeNull();
  });
});

describe("issuesToFormErrors (zod 4)", () => {
  const schema = z.object({
    name: z.string().trim().min(1).max(5),
    email: z.string().trim().pipe(z.email()),
    message: z.string().trim().min(10),
  });

  it("derives required / invalid / invalidLength, one per field", () => {
    const result = schema.safeParse({ name: "", email: "nope", message: "short" });
    expect(result.success).toBe(false);
    const errors = issuesToFormErrors(result.error?.issues ?? []);
    expect(errors).toEqual([
      { field: "name", typeError: "required" },
      { field: "email", typeError: "invalid" },
      { field: "message", typeError: "invalidLength", min: 10 },
    ]);
  });

  it("reports a too long value with its maximum and a missing one as required", () => {
    const result = schema.safeParse({ name: "abcdefgh", message: "long enough text" });
    const errors = issuesToFormErrors(result.error?.issues ?? []);
    expect(errors).toEqual([
      { field: "name", typeError: "invalidLength", max: 5 },
      { field: "email", typeError: "required" },
    ]);
  });
});

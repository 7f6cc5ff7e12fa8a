import { z } from "zod";
import { userEmail, userText } from "#common/text.ts";

/** The contact form, validated by the browser before sending and by the action on arrival. */
export const contactSchema = z.object({
  name: userText({ max: 100 }),
  email: userEmail(254),
  subject: userText({ max: 150 }),
  message: userText({ min: 10, max: 5000, multiline: true }),
});
export type ContactInput = z.infer<typeof contactSchema>;
export const CONTACT_FIELDS = ["name", "email", "subject", "message"] as const;

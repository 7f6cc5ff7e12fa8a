import { z } from "zod";

/** The contact form, validated by the browser before sending and by the action on arrival. */
export const contactSchema = z.object({
  name: z.string().trim().min(1).max(100),
  email: z.string().trim().min(1).max(254).pipe(z.email()),
  subject: z.string().trim().min(1).max(150),
  message: z.string().trim().min(10).max(5000),
});
export type ContactInput = z.infer<typeof contactSchema>;
export const CONTACT_FIELDS = ["name", "email", "subject", "message"] as const;

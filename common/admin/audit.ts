import { z } from "zod";

/** Actions of the admin area (issue 12) as the audit trail names them; features add their own. */
export const AUDIT_ACTIONS = [
  "admin.login",
  "admin.loginFailed",
  "admin.logout",
  "admin.secondFactor.enrol",
  "admin.secondFactor.reset",
  "admin.recoveryCodes.regenerate",
  "review.decision",
  "ban.create",
  "ban.lift",
  "ban.shorten",
  "ban.auto",
  "appeal.decision",
  "safecontrol.config",
  "reload.everyone",
  "reload.user",
  "user.role",
  "user.disable",
  "user.enable",
  "evidence.export",
  "retention.run",
  // Issue 13 (ads)
  "sda.settings",
  "sda.create",
  "sda.update",
  "sda.enable",
  "sda.disable",
  "sda.delete",
  "sda.houseImage",
] as const;

/** A dotted action name: lowercase feature, then camelCase parts. */
export const auditActionSchema = z
  .string()
  .max(64)
  .regex(/^[a-z][a-zA-Z0-9]*(\.[a-z][a-zA-Z0-9]*)+$/);

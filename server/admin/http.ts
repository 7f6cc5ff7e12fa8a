import type { NextFunction, Request, RequestHandler, Response } from "express";
import type { z } from "zod";
import { issuesToFormErrors } from "#common/form-errors.ts";
import type { AuditEntry, AuditWriter } from "./audit.ts";
import { AdminHttpError, type AdminIdentity, adminOf } from "./guard.ts";

/** What an admin handler gets besides its parsed input. */
export type AdminContext = {
  admin: AdminIdentity;
  /** The client address (Express's trust-proxy rule); only ever stored hashed (the audit writer does it). */
  ip: string | undefined;
  /** Appends to the audit trail as this administrator, from this address. */
  audit(entry: Omit<AuditEntry, "actor" | "ip">): Promise<void>;
  req: Request;
  res: Response;
};

type Spec<P, Q, B> = {
  params?: z.ZodType<P>;
  query?: z.ZodType<Q>;
  body?: z.ZodType<B>;
};

function parsePart<T>(schema: z.ZodType<T> | undefined, value: unknown): T {
  if (!schema) return undefined as T;
  const parsed = schema.safeParse(value ?? {});
  if (!parsed.success) throw new AdminHttpError(400, issuesToFormErrors(parsed.error.issues));
  return parsed.data;
}

/**
 * One admin API handler, the way every module writes them (docs/admin-api.md): validate params,
 * query and body with zod (400 with spec §3 form errors), take the administrator the guard admitted
 * (403 if there is none: the handler checks for itself), act, answer JSON. A handler that streams a
 * file answers itself and returns undefined.
 */
export function adminRoute<P = undefined, Q = undefined, B = undefined>(
  audit: AuditWriter,
  spec: Spec<P, Q, B>,
  handler: (input: { params: P; query: Q; body: B; ctx: AdminContext }) => Promise<unknown>,
): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const admin = adminOf(res);
      const params = parsePart(spec.params, req.params);
      const query = parsePart(spec.query, req.query);
      const body = parsePart(spec.body, req.body);
      const ctx: AdminContext = {
        admin,
        ip: req.ip,
        req,
        res,
        audit: async (entry) => {
          await audit.record({ ...entry, actor: { id: admin.id, email: admin.email }, ip: req.ip });
        },
      };
      const result = await handler({ params, query, body, ctx });
      if (!res.headersSent) res.json(result ?? { ok: true });
    } catch (error) {
      next(error);
    }
  };
}

/** Answers an AdminHttpError as JSON; anything else is a logged 500 with no detail. */
export function adminErrorHandler(logger: { error(obj: object, msg: string): void }) {
  return (error: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error);
    if (error instanceof AdminHttpError) {
      res.status(error.status).json({ errors: error.errors, ...error.extra });
      return;
    }
    const status = (error as { status?: number; type?: string }).status;
    if (status === 413) {
      res.status(413).json({ errors: [{ field: "_form", typeError: "invalid", msg: "too large" }] });
      return;
    }
    if (status === 400) {
      // express.json() refused the body (malformed JSON).
      res.status(400).json({ errors: [{ field: "_form", typeError: "invalid", msg: "malformed JSON" }] });
      return;
    }
    logger.error({ err: error }, "admin API request failed");
    res.status(500).json({ errors: [{ field: "_form", typeError: "internalError" }] });
  };
}

/** 404 for /api/admin paths no module answers (JSON, never the HTML 404 page). */
export function adminNotFound(_req: Request, res: Response) {
  res.status(404).json({ errors: [{ field: "_form", typeError: "invalid", msg: "unknown admin API path" }] });
}

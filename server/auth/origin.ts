import type { NextFunction, Request, Response } from "express";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function originOf(value: string | undefined): string | null {
  if (!value || value === "null") return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

export type OriginCheckOptions = {
  /** Public URLs of this site (SITE_URL, CURRENT_SITE_URL): requests from these origins are ours. */
  allowedOrigins: string[];
};

/**
 * Refuses mutating requests sent by another site (CSRF defence in depth on top of SameSite=Lax,
 * ASVS 5 V3.5.1). The Origin header, or the Referer when a browser leaves Origin out, must be this
 * site: a configured public URL or the origin the request was addressed to (Host), which another
 * site cannot make a victim's browser forge. A request with neither header and no cookie carries no
 * ambient authority (a script, a health probe), so it is let through; with a cookie it is refused.
 */
export function originCheck(options: OriginCheckOptions) {
  const allowed = new Set(options.allowedOrigins.map((u) => new URL(u).origin));
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const claimed = originOf(req.get("origin")) ?? originOf(req.get("referer"));
    if (claimed === null) {
      if (!req.get("origin") && !req.get("referer") && !req.get("cookie")) return next();
      return refuse(res);
    }
    const self = `${req.protocol}://${req.get("host") ?? ""}`;
    if (allowed.has(claimed) || claimed === self) return next();
    return refuse(res);
  };
}

function refuse(res: Response) {
  res
    .status(403)
    .json({ errors: [{ field: "_form", typeError: "noPermission", msg: "cross-origin request refused" }] });
}

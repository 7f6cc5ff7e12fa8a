import express, { type Request, type Response, Router } from "express";
import { z } from "zod";
import type { PublicUser } from "#common/auth/user.ts";
import { issuesToFormErrors, type ServerFormError } from "#common/form-errors.ts";
import {
  STORY_CAPTION_HEADER,
  storyCaption,
  storyIdSchema,
  storyPageCount,
  storyReportSchema,
} from "#common/social/stories.ts";
import type { Config } from "#server/config.ts";
import type { Logger } from "#server/logger.ts";
import { createRateLimiter } from "#server/rate-limit.ts";
import type { Stories } from "./stories.ts";

type Deps = {
  config: Config;
  stories: Stories;
  logger: Logger;
  currentUser(req: Request): Promise<PublicUser | null>;
  requireUser(req: Request, res: Response): Promise<PublicUser | null>;
  requireVerifiedUser(req: Request, res: Response): Promise<PublicUser | null>;
};

function sendErrors(res: Response, status: number, errors: ServerFormError[], retryAfterMs?: number) {
  if (retryAfterMs !== undefined) res.setHeader("Retry-After", String(Math.ceil(retryAfterMs / 1000)));
  res.status(status).json({ errors });
}

const pageQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });

/**
 * /api/social/stories (issue 14):
 *   GET    /?page=n          one page of visible stories (newest first), total and page count
 *   POST   /                 raw image bytes + X-Story-Caption (percent-encoded): verified users only
 *   GET    /:id              one visible story
 *   DELETE /:id              the owner deletes it
 *   POST   /:id/report       {reason, text?}: any logged-in user; joins the admin review queue
 */
export function storyRoutes(deps: Deps): Router {
  const { stories, config } = deps;
  const r = Router();
  const postUser = createRateLimiter({ keyPrefix: "story-post", points: 10, durationSeconds: 3600 });
  const postIp = createRateLimiter({ keyPrefix: "story-post-ip", points: 30, durationSeconds: 3600 });
  const reportUser = createRateLimiter({ keyPrefix: "story-report", points: 20, durationSeconds: 3600 });
  const deleteUser = createRateLimiter({ keyPrefix: "story-delete", points: 60, durationSeconds: 3600 });

  async function limited(res: Response, checks: [ReturnType<typeof createRateLimiter>, string][]) {
    for (const [limiter, key] of checks) {
      const limit = await limiter.consume(key);
      if (!limit.ok) {
        sendErrors(res, 429, [{ field: "_form", typeError: "unknown", msg: "tooMany" }], limit.retryAfterMs);
        return true;
      }
    }
    return false;
  }

  // Reading is public like the stories pages; the viewer (if any) learns which stories are theirs.
  r.get("/", async (req, res) => {
    const query = pageQuery.safeParse(req.query);
    if (!query.success) return sendErrors(res, 400, issuesToFormErrors(query.error.issues));
    const viewer = await deps.currentUser(req);
    const { total, stories: list } = await stories.page(query.data.page, viewer?.id ?? null);
    const pages = storyPageCount(total);
    if (query.data.page > pages) return sendErrors(res, 404, [{ field: "page", typeError: "invalid" }]);
    res.json({ stories: list, total, page: query.data.page, pages });
  });

  r.post(
    "/",
    // Raw bytes whatever the declared type: the type is decided from the bytes (server/media/images.ts).
    express.raw({ type: () => true, limit: config.STORY_MAX_BYTES }),
    async (req, res) => {
      const user = await deps.requireVerifiedUser(req, res);
      if (!user) return;
      if (!user.username)
        return sendErrors(res, 403, [{ field: "_form", typeError: "noPermission", msg: "usernameRequired" }]);
      let rawCaption = "";
      try {
        rawCaption = decodeURIComponent(req.get(STORY_CAPTION_HEADER) ?? "");
      } catch {
        return sendErrors(res, 400, [{ field: "caption", typeError: "invalid" }]);
      }
      const caption = storyCaption.safeParse(rawCaption);
      if (!caption.success)
        return sendErrors(
          res,
          400,
          issuesToFormErrors(caption.error.issues).map((e) => ({ ...e, field: "caption" })),
        );
      const bytes = Buffer.isBuffer(req.body) ? new Uint8Array(req.body) : new Uint8Array();
      if (bytes.length === 0) return sendErrors(res, 400, [{ field: "image", typeError: "required" }]);
      if (
        await limited(res, [
          [postUser, user.id],
          [postIp, req.ip ?? "unknown"],
        ])
      )
        return;
      const result = await stories.post(user.id, bytes, caption.data ?? "");
      if (!result.ok) {
        const error: ServerFormError = { field: result.field, typeError: result.kind };
        if (result.msg) error.msg = result.msg;
        return sendErrors(res, result.status, [error]);
      }
      res.status(201).json({ story: await stories.get(result.story.id, user.id) });
    },
  );

  r.get("/:id", async (req, res) => {
    const id = storyIdSchema.safeParse(req.params.id);
    if (!id.success) return sendErrors(res, 400, [{ field: "id", typeError: "invalid" }]);
    const viewer = await deps.currentUser(req);
    const story = await stories.get(id.data, viewer?.id ?? null);
    if (!story) return sendErrors(res, 404, [{ field: "id", typeError: "invalid" }]);
    res.json({ story });
  });

  r.delete("/:id", async (req, res) => {
    const id = storyIdSchema.safeParse(req.params.id);
    if (!id.success) return sendErrors(res, 400, [{ field: "id", typeError: "invalid" }]);
    const user = await deps.requireUser(req, res);
    if (!user) return;
    if (await limited(res, [[deleteUser, user.id]])) return;
    if (!(await stories.remove(id.data, user.id)))
      return sendErrors(res, 404, [{ field: "id", typeError: "invalid" }]);
    res.json({ ok: true });
  });

  r.post("/:id/report", express.json({ limit: "10kb" }), async (req, res) => {
    const id = storyIdSchema.safeParse(req.params.id);
    if (!id.success) return sendErrors(res, 400, [{ field: "id", typeError: "invalid" }]);
    const user = await deps.requireUser(req, res);
    if (!user) return;
    const body = storyReportSchema.safeParse(req.body ?? {});
    if (!body.success) return sendErrors(res, 400, issuesToFormErrors(body.error.issues));
    if (await limited(res, [[reportUser, user.id]])) return;
    const result = await stories.report(id.data, user.id, body.data);
    if (!result.ok) {
      const error: ServerFormError = { field: result.field, typeError: result.kind };
      if (result.msg) error.msg = result.msg;
      return sendErrors(res, result.status, [error]);
    }
    res.status(result.duplicate ? 200 : 201).json({ ok: true });
  });

  return r;
}

import express, { Router } from "express";
import { z } from "zod";
import { ERROR_CODES, SOCIAL_LIMITS } from "#common/protocol/index.ts";
import { optionalUserText } from "#common/text.ts";
import type { Database } from "#db/client.ts";
import { getSessionUserFromExpress } from "../auth/http.ts";
import type { Config } from "../config.ts";
import type { Logger } from "../logger.ts";
import { reencodeImage } from "../media/images.ts";
import type { Moderation } from "../moderation/service.ts";
import { createRateLimiter } from "../rate-limit.ts";
import { type FileStorage, newKey } from "../storage/index.ts";
import type { Social } from "./service.ts";

const EXTENSIONS: Record<string, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/gif": "gif",
  "image/webp": "webp",
};

const idParams = z.object({ id: z.uuid() });
const captionSchema = optionalUserText({ max: SOCIAL_LIMITS.messageChars, multiline: true });

/** Status of a refused social call over HTTP. */
function statusOf(error: string): number {
  if (error === ERROR_CODES.notFound) return 404;
  if (error === ERROR_CODES.rateLimited) return 429;
  if (error === ERROR_CODES.loginRequired) return 401;
  return 403;
}

/**
 * /api/rooms and /api/chats (issue 14): what the pages read over HTTP (the room list with live counts, the unread
 * badge) and the image route of direct chats (upload: one re-encoded picture, stored in the file
 * storage; download: members of the conversation only, never cached by shared caches).
 */
export function socialRouter(deps: {
  config: Config;
  database: Database;
  logger: Logger;
  storage: FileStorage;
  moderation: Moderation;
  social: () => Social;
}): Router {
  const router = Router();
  const uploads = createRateLimiter({ keyPrefix: "social-image", points: 10, durationSeconds: 60 });

  const noStore: express.RequestHandler = (_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  };

  router.get("/rooms", noStore, async (_req, res, next) => {
    try {
      res.json({ rooms: await deps.social().roomList() });
    } catch (error) {
      next(error);
    }
  });

  /** The header's badge: unread direct messages (0 for visitors). */
  router.get("/chats/unread", noStore, async (req, res, next) => {
    try {
      const user = await getSessionUserFromExpress(req, deps);
      res.json({ unread: user ? await deps.social().unreadTotal(user.id) : 0 });
    } catch (error) {
      next(error);
    }
  });

  router.post(
    "/chats/:id/images",
    noStore,
    express.raw({ type: "image/*", limit: SOCIAL_LIMITS.imageBytes }),
    async (req, res, next) => {
      try {
        const params = idParams.safeParse(req.params);
        if (!params.success) {
          res.status(400).json({ errors: [{ field: "id", typeError: "invalid" }] });
          return;
        }
        const user = await getSessionUserFromExpress(req, deps);
        if (!user) {
          res.status(401).json({ errors: [{ field: "_form", typeError: "noPermission" }] });
          return;
        }
        const limited = await uploads.consume(user.id);
        if (!limited.ok) {
          res.setHeader("Retry-After", String(Math.ceil(limited.retryAfterMs / 1000)));
          res.status(429).json({ errors: [{ field: "_form", typeError: "invalid", msg: "rateLimited" }] });
          return;
        }
        const caption = captionSchema.safeParse(req.query.caption ?? "");
        if (!caption.success) {
          res.status(400).json({ errors: [{ field: "caption", typeError: "invalid" }] });
          return;
        }
        if (!Buffer.isBuffer(req.body) || req.body.length === 0) {
          res.status(400).json({ errors: [{ field: "image", typeError: "required" }] });
          return;
        }
        const image = await reencodeImage(new Uint8Array(req.body));
        if (!image.ok) {
          res.status(image.reason === "tooLarge" ? 413 : 400).json({
            errors: [{ field: "image", typeError: "invalid", msg: image.reason }],
          });
          return;
        }
        const key = newKey("direct-chats", EXTENSIONS[image.mime] ?? "bin");
        await deps.storage.put(key, image.bytes);
        const sent = await deps.social().sendImage({
          userId: user.id,
          conversationId: params.data.id,
          text: caption.data ?? null,
          image: { key, mime: image.mime },
          ipHash: deps.moderation.ipHashOf(req),
        });
        if (!sent.ok) {
          await deps.storage.delete(key);
          res
            .status(statusOf(sent.error))
            .json({ errors: [{ field: "_form", typeError: "invalid", msg: sent.error }] });
          return;
        }
        res.status(201).json({ message: sent.message });
      } catch (error) {
        next(error);
      }
    },
  );

  router.get("/chats/images/:id", async (req, res, next) => {
    try {
      const params = idParams.safeParse(req.params);
      if (!params.success) {
        res.status(400).end();
        return;
      }
      const user = await getSessionUserFromExpress(req, deps);
      if (!user) {
        res.status(401).end();
        return;
      }
      const social = deps.social();
      const message = await social.store.directMessage(params.data.id);
      const member = message ? await social.store.conversationOf(message.conversationId, user.id) : null;
      if (!message?.imageKey || !member || message.deletedAt) {
        res.status(404).end();
        return;
      }
      const file = await deps.storage.read(message.imageKey);
      if (!file) {
        res.status(404).end();
        return;
      }
      // Personal: the browser may keep it, shared caches may not.
      res.setHeader("Cache-Control", "private, max-age=86400, immutable");
      res.setHeader("Content-Type", message.imageMime ?? "application/octet-stream");
      res.end(file);
    } catch (error) {
      next(error);
    }
  });

  // A refused upload (too large) or a broken body: JSON, never an HTML page.
  router.use((error: unknown, _req: express.Request, res: express.Response, next: express.NextFunction) => {
    if (res.headersSent) return next(error);
    const status = (error as { status?: number }).status;
    if (status === 413) {
      res.status(413).json({
        errors: [{ field: "image", typeError: "invalidLength", max: SOCIAL_LIMITS.imageBytes }],
      });
      return;
    }
    deps.logger.error({ err: error }, "social request failed");
    res.status(500).json({ errors: [{ field: "_form", typeError: "internalError" }] });
  });
  return router;
}

import { Readable } from "node:stream";
import type { Request } from "express";
import { AdminHttpError } from "#server/admin/guard.ts";

/**
 * The admin area's file uploads (the short-video catalogue, issue 15; the rewards house video,
 * issue 13): multipart/form-data read with a byte cap, refused with 413 as soon as it grows past it.
 */
export const tooLarge = (max: number) =>
  new AdminHttpError(413, [{ field: "file", typeError: "invalidLength", max, msg: "tooLarge" }]);

/** Reads a multipart/form-data upload, refusing it as soon as it grows past `max` bytes. */
export async function readUpload(req: Request, max: number): Promise<FormData> {
  const type = req.get("content-type") ?? "";
  if (!type.startsWith("multipart/form-data")) {
    throw new AdminHttpError(400, [{ field: "file", typeError: "required" }]);
  }
  const declared = Number(req.get("content-length") ?? Number.NaN);
  if (declared > max) throw tooLarge(max);
  let seen = 0;
  async function* capped() {
    for await (const chunk of req) {
      seen += (chunk as Buffer).length;
      if (seen > max) throw tooLarge(max);
      yield chunk as Buffer;
    }
  }
  const request = new globalThis.Request("http://upload.invalid/", {
    method: "POST",
    headers: { "content-type": type },
    body: Readable.toWeb(Readable.from(capped())) as ReadableStream,
    duplex: "half",
  } as RequestInit);
  try {
    return await request.formData();
  } catch (error) {
    if (seen > max) throw tooLarge(max);
    throw new AdminHttpError(400, [
      { field: "file", typeError: "invalid", msg: String((error as Error).name) },
    ]);
  }
}

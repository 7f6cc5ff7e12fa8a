import { api } from "#app/features/auth/api.ts";
import type { ServerFormError } from "#common/form-errors.ts";
import { STORY_CAPTION_HEADER, type StoryView } from "#common/social/stories.ts";

export type PostResult =
  | { ok: true; story: StoryView }
  | { ok: false; status: number; errors: ServerFormError[] };

/** Uploads the image bytes with the caption in its header (server/social/stories.routes.ts). */
export async function postStory(image: Blob, caption: string): Promise<PostResult> {
  let res: Response;
  try {
    res = await fetch("/api/social/stories", {
      method: "POST",
      body: image,
      headers: {
        "content-type": "application/octet-stream",
        [STORY_CAPTION_HEADER]: encodeURIComponent(caption),
      },
      credentials: "same-origin",
    });
  } catch {
    return { ok: false, status: 0, errors: [{ field: "_form", typeError: "internalError" }] };
  }
  const body = (await res.json().catch(() => ({}))) as { story?: StoryView; errors?: ServerFormError[] };
  if (res.ok && body.story) return { ok: true, story: body.story };
  return {
    ok: false,
    status: res.status,
    errors: body.errors ?? [{ field: "_form", typeError: "internalError" }],
  };
}

export const storiesApi = {
  remove: (id: string) => api<{ ok: true }>("DELETE", `/api/social/stories/${id}`),
  report: (id: string, reason: string, text?: string) =>
    api<{ ok: true }>("POST", `/api/social/stories/${id}/report`, { reason, ...(text ? { text } : {}) }),
};

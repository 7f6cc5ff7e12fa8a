import { api } from "#app/features/auth/api.ts";
import { http } from "#app/lib/http.ts";
import type { ServerFormError } from "#common/form-errors.ts";
import { STORY_CAPTION_HEADER, type StoryView } from "#common/social/stories.ts";

export type PostResult =
  | { ok: true; story: StoryView }
  | { ok: false; status: number; errors: ServerFormError[] };

/** Uploads the image bytes with the caption in its header (server/social/stories.routes.ts). */
export async function postStory(image: Blob, caption: string): Promise<PostResult> {
  // Through the page's one HTTP client (a POST: never repeated); its errors are the server's own,
  // else one from the status (a lost connection is internalError).
  const result = await http.post<{ story?: StoryView }>("/api/social/stories", {
    body: image,
    headers: {
      "content-type": "application/octet-stream",
      [STORY_CAPTION_HEADER]: encodeURIComponent(caption),
    },
  });
  if (result.ok && result.data?.story) return { ok: true, story: result.data.story };
  if (result.ok)
    return { ok: false, status: result.status, errors: [{ field: "_form", typeError: "internalError" }] };
  return { ok: false, status: result.status, errors: result.errors };
}

export const storiesApi = {
  remove: (id: string) => api<{ ok: true }>("DELETE", `/api/social/stories/${id}`),
  report: (id: string, reason: string, text?: string) =>
    api<{ ok: true }>("POST", `/api/social/stories/${id}/report`, { reason, ...(text ? { text } : {}) }),
};

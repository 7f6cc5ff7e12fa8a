import type { RouterContextProvider } from "react-router";
import { loadPage, pageHead } from "#app/lib/page.server.ts";

/** The head of an admin page: its title, never indexed (spec §2.6; analytics stays off, spec §6). */
export async function adminHead(context: Readonly<RouterContextProvider>) {
  const page = await loadPage(context);
  const title = page.t(`site:pages.${page.pageId}.title`);
  return { page, head: pageHead(context, page, { noindex: true, description: title }) };
}

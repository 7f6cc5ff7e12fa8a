import { and, eq } from "drizzle-orm";
import { useTranslation } from "react-i18next";
import { Link, redirect } from "react-router";
import { ContentBlocks } from "#app/components/ContentBlocks.tsx";
import { contentBlocksSchema } from "#app/lib/content-blocks.ts";
import { aiSubdirRedirect } from "#app/lib/features.ts";
import { headMeta } from "#app/lib/head.ts";
import { loadPage, pageHead } from "#app/lib/page.server.ts";
import { usePagePath } from "#app/lib/site.ts";
import { isLocale } from "#common/locales.ts";
import { contentPages } from "#db/schema/content.ts";
import { getServices } from "#server/context.ts";
import type { Route } from "./+types/slug";

// Catch-all slug pages (spec §2.1, matched last): content blocks stored per slug and language.
export async function loader({ context }: Route.LoaderArgs) {
  const { database, logger, publicConfig } = getServices(context);
  const db = database.db;
  let row: typeof contentPages.$inferSelect | undefined;
  // validate hook: an unknown (or unpublished) slug is 'Page Not Found' (spec §5).
  const page = await loadPage(context, async ({ params, lang, defaultLocale }) => {
    const slug = params.allSlug ?? "";
    // The AI sub-directory of a site with the AI chat is the way in to the chat (decision 054).
    const chat = aiSubdirRedirect(slug, lang, defaultLocale, publicConfig);
    if (chat) throw redirect(chat, 302);
    [row] = await db
      .select()
      .from(contentPages)
      .where(
        and(eq(contentPages.slug, slug), eq(contentPages.locale, lang), eq(contentPages.published, true)),
      )
      .limit(1);
    return row !== undefined;
  });
  if (!row) throw new Error("unreachable: validated above");
  const parsed = contentBlocksSchema.safeParse(row.blocks);
  if (!parsed.success) logger.warn({ slug: row.slug, issues: parsed.error.issues }, "invalid content blocks");
  const siblings = await db
    .select({ locale: contentPages.locale })
    .from(contentPages)
    .where(and(eq(contentPages.slug, row.slug), eq(contentPages.published, true)));
  return {
    title: row.title,
    blocks: parsed.success ? parsed.data : [],
    head: pageHead(context, page, {
      title: row.title,
      description: row.description || row.title,
      ...(row.keywords ? { keywords: row.keywords } : {}),
      languages: siblings.map((s) => s.locale).filter(isLocale),
    }),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => headMeta(loaderData?.head);

export default function SlugPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("site");
  const path = usePagePath();
  return (
    <article className="page page--narrow content-page">
      <h1>{loaderData.title}</h1>
      <ContentBlocks blocks={loaderData.blocks} />
      <p className="content-page__cta">
        <Link to={path("chat")} className="button">
          {t("home.cta")}
        </Link>
      </p>
    </article>
  );
}

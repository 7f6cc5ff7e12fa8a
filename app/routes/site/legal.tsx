import { useTranslation } from "react-i18next";
import { headMeta } from "#app/lib/head.ts";
import { loadPage, pageHead } from "#app/lib/page.server.ts";
import type { Route } from "./+types/legal";

type LegalDocument = {
  heading: string;
  updated: string;
  intro: string;
  sections: { title: string; paragraphs: string[] }[];
};

// Privacy policy, rules and terms: one component, the document comes from the `legal` catalogue.
export async function loader({ context }: Route.LoaderArgs) {
  const page = await loadPage(context);
  return { head: pageHead(context, page), pageId: page.pageId };
}

// Decision 050: pure text, served without React (the island runs the consent dialog and header).
export const handle = { hydrate: false };

export const meta = ({ loaderData }: Route.MetaArgs) => headMeta(loaderData?.head);

export default function Legal({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("legal");
  const doc = t(loaderData.pageId, { returnObjects: true }) as unknown as LegalDocument;
  return (
    <article className="page page--narrow legal">
      <h1>{doc.heading}</h1>
      <p className="legal__updated">{doc.updated}</p>
      <p className="legal__intro">{doc.intro}</p>
      {doc.sections.map((section) => (
        <section key={section.title}>
          <h2>{section.title}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </article>
  );
}

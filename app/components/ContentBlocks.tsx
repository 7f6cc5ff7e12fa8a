import type { ContentBlock, ContentItem } from "#db/schema/content.ts";
import { parseInlineStyle, safeUrl } from "#app/lib/content-blocks.ts";

function Item({ item }: { item: ContentItem }) {
  switch (item.type) {
    case "img": {
      const src = safeUrl(item.src);
      return src ? (
        <img className={`content-img content-img--${item.al ?? "center"}`} src={src} alt={item.alt} loading="lazy" />
      ) : null;
    }
    case "divider":
      return <hr className="content-divider" />;
    case "ul":
      return (
        <ul className="content-list">
          {item.l.map((entry, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: stored lists have no ids and never reorder in place
            <li key={i}>{entry}</li>
          ))}
        </ul>
      );
    case "cards":
      return (
        <ul className="cards">
          {item.cards.map((card, i) => {
            const href = card.href ? safeUrl(card.href) : null;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: stored cards have no ids
              <li key={i} className="card">
                <h3>{href ? <a href={href}>{card.title}</a> : card.title}</h3>
                <p>{card.text}</p>
              </li>
            );
          })}
        </ul>
      );
    default: {
      const Tag = item.type;
      return <Tag>{item.t}</Tag>;
    }
  }
}

/** Renders spec §3 dynamic content blocks (catch-all slug pages). */
export function ContentBlocks({ blocks }: { blocks: ContentBlock[] }) {
  return (
    <>
      {blocks.map((block, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: blocks are rendered in stored order
        <section key={i} className={["content-block", block.class].filter(Boolean).join(" ")} style={parseInlineStyle(block.style)}>
          {block.items.map((item, j) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: items are rendered in stored order
            <Item key={j} item={item} />
          ))}
        </section>
      ))}
    </>
  );
}

import { parseInlineStyle, safeUrl } from "#app/lib/content-blocks.ts";
import type { ContentBlock, ContentItem } from "#db/schema/content.ts";

function Item({ item }: { item: ContentItem }) {
  switch (item.type) {
    case "img": {
      const src = safeUrl(item.src);
      return src ? (
        <img
          className={`content-img content-img--${item.al ?? "center"}`}
          src={src}
          alt={item.alt}
          loading="lazy"
        />
      ) : null;
    }
    case "divider":
      return <hr className="content-divider" />;
    case "ul":
      return (
        <ul className="content-list">
          {withKeys(item.l, "l").map(({ key, value }) => (
            <li key={key}>{value}</li>
          ))}
        </ul>
      );
    case "cards":
      return (
        <ul className="cards">
          {withKeys(item.cards, "c").map(({ key, value: card }) => {
            const href = card.href ? safeUrl(card.href) : null;
            return (
              <li key={key} className="card">
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

// Stored blocks and items have no ids and are only ever rendered in stored order: their position
// is their identity.
const withKeys = <T,>(list: T[], prefix: string) => list.map((value, n) => ({ key: `${prefix}${n}`, value }));

/** Renders spec §3 dynamic content blocks (catch-all slug pages). */
export function ContentBlocks({ blocks }: { blocks: ContentBlock[] }) {
  return (
    <>
      {withKeys(blocks, "b").map(({ key, value: block }) => (
        <section
          key={key}
          className={["content-block", block.class].filter(Boolean).join(" ")}
          style={parseInlineStyle(block.style)}
        >
          {withKeys(block.items, "i").map(({ key: itemKey, value: item }) => (
            <Item key={itemKey} item={item} />
          ))}
        </section>
      ))}
    </>
  );
}

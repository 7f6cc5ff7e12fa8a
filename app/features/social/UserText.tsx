import { Fragment } from "react";
import { splitLinks } from "#common/social/links.ts";

/**
 * User text on screen (issue 14 "Bad input"): always a React text node, never HTML; web addresses
 * become links marked rel="nofollow ugc noopener" that open in a new tab, and show as typed.
 */
export function UserText({ text }: { text: string }) {
  return (
    <>
      {splitLinks(text).map((part, i) => {
        // Parts never move or change order within one text: the position is a stable key.
        const key = `${i}:${part.text}`;
        return part.href ? (
          <a key={key} href={part.href} rel="nofollow ugc noopener" target="_blank">
            {part.text}
          </a>
        ) : (
          <Fragment key={key}>{part.text}</Fragment>
        );
      })}
    </>
  );
}

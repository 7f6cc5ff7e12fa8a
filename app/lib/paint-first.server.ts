import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

/**
 * Paint first, then load the scripts (issue 16, decision 051). The page paints from the server's
 * HTML and its inlined styles; the hydration scripts are not needed for that. Left as React Router
 * writes them (module preloads in the head, an async module script at the end of the body), a fast
 * connection or a warm cache runs module evaluation before the first paint, and Lighthouse counts
 * every script that finished loading before the largest paint as blocking it (its "render delay").
 *
 * This rewrite, done as the HTML streams:
 * - takes the `<link rel="modulepreload">` tags out of the head and remembers their addresses;
 * - replaces the content of React Router's bootstrap module script (same tag and attributes, so
 *   hydration still matches it) with a loader that, once the browser has painted a frame (or after
 *   300 ms in a tab that does not paint), adds the preloads and runs the original bootstrap as a
 *   module script with the page's CSP nonce.
 * A page without that bootstrap (the home's island page, decision 050) gets its preload tags back
 * unchanged at the end.
 */
const PRELOAD_START = '<link rel="modulepreload"';
/** React Router's bootstrap: an inline async module script (the island's has a src). */
const BOOTSTRAP_START = /<script(?: nonce="[^"]*")? type="module" async="">/;
const SCRIPT_END = "</script>";
/** After this much time without a frame (a hidden tab), the scripts load anyway. */
export const PAINT_WAIT_FALLBACK_MS = 300;

/** A JavaScript string literal that is also safe inside an HTML script element. */
function scriptString(text: string): string {
  return JSON.stringify(text)
    .replaceAll("<", "\\u003c")
    .replaceAll("\u2028", "\\u2028")
    .replaceAll("\u2029", "\\u2029");
}

/** The loader that replaces the bootstrap's content. */
export function paintFirstLoader(preloads: readonly string[], bootstrap: string): string {
  return [
    `const h=${JSON.stringify(preloads).replaceAll("<", "\\u003c")},c=${scriptString(bootstrap)};`,
    "let d=0;const go=()=>{if(d)return;d=1;",
    'const n=document.querySelector("script[nonce]")?.nonce;',
    'for(const u of h){const l=document.createElement("link");l.rel="modulepreload";l.href=u;if(n)l.nonce=n;document.head.append(l)}',
    'const s=document.createElement("script");s.type="module";if(n)s.nonce=n;s.textContent=c;document.body.append(s)};',
    `requestAnimationFrame(()=>setTimeout(go,0));setTimeout(go,${PAINT_WAIT_FALLBACK_MS});`,
  ].join("");
}

function hrefOf(tag: string): string | null {
  const match = /\shref="([^"]*)"/.exec(tag);
  return match?.[1] ? match[1].replaceAll("&amp;", "&") : null;
}

/** Whether `tail` (from a `<` to the end of a chunk, no `>`) may still become a tag we rewrite. */
function mayBecomeOurTag(tail: string): boolean {
  return (
    PRELOAD_START.startsWith(tail) ||
    tail.startsWith(PRELOAD_START) ||
    "<script".startsWith(tail) ||
    tail.startsWith("<script")
  );
}

/** The rewriting state machine, without streams (unit-tested on every chunk split). */
export function createPaintFirstRewriter() {
  let carry = "";
  const preloads: string[] = [];
  const preloadTags: string[] = [];
  let done = false;

  function process(input: string, final: boolean): string {
    let text = carry + input;
    carry = "";
    let out = "";
    /** Emits the text before `at` and keeps the rest for the next chunk (all of it at the end). */
    const holdFrom = (at: number) => {
      const keep = final ? text.length : at;
      out += text.slice(0, keep);
      carry = text.slice(keep);
      text = "";
    };
    while (text.length > 0) {
      if (done) {
        holdFrom(text.length);
        break;
      }
      const preloadAt = text.indexOf(PRELOAD_START);
      const bootMatch = BOOTSTRAP_START.exec(text);
      const bootAt = bootMatch ? bootMatch.index : -1;
      if (preloadAt >= 0 && (bootAt < 0 || preloadAt < bootAt)) {
        const end = text.indexOf(">", preloadAt);
        if (end < 0) {
          holdFrom(preloadAt);
          break;
        }
        const tag = text.slice(preloadAt, end + 1);
        const href = hrefOf(tag);
        out += text.slice(0, preloadAt);
        if (href) {
          preloads.push(href);
          preloadTags.push(tag);
        } else {
          out += tag;
        }
        text = text.slice(end + 1);
        continue;
      }
      if (bootMatch && bootAt >= 0) {
        const contentAt = bootAt + bootMatch[0].length;
        const end = text.indexOf(SCRIPT_END, contentAt);
        if (end < 0) {
          holdFrom(bootAt);
          break;
        }
        out += text.slice(0, contentAt);
        out += paintFirstLoader(preloads, text.slice(contentAt, end));
        text = text.slice(end);
        done = true;
        continue;
      }
      // No complete tag of ours: keep back a possible start of one at the end.
      const lastOpen = text.lastIndexOf("<");
      const mayContinue =
        lastOpen >= 0 && !text.includes(">", lastOpen) && mayBecomeOurTag(text.slice(lastOpen));
      holdFrom(mayContinue ? lastOpen : text.length);
    }
    if (final && !done && preloadTags.length > 0) {
      // No bootstrap on this page: its preloads come back, at the end.
      out += preloadTags.join("");
      preloadTags.length = 0;
    }
    return out;
  }

  return {
    write: (text: string) => process(text, false),
    end: () => process("", true),
  };
}

/** The rewriter as a Node stream transform for the HTML response. */
export function paintFirstScripts(): Transform {
  const decoder = new StringDecoder("utf8");
  const rewriter = createPaintFirstRewriter();
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      callback(null, rewriter.write(decoder.write(chunk)));
    },
    flush(callback) {
      callback(null, rewriter.write(decoder.end()) + rewriter.end());
    },
  });
}

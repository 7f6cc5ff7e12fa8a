import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

/**
 * Paint first, then run the scripts (issue 16, decisions 007 and 051). The page paints from the
 * server's HTML and its inlined styles; the hydration scripts are not needed for that. As React
 * Router writes them, the async bootstrap module runs as soon as its modules are in, which on a fast
 * connection or with a warm cache is before the first paint: module evaluation then delays the paint,
 * and Lighthouse charges it to the largest paint.
 *
 * This rewrite, done as the HTML streams:
 * - keeps the `<link rel="modulepreload">` tags where they are, at low priority (decision 007): the
 *   modules still download during the document, so the page is interactive as early as before;
 * - replaces the content of React Router's bootstrap module script (same tag and attributes, so
 *   hydration still matches it) with a loader that runs the original bootstrap, as a module script
 *   with the page's CSP nonce, once the browser has painted a frame (or after 300 ms in a tab that
 *   does not paint).
 */
const PRELOAD_START = '<link rel="modulepreload"';
const LOW_PRIORITY_PRELOAD_START = '<link rel="modulepreload" fetchpriority="low"';
/** React Router's bootstrap: an inline async module script (the island's has a src). */
const BOOTSTRAP_START = /<script(?: nonce="[^"]*")? type="module" async="">/;
const SCRIPT_END = "</script>";
/** After this much time without a frame (a hidden tab), the scripts run anyway. */
export const PAINT_WAIT_FALLBACK_MS = 300;

/** A JavaScript string literal that is also safe inside an HTML script element. */
function scriptString(text: string): string {
  return JSON.stringify(text)
    .replaceAll("<", "\\u003c")
    .replaceAll("\u2028", "\\u2028")
    .replaceAll("\u2029", "\\u2029");
}

/** The loader that replaces the bootstrap's content. */
export function paintFirstLoader(bootstrap: string): string {
  return [
    `const c=${scriptString(bootstrap)};`,
    "let d=0;const go=()=>{if(d)return;d=1;",
    'const n=document.querySelector("script[nonce]")?.nonce;',
    'const s=document.createElement("script");s.type="module";if(n)s.nonce=n;s.textContent=c;document.body.append(s)};',
    `requestAnimationFrame(()=>setTimeout(go,0));setTimeout(go,${PAINT_WAIT_FALLBACK_MS});`,
  ].join("");
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
  let done = false;

  function rewrite(input: string, final: boolean): string {
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
        out += text.slice(0, preloadAt) + LOW_PRIORITY_PRELOAD_START;
        text = text.slice(preloadAt + PRELOAD_START.length);
        continue;
      }
      if (bootMatch && bootAt >= 0) {
        const contentAt = bootAt + bootMatch[0].length;
        const end = text.indexOf(SCRIPT_END, contentAt);
        if (end < 0) {
          holdFrom(bootAt);
          break;
        }
        out += text.slice(0, contentAt) + paintFirstLoader(text.slice(contentAt, end));
        text = text.slice(end);
        done = true;
        continue;
      }
      // No tag of ours: keep back a possible start of one at the end.
      const lastOpen = text.lastIndexOf("<");
      const mayContinue =
        lastOpen >= 0 && !text.includes(">", lastOpen) && mayBecomeOurTag(text.slice(lastOpen));
      holdFrom(mayContinue ? lastOpen : text.length);
    }
    return out;
  }

  return {
    write: (text: string) => rewrite(text, false),
    end: () => rewrite("", true),
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

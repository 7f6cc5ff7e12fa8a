/**
 * The chat screen's stylesheet, inlined in the server's HTML like the global one (decision 007): no
 * render-blocking request before the first paint. The browser reads the text back from the page
 * before hydrating, so it is not shipped a second time in the JavaScript. A client-side navigation to
 * the chat (no server HTML) links the built file instead; development links it so Vite hot-reloads.
 */
import css from "../video-chat.css?inline";
import href from "../video-chat.css?url";

const STYLE_ID = "video-chat-css";

const inline = import.meta.env.DEV
  ? null
  : import.meta.env.SSR
    ? css
    : (globalThis.document?.getElementById(STYLE_ID)?.textContent ?? null);

export function ChatStyles() {
  if (inline) {
    // biome-ignore lint/security/noDangerouslySetInnerHtml: our own build-time stylesheet
    return <style id={STYLE_ID} dangerouslySetInnerHTML={{ __html: inline }} />;
  }
  return <link rel="stylesheet" href={href} precedence="default" />;
}

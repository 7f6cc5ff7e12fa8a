/**
 * The chat screen's stylesheet, inlined in the server's HTML like the global one (decision 007): no
 * render-blocking request before the first paint. It carries the moderation stylesheet too (the
 * warning dialog, the appeal notice and the nudity blur live on this screen only), which was a
 * render-blocking <link> in the head (issue 16, decision 052); the lazy ban screen still imports it.
 * The browser reads the text back from the page before hydrating, so it is not shipped a second time
 * in the JavaScript. A client-side navigation to the chat (no server HTML) links the built files
 * instead; development links them so Vite hot-reloads.
 */
import moderationCss from "#app/features/moderation/moderation.css?inline";
import moderationHref from "#app/features/moderation/moderation.css?url";
import chatCss from "../video-chat.css?inline";
import href from "../video-chat.css?url";

const STYLE_ID = "video-chat-css";

const inline = import.meta.env.DEV
  ? null
  : import.meta.env.SSR
    ? `${moderationCss}\n${chatCss}`
    : (globalThis.document?.getElementById(STYLE_ID)?.textContent ?? null);

export function ChatStyles() {
  if (inline) {
    // biome-ignore lint/security/noDangerouslySetInnerHtml: our own build-time stylesheet
    return <style id={STYLE_ID} dangerouslySetInnerHTML={{ __html: inline }} />;
  }
  return (
    <>
      <link rel="stylesheet" href={moderationHref} precedence="default" />
      <link rel="stylesheet" href={href} precedence="default" />
    </>
  );
}

import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { isLocale } from "#common/locales.ts";
import { loadLanguage } from "./i18n/i18n.ts";
import { installChunkReloadGuard } from "./lib/reload-guard.ts";

// The server renders with the page's catalogue; load the same one before hydrating so the first
// client render matches the server's markup.
async function hydrate() {
  // Before anything loads lazily: a stale tab after a deploy reloads once (spec §9).
  installChunkReloadGuard();
  const lang = document.documentElement.dataset.lang;
  if (isLocale(lang)) await loadLanguage(lang);
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

void hydrate();

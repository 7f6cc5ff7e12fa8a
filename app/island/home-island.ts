/**
 * The island script of the pages served without React (decision 050: the home pages). Everything a
 * visitor can do there that needs JavaScript, without React, React Router, i18next or zod in the
 * first load: the consent dialog (decision 031), the start-button ad slots (issue 13, the spec §5
 * rules of app/features/ads/runtime.ts loaded on demand), the client error log, analytics after
 * consent, the language cookie of the switcher, the header of a logged-in visitor. The server render
 * holds the markup and the translated texts; this file only wires them.
 */
import {
  getConsent,
  openConsentDialog,
  setConsent,
  subscribeConsent,
} from "#app/features/ads/consent-store.ts";
import { drawAd, slotFor } from "#app/features/ads/dom-slot.ts";
import { afterLoadWhenIdle } from "#app/features/ads/renderers.ts";
import { startAnalytics } from "#app/lib/analytics.ts";
import { clientLog, installErrorLogging } from "#app/lib/client-log.ts";
import { http } from "#app/lib/http.ts";
import type { SdaPlacement } from "#common/ads/constants.ts";
import { isLocale } from "#common/locales.ts";
import { ISLAND_DATA_ID, type IslandData, parseIslandData, unreadText } from "./island-data.ts";

const data: IslandData | null = parseIslandData(document.getElementById(ISLAND_DATA_ID)?.textContent);
installErrorLogging({ isDev: data?.isDev ?? false });

// ---- Consent dialog (decision 031) ----

const TEMPLATE = "template[data-consent-template]";
const query = <T extends Element>(root: ParentNode, selector: string) => root.querySelector<T>(selector);

/** The dialog element: the live one the server rendered (first visit), else a copy of the template. */
let dialog: HTMLElement | null = query(document, "[data-testid=consent-dialog]");
let reopened = false;

function dialogElement(): HTMLElement | null {
  if (dialog) return dialog;
  const template = query<HTMLTemplateElement>(document, TEMPLATE);
  const copy = template?.content.firstElementChild?.cloneNode(true);
  if (!(copy instanceof HTMLElement)) return null;
  dialog = copy;
  wireDialog(copy);
  return copy;
}

function setChoosing(root: HTMLElement, choosing: boolean) {
  const consent = getConsent();
  for (const [selector, visible] of [
    ["[data-consent-choices]", choosing],
    ["[data-testid=consent-save]", choosing],
    ["[data-testid=consent-choose]", !choosing],
    ["[data-consent-close]", reopened && consent !== null],
  ] as const) {
    const element = query<HTMLElement>(root, selector);
    if (element) element.hidden = !visible;
  }
  const ads = query<HTMLInputElement>(root, "[data-testid=consent-ads]");
  const analytics = query<HTMLInputElement>(root, "[data-testid=consent-analytics]");
  if (choosing && reopened) {
    if (ads) ads.checked = consent?.ads ?? false;
    if (analytics) analytics.checked = consent?.analytics ?? false;
  }
}

function wireDialog(root: HTMLElement) {
  root.addEventListener("click", (event) => {
    const button = (event.target as Element | null)?.closest("button");
    if (!button) return;
    const id = button.dataset.testid;
    const checked = (name: string) =>
      query<HTMLInputElement>(root, `[data-testid=${name}]`)?.checked === true;
    if (id === "consent-choose") return setChoosing(root, true);
    if (id === "consent-reject") setConsent({ ads: false, analytics: false });
    else if (id === "consent-accept") setConsent({ ads: true, analytics: true });
    else if (id === "consent-save")
      setConsent({ ads: checked("consent-ads"), analytics: checked("consent-analytics") });
    else if (!button.hasAttribute("data-consent-close")) return;
    // A choice, even the one already made, closes the dialog.
    closeDialog();
  });
}

function closeDialog() {
  reopened = false;
  dialog?.remove();
}

if (dialog) wireDialog(dialog);

document.addEventListener("click", (event) => {
  const target = event.target as Element | null;
  if (target?.closest("[data-testid=consent-footer]")) {
    const root = dialogElement();
    if (!root) return;
    reopened = true;
    openConsentDialog();
    setChoosing(root, true);
    if (!root.isConnected) document.body.appendChild(root);
    query<HTMLElement>(root, "input, button")?.focus();
    return;
  }
  // The language switcher and the footer's languages remember the choice (spec §9 cookie).
  const link = target?.closest<HTMLAnchorElement>("a[hreflang]");
  const lang = link?.hreflang.slice(0, 2);
  if (link && isLocale(lang) && link.closest(".lang-switcher, [data-testid=footer-languages]"))
    // biome-ignore lint/suspicious/noDocumentCookie: a plain, non-sensitive preference cookie read by the server
    document.cookie = `i18n_redirected=${lang}; Max-Age=${365 * 24 * 60 * 60}; Path=/; SameSite=Lax`;
});

// ---- Ad slots (issue 13) ----

type Runtime = typeof import("#app/features/ads/runtime.ts");
let runtime: Promise<Runtime> | undefined;
const hosts = [...document.querySelectorAll<HTMLElement>("[data-island-slot]")];
const undo = new Map<HTMLElement, () => void>();

async function serveSlots() {
  if (hosts.length === 0) return;
  runtime ??= afterLoadWhenIdle().then(() => import("#app/features/ads/runtime.ts"));
  const run = await runtime;
  run.setSdaKey(data?.sdaKey);
  run.sdaConfigStore.whenReady((loaded) => {
    for (const host of hosts) {
      const placement = host.dataset.islandSlot as SdaPlacement;
      undo.get(host)?.();
      undo.delete(host);
      try {
        const ad = run.chooseAd(placement, loaded, getConsent(), Date.now());
        // A slot the server rendered keeps its reserved box; one made for this ad goes with it.
        const created = !host.querySelector(`[data-testid="sda-slot-${placement}"]`);
        const slot = slotFor(host, placement, ad);
        if (!slot || !ad) continue;
        const clear = drawAd(slot, ad, () => run.recordView(ad.id, placement));
        undo.set(host, () => {
          clear();
          if (created) slot.remove();
        });
      } catch (error) {
        clientLog({ type: "error", name: "sda", text: "ad slot failed", error });
      }
    }
  });
}

function serve() {
  serveSlots().catch((error: unknown) =>
    clientLog({ type: "error", name: "sda", text: "ad slot failed", error, level: 3 }),
  );
}

// ---- Analytics after consent (spec §9, decision 031) ----

let stopAnalytics = () => {};
function analytics() {
  stopAnalytics();
  stopAnalytics =
    getConsent()?.analytics === true ? startAnalytics({ tagId: data?.analyticsId ?? null }) : () => {};
}

let lastConsent = JSON.stringify(getConsent());
subscribeConsent(() => {
  const now = JSON.stringify(getConsent());
  if (now === lastConsent) return;
  lastConsent = now;
  closeDialog();
  serve();
  analytics();
});
serve();
analytics();

// ---- Header of a logged-in visitor (spec §4.2; the login modal is on the login page here) ----

function header() {
  if (!data) return;
  void http.get<{ user: unknown }>("/api/auth/me").then((me) => {
    if (!me.ok || !me.data?.user) return;
    const account = query<HTMLAnchorElement>(document, "[data-testid=header-account]");
    if (account) {
      account.href = data.account.href;
      account.textContent = data.account.label;
    }
    void http.get<{ unread: number }>("/api/chats/unread").then((result) => {
      const count = result.ok ? result.data?.unread : 0;
      const social = query<HTMLElement>(document, "[data-testid=header-social]");
      if (!social || typeof count !== "number" || count <= 0) return;
      const badge = document.createElement("span");
      badge.className = "unread-badge";
      badge.dataset.testid = "unread-badge";
      const visible = document.createElement("span");
      visible.setAttribute("aria-hidden", "true");
      visible.textContent = count > 99 ? "99+" : String(count);
      const hidden = document.createElement("span");
      hidden.className = "visually-hidden";
      hidden.textContent = unreadText(data.unread, count);
      badge.append(visible, hidden);
      social.appendChild(badge);
    });
  });
}
header();

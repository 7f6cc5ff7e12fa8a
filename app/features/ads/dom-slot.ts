/**
 * The start-button ad slots of a page served without React (the home's island script, decision 050),
 * drawn with the DOM: the same markup, test ids and behaviour as AdSlot.tsx (issue 13). The slot keeps
 * the box the server render reserved, so nothing moves when the ad arrives or fails; a failing or
 * hanging network leaves that box empty; errors go to the client log, never into the page.
 */
import { clientLog } from "#app/lib/client-log.ts";
import type { SdaBox } from "#common/ads/rules.ts";
import type { SdaItem, SdaPlacement } from "#common/ads/schema.ts";
import { afterLoad, pageNonce, RENDERERS } from "./renderers.ts";

/** The box an ad draws in when the server reserved none (same rule as AdSlot.tsx). */
export function boxOf(item: SdaItem): SdaBox {
  const width = item.config.width ?? 468;
  const height = item.config.height ?? 60;
  return { width, height, maxWidth: Math.min(item.config.maxWidth ?? width, width) };
}

/** The slot element's inline style for a box (AdSlot.tsx's, as CSS text). */
export function slotStyle(box: SdaBox): string {
  const maxWidth = Math.min(box.maxWidth ?? box.width, box.width);
  return `display:block;position:relative;width:100%;max-width:${maxWidth}px;aspect-ratio:${box.width} / ${box.height};margin:8px auto;overflow:hidden`;
}

/**
 * The slot of `placement` inside `host` (the server-rendered wrapper): the one the server rendered
 * with its reserved box, or a new one sized for `item`; null when there is neither.
 */
export function slotFor(
  host: HTMLElement,
  placement: SdaPlacement,
  item: SdaItem | null,
): HTMLElement | null {
  const existing = host.querySelector<HTMLElement>(`[data-testid="sda-slot-${placement}"]`);
  if (existing || !item) return existing;
  const slot = document.createElement("div");
  slot.className = "sda-slot";
  slot.dataset.testid = `sda-slot-${placement}`;
  slot.dataset.placement = placement;
  slot.setAttribute("style", slotStyle(boxOf(item)));
  host.appendChild(slot);
  return slot;
}

/** Draws `item` in `slot`; `onView` records the view. Returns what undoes it (consent changed). */
export function drawAd(slot: HTMLElement, item: SdaItem, onView: () => void): () => void {
  const width = item.config.width ?? 468;
  const height = item.config.height ?? 60;
  slot.dataset.sdaId = item.id;
  slot.dataset.platform = item.platform;
  if (item.platform === "house") {
    const link = document.createElement("a");
    link.href = item.config.href ?? "";
    link.target = "_blank";
    link.rel = "sponsored noopener";
    link.dataset.testid = "sda-house";
    link.setAttribute("style", "display:block;width:100%;height:100%");
    const img = document.createElement("img");
    img.src = item.config.src ?? "";
    img.alt = item.config.alt ?? "";
    img.width = width;
    img.height = height;
    img.decoding = "async";
    img.setAttribute("style", "width:100%;height:100%;object-fit:contain;display:block");
    link.appendChild(img);
    slot.replaceChildren(link);
    onView();
    return () => clear(slot);
  }
  const mount = document.createElement("div");
  mount.dataset.testid = "sda-network";
  const place = () => {
    // Scaled down to the slot's width (phones, maxWidth): the network draws at its native size.
    const scale = Math.min(1, slot.clientWidth / width);
    mount.setAttribute(
      "style",
      `position:absolute;left:50%;top:0;width:${width}px;height:${height}px;transform:translateX(-50%) scale(${scale});transform-origin:top center`,
    );
  };
  place();
  const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(place);
  observer?.observe(slot);
  slot.replaceChildren(mount);
  const render = RENDERERS[item.platform];
  let cleanup: (() => void) | undefined;
  const fail = (error: unknown) =>
    clientLog({ type: "error", name: "sda", text: `sda ${item.platform} failed`, error, level: 3 });
  const cancel = render
    ? afterLoad(() => {
        mount.replaceChildren();
        try {
          cleanup = render(mount, item, { nonce: pageNonce(), onError: fail });
          onView();
        } catch (error) {
          fail(error);
        }
      })
    : () => {};
  return () => {
    cancel();
    cleanup?.();
    observer?.disconnect();
    clear(slot);
  };
}

function clear(slot: HTMLElement) {
  slot.replaceChildren();
  delete slot.dataset.sdaId;
  delete slot.dataset.platform;
}

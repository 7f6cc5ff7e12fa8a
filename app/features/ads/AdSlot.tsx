import { type CSSProperties, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { clientLog } from "#app/lib/client-log.ts";
import { useSite } from "#app/lib/site.ts";
import type { SdaPlacement } from "#common/ads/constants.ts";
import type { SdaBox } from "#common/ads/rules.ts";
import type { SdaItem } from "#common/ads/schema.ts";
import { useConsent } from "./consent.ts";
import { afterLoad, afterLoadWhenIdle, pageNonce, RENDERERS } from "./renderers.ts";

type Runtime = typeof import("./runtime.ts");
let runtime: Promise<Runtime> | undefined;
/**
 * The slot's machinery, loaded once, after the page has loaded and gone idle (issue 13: keeps it out
 * of the first paint and of hydration's busy moment; decision 051).
 */
function loadRuntime(): Promise<Runtime> {
  runtime ??= afterLoadWhenIdle().then(() => import("./runtime.ts"));
  return runtime;
}

function boxOf(item: SdaItem): SdaBox {
  const width = item.config.width ?? 468;
  const height = item.config.height ?? 60;
  return { width, height, maxWidth: Math.min(item.config.maxWidth ?? width, width) };
}

/**
 * THE ad slot (spec §2.8, issue 13): one per placement. The start-button placements keep the box
 * the server render reserved (root data `sdaBoxes`), so nothing moves when the ad arrives or fails;
 * a failing or hanging network leaves that box empty. Client navigation clears the slot and serves
 * it again. Errors go to the client log, never into the page.
 */
export function AdSlot(props: {
  placement: SdaPlacement;
  /** The searching ad showed (the chat enters `searching-sda`). */
  onShown?: () => void;
}) {
  const { placement, onShown } = props;
  const site = useSite();
  const consent = useConsent(site?.consent);
  const location = useLocation();
  const reserved = site?.sdaBoxes?.[placement];
  const [ad, setAd] = useState<SdaItem | null>(null);
  const shownRef = useRef(onShown);
  shownRef.current = onShown;
  const sdaKey = site?.sdaKey;
  const [run, setRun] = useState<Runtime | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: location.key: each navigation serves the slot again
  useEffect(() => {
    setAd(null);
    let live = true;
    let cancel = () => {};
    loadRuntime()
      .then((loaded) => {
        if (!live) return;
        setRun(loaded);
        loaded.setSdaKey(sdaKey);
        cancel = loaded.sdaConfigStore.whenReady((config) => {
          if (!live) return;
          try {
            setAd(loaded.chooseAd(placement, config, consent, Date.now()));
          } catch (error) {
            clientLog({ type: "error", name: "sda", text: "ad slot failed", error });
          }
        });
      })
      .catch((error: unknown) =>
        clientLog({ type: "error", name: "sda", text: "ad slot failed", error, level: 3 }),
      );
    return () => {
      live = false;
      cancel();
    };
  }, [placement, location.key, consent?.ads, sdaKey]);

  const box = reserved ?? (ad ? boxOf(ad) : undefined);
  if (!box) return null;
  const maxWidth = Math.min(box.maxWidth ?? box.width, box.width);
  const style: CSSProperties = {
    display: "block",
    position: "relative",
    width: "100%",
    maxWidth: `${maxWidth}px`,
    aspectRatio: `${box.width} / ${box.height}`,
    margin: "8px auto",
    overflow: "hidden",
  };
  return (
    <div
      className="sda-slot"
      style={style}
      data-testid={`sda-slot-${placement}`}
      data-placement={placement}
      data-sda-id={ad?.id}
      data-platform={ad?.platform}
    >
      {ad ? (
        <AdContent
          key={`${ad.id}:${location.key}`}
          item={ad}
          placement={placement}
          onShown={() => shownRef.current?.()}
          onView={() => run?.recordView(ad.id, placement)}
        />
      ) : null}
    </div>
  );
}

/** One ad drawn in its slot; `preview` (admin area) records no view. */
export function AdContent(props: {
  item: SdaItem;
  placement: SdaPlacement;
  onShown(): void;
  /** Records the view (POST /api/sda/frequency); none in the admin preview. */
  onView?: () => void;
}) {
  const { item } = props;
  const mount = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(1);
  const width = item.config.width ?? 468;
  const height = item.config.height ?? 60;
  const shown = useRef(props.onShown);
  shown.current = props.onShown;
  const view = useRef(props.onView);
  view.current = props.onView;

  // Scaled down to the slot's width (phones, maxWidth): the network draws at its native size.
  useEffect(() => {
    const outer = mount.current?.parentElement;
    if (!outer) return;
    const measure = () => setScale(Math.min(1, outer.clientWidth / width));
    measure();
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(measure);
    observer?.observe(outer);
    return () => observer?.disconnect();
  }, [width]);

  useEffect(() => {
    if (item.platform === "house") {
      view.current?.();
      shown.current();
      return;
    }
    const slot = mount.current;
    if (!slot) return;
    const render = RENDERERS[item.platform];
    if (!render) return;
    let cleanup: (() => void) | undefined;
    const cancel = afterLoad(() => {
      slot.replaceChildren();
      try {
        cleanup = render(slot, item, {
          nonce: pageNonce(),
          onError: (error) =>
            clientLog({ type: "error", name: "sda", text: `sda ${item.platform} failed`, error, level: 3 }),
        });
        view.current?.();
        shown.current();
      } catch (error) {
        clientLog({ type: "error", name: "sda", text: `sda ${item.platform} failed`, error, level: 3 });
      }
    });
    return () => {
      cancel();
      cleanup?.();
      slot.replaceChildren();
    };
  }, [item]);

  if (item.platform === "house") {
    return (
      <a
        href={item.config.href}
        target="_blank"
        rel="sponsored noopener"
        data-testid="sda-house"
        style={{ display: "block", width: "100%", height: "100%" }}
      >
        <img
          src={item.config.src}
          alt={item.config.alt ?? ""}
          width={width}
          height={height}
          decoding="async"
          style={{ width: "100%", height: "100%", objectFit: "contain", display: "block" }}
        />
      </a>
    );
  }
  return (
    <div
      ref={mount}
      data-testid="sda-network"
      style={{
        position: "absolute",
        left: "50%",
        top: 0,
        width: `${width}px`,
        height: `${height}px`,
        transform: `translateX(-50%) scale(${scale})`,
        transformOrigin: "top center",
      }}
    />
  );
}

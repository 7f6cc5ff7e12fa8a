/**
 * Keeps the chat screen the size of what the person really sees (issue 16): the visual viewport
 * shrinks when the on-screen keyboard opens (iOS Safari, Chrome on Android by default), while 100dvh
 * does not everywhere. The element gets --vc-vh (visible height) and --vc-vv-top (how far the visual
 * viewport is scrolled down), so a fixed-position screen stays above the keyboard with its text box.
 */
import { type RefObject, useEffect } from "react";

export function useVisualViewport(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    const viewport = window.visualViewport;
    if (!element || !viewport) return;
    let frame = 0;
    let last = "";
    const apply = () => {
      frame = 0;
      // Decision 053: every read before any write (a write between reads forced a style and layout
      // pass of the page in the load's effects), and no write when nothing changed.
      const height = Math.round(viewport.height);
      const top = Math.round(viewport.offsetTop);
      // The keyboard is open when the visible area is much shorter than the window.
      const keyboard = viewport.height < window.innerHeight * 0.8;
      const key = `${height},${top},${keyboard}`;
      if (key === last) return;
      last = key;
      element.style.setProperty("--vc-vh", `${height}px`);
      element.style.setProperty("--vc-vv-top", `${top}px`);
      element.toggleAttribute("data-keyboard", keyboard);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(apply);
    };
    apply();
    viewport.addEventListener("resize", schedule);
    viewport.addEventListener("scroll", schedule);
    return () => {
      cancelAnimationFrame(frame);
      viewport.removeEventListener("resize", schedule);
      viewport.removeEventListener("scroll", schedule);
    };
  }, [ref]);
}

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
    const apply = () => {
      frame = 0;
      element.style.setProperty("--vc-vh", `${Math.round(viewport.height)}px`);
      element.style.setProperty("--vc-vv-top", `${Math.round(viewport.offsetTop)}px`);
      // The keyboard is open when the visible area is much shorter than the window.
      element.toggleAttribute("data-keyboard", viewport.height < window.innerHeight * 0.8);
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

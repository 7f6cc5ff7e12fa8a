import { useEffect, useRef, useState } from "react";
import { useNavigation } from "react-router";
import { createLoadingBar, LOADING_BAR, type LoadingBarState } from "#app/lib/loading-bar.ts";

/** Top loading bar during navigations (spec §9 figures). */
export function LoadingBar() {
  const navigation = useNavigation();
  const [state, setState] = useState<LoadingBarState>({ visible: false, progress: 0 });
  const bar = useRef<ReturnType<typeof createLoadingBar> | null>(null);
  useEffect(() => {
    bar.current = createLoadingBar(setState);
    return () => bar.current?.dispose();
  }, []);
  const busy = navigation.state !== "idle";
  useEffect(() => {
    if (busy) bar.current?.start();
    else bar.current?.finish();
  }, [busy]);
  return (
    <div
      className="loading-bar"
      aria-hidden="true"
      style={{
        height: `${LOADING_BAR.heightPx}px`,
        opacity: state.visible ? 1 : 0,
        transform: `scaleX(${state.progress / 100})`,
      }}
    />
  );
}

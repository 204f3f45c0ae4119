import { useEffect, useState, type RefObject } from "react";

/**
 * How a live terminal is shown: in the page, full screen through the
 * Fullscreen API, or, where the browser refuses that (an iPhone's Safari, a
 * frame without the permission), as a layer over the whole window.
 */
export type FullScreenMode = "off" | "native" | "overlay";

/** `screen.orientation.lock` is in few browsers and in no TypeScript lib: asked for only where it exists. */
type Lockable = ScreenOrientation & { lock?: (orientation: "landscape") => Promise<void> };

async function enter(element: HTMLElement): Promise<FullScreenMode> {
  if (document.fullscreenEnabled && typeof element.requestFullscreen === "function") {
    try {
      await element.requestFullscreen({ navigationUI: "hide" });
      // A phone turned sideways fits 80 columns; where the browser will not turn it, the reader can.
      await (screen.orientation as Lockable | undefined)?.lock?.("landscape").catch(() => undefined);
      return "native";
    } catch {
      // Refused: the layer over the window does the same job.
    }
  }
  return "overlay";
}

/**
 * Full screen for `target`: `toggle` enters it (native, else the overlay)
 * and leaves it; the browser's own exit (Escape) is followed, and Escape
 * outside the terminal closes the overlay (inside, keys are the program's).
 */
export function useFullScreen(target: RefObject<HTMLElement | null>): {
  mode: FullScreenMode;
  toggle: () => void;
} {
  const [mode, setMode] = useState<FullScreenMode>("off");

  useEffect(() => {
    const element = target.current;
    if (mode === "off" || !element) return;
    const onFullScreenChange = () => {
      if (mode === "native" && document.fullscreenElement !== element) setMode("off");
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (mode === "overlay" && event.key === "Escape") setMode("off");
    };
    document.addEventListener("fullscreenchange", onFullScreenChange);
    element.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("fullscreenchange", onFullScreenChange);
      element.removeEventListener("keydown", onKeyDown);
    };
  }, [mode, target]);

  // The overlay keeps the page under it still.
  useEffect(() => {
    if (mode !== "overlay") return;
    document.documentElement.setAttribute("data-terminal-overlay", "");
    return () => document.documentElement.removeAttribute("data-terminal-overlay");
  }, [mode]);

  const toggle = () => {
    const element = target.current;
    if (!element) return;
    if (mode === "off") {
      void enter(element).then(setMode);
      return;
    }
    if (mode === "native" && document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    setMode("off");
  };

  return { mode, toggle };
}

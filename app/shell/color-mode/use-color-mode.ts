import { useCallback, useSyncExternalStore } from "react";
import { readStorage, removeStorage, writeStorage } from "../../common/safe-storage";
import type { ColorMode, ColorModeConfig } from "../../../contracts/config/schema";
import { COLOR_MODE_STORAGE_KEY, nextChoice, parseChoice, resolveMode, type ColorModeChoice } from "./state";

const DARK_QUERY = "(prefers-color-scheme: dark)";
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    // Another tab changed the choice, or the OS switched: both re-resolve.
    window.addEventListener("storage", onStorage);
    window.matchMedia(DARK_QUERY).addEventListener("change", notify);
  }
  return () => {
    listeners.delete(listener);
    if (!listeners.size) {
      window.removeEventListener("storage", onStorage);
      window.matchMedia(DARK_QUERY).removeEventListener("change", notify);
    }
  };
}

function onStorage(event: StorageEvent) {
  if (event.key === COLOR_MODE_STORAGE_KEY || event.key === null) notify();
}

/** Mirrors what the head script does before first paint, for changes after it. */
export function applyColorMode(mode: ColorMode): void {
  const root = document.documentElement;
  root.dataset["theme"] = mode;
  root.classList.toggle("dark", mode === "dark");
  root.style.colorScheme = mode;
}

/** Choice and mode, kept in sync with storage, other tabs and the OS. */
export function useColorMode(config: ColorModeConfig) {
  // A string snapshot: useSyncExternalStore compares snapshots with Object.is.
  const snapshot = useSyncExternalStore(
    subscribe,
    () => {
      const choice = config.disableSwitch ? null : parseChoice(readStorage(COLOR_MODE_STORAGE_KEY), config);
      return `${choice ?? "system"}:${resolveMode(choice, config, window.matchMedia(DARK_QUERY).matches)}`;
    },
    () => `system:${config.defaultMode}`,
  );
  const [rawChoice, rawMode] = snapshot.split(":") as [string, ColorMode];
  const choice: ColorModeChoice = rawChoice === "system" ? null : (rawChoice as ColorMode);
  const mode = rawMode;

  const setChoice = useCallback((next: ColorModeChoice) => {
    if (next) writeStorage(COLOR_MODE_STORAGE_KEY, next);
    else removeStorage(COLOR_MODE_STORAGE_KEY);
    notify();
  }, []);
  const toggle = useCallback(() => setChoice(nextChoice(choice, config, mode)), [choice, config, mode, setChoice]);
  return { choice, mode, setChoice, toggle };
}

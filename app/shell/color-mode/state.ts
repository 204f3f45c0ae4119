import type { ColorMode, ColorModeConfig } from "../../../contracts/config/schema";

/**
 * The colour-mode state machine of behaviour §4, free of the DOM so that it can be
 * unit-tested under any configuration. The stored choice is "light", "dark"
 * or null (system: nothing stored).
 */
export type ColorModeChoice = ColorMode | null;

/** localStorage key of the stored choice (behaviour §9: "theme", no namespace). */
export const COLOR_MODE_STORAGE_KEY = "theme";

/** A stored string as a choice; anything else, or any value while the switch is disabled, means system. */
export function parseChoice(raw: string | null, config: ColorModeConfig): ColorModeChoice {
  if (config.disableSwitch) return null;
  return raw === "light" || raw === "dark" ? raw : null;
}

/** The mode the page shows for a choice. */
export function resolveMode(choice: ColorModeChoice, config: ColorModeConfig, osPrefersDark: boolean): ColorMode {
  if (choice) return choice;
  if (config.respectPrefersColorScheme) return osPrefersDark ? "dark" : "light";
  return config.defaultMode;
}

/**
 * What one press of the toggle chooses. Respecting the OS preference:
 * system → light → dark → system. Otherwise it flips the visible mode, so the
 * first press from "system" always changes what the reader sees.
 */
export function nextChoice(choice: ColorModeChoice, config: ColorModeConfig, currentMode: ColorMode): ColorModeChoice {
  if (config.respectPrefersColorScheme) {
    if (choice === null) return "light";
    return choice === "light" ? "dark" : null;
  }
  return currentMode === "light" ? "dark" : "light";
}

/** How the toggle describes the current state to a screen reader. */
export function describeChoice(choice: ColorModeChoice, mode: ColorMode): string {
  return choice === null ? `system (${mode})` : `${mode}`;
}

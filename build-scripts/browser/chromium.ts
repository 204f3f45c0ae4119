import path from "node:path";

/**
 * Debian's Chromium, never a downloaded one, and the flags that keep it from
 * reaching for the network this machine doesn't have. Shared by the browser
 * tests and the scale bench (playwright-core) and the Lighthouse bench
 * (chrome-launcher).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * Headless Chromium 15x still builds the address bar's suggestion popup, a
 * WebUI page in a renderer process of its own, for every new window: about
 * half a second of CPU each time a test opens a tab, and a process competing
 * with the page Lighthouse traces. No test looks at the address bar.
 */
export const CHROMIUM_DISABLED_FEATURES = ["WebUIOmniboxPopup", "WebUIOmniboxAimPopup"];

export const CHROMIUM_ARGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  `--disable-features=${CHROMIUM_DISABLED_FEATURES.join(",")}`,
];

/**
 * What the tools start instead of Chromium itself: a script that joins the
 * `--disable-features` lists (the tool's own and the one above) before it
 * starts CHROMIUM_PATH, which it reads from the environment chromiumEnv() gives.
 */
export const CHROMIUM_LAUNCHER = path.join(import.meta.dirname, "chromium-launcher.sh");

/** The environment as it is at launch, which the tool would pass itself, and where the launcher finds Chromium. */
export function chromiumEnv(): NodeJS.ProcessEnv {
  return { ...process.env, CHROMIUM_PATH };
}

/** playwright-core's launch options for that Chromium, with `extraArgs` after the usual flags. */
export function playwrightLaunchOptions(extraArgs: readonly string[] = []) {
  return { executablePath: CHROMIUM_LAUNCHER, env: chromiumEnv(), args: [...CHROMIUM_ARGS, ...extraArgs] };
}

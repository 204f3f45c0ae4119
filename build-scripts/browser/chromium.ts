/**
 * Debian's Chromium, never a downloaded one, and the flags that keep it from
 * reaching for the network this machine doesn't have. Shared by the browser
 * tests (playwright-core) and the Lighthouse bench (chrome-launcher).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

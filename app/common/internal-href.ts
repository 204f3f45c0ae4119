import type { MouseEvent } from "react";
import { isPlainLeftClick } from "./plain-click";

/**
 * The site path a click on prerendered HTML should navigate to client-side,
 * or undefined when the browser should handle it: a link elsewhere, a
 * same-page `#anchor`, a new tab or window (modifier keys, middle button,
 * `target`), a download, or a click something else already handled.
 */
export function internalHref(event: MouseEvent): string | undefined {
  if (!isPlainLeftClick(event)) return undefined;
  const anchor = (event.target as Element).closest("a");
  if (!anchor || anchor.hasAttribute("download") || (anchor.target && anchor.target !== "_self")) return undefined;
  return internalPath(anchor);
}

/** An anchor's href when it is a path on this site. */
export function internalPath(anchor: Element): string | undefined {
  const href = anchor.getAttribute("href");
  return href?.startsWith("/") && !href.startsWith("//") ? href : undefined;
}

/** The parts of a click (native or React) that decide whether the app may take it over. */
export type ClickLike = Pick<MouseEvent, "button" | "metaKey" | "ctrlKey" | "shiftKey" | "altKey" | "defaultPrevented">;

/**
 * A click the app may turn into client-side navigation: the main button, no
 * modifier, and nobody handled it yet. Any modifier keeps the browser's own
 * meaning (Ctrl/⌘ new tab, Shift new window, Alt download), so a handler that
 * sees `false` must leave the event alone.
 */
export function isPlainLeftClick(event: ClickLike): boolean {
  return (
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey &&
    !event.defaultPrevented
  );
}

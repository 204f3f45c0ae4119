const FOCUSABLE =
  'a[href]:not([tabindex="-1"]), button:not([disabled]):not([tabindex="-1"]), input:not([disabled]):not([type="hidden"]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Keyboard-reachable elements of a dialog, in tab order (DOM order; no positive tabindex here). */
export function focusables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.closest("[hidden], [inert]") && element.getClientRects().length > 0,
  );
}

/**
 * Keeps Tab and Shift+Tab inside a dialog (the search modal, the mobile
 * panel). Handles every Tab itself, not only at the ends, because the search
 * input's own Tab handling would close the results panel.
 */
export function trapTab(event: KeyboardEvent | React.KeyboardEvent, container: HTMLElement): void {
  const items = focusables(container);
  if (items.length === 0) return;
  event.preventDefault();
  event.stopPropagation();
  const current = items.indexOf(document.activeElement as HTMLElement);
  const step = event.shiftKey ? -1 : 1;
  const next = current === -1 ? 0 : (current + step + items.length) % items.length;
  items[next]?.focus();
}

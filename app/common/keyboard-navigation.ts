/** On <html> while the reader navigates with the keyboard; app.css shows focus rings only then. */
export const KEYBOARD_NAV_ATTR = "data-keyboard-nav";

let started = false;

/** Spec §2: set on Tab, removed on mouse down. Idempotent. */
export function startKeyboardNavigationMarker(): void {
  if (started) return;
  started = true;
  const root = document.documentElement;
  window.addEventListener(
    "keydown",
    (event) => {
      if (event.key === "Tab") root.setAttribute(KEYBOARD_NAV_ATTR, "");
    },
    true,
  );
  window.addEventListener("mousedown", () => root.removeAttribute(KEYBOARD_NAV_ATTR), true);
}

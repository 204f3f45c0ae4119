/**
 * Spec §9: desktop is wider than 996 px. The same edge is the `desktop:` /
 * `max-desktop:` Tailwind variant (app.css, 62.3125rem = 997 px).
 */
export const DESKTOP_MIN_WIDTH = 997;
export const DESKTOP_QUERY = `(min-width: ${DESKTOP_MIN_WIDTH}px)`;

/**
 * The site's two font stacks, for the CSS (tailwind.config.ts) and for the
 * widgets that set a font in script (the playground editor, xterm.js).
 *
 * Short on purpose. Every family a browser cannot find is a lookup, and on
 * Linux each miss is a fontconfig query made during the page's first layout:
 * Tailwind's default stacks (eleven sans names, six mono names) made that
 * layout 20-28 ms longer in Chromium here (`npm run bench` shows the effect in
 * Total Blocking Time). `system-ui` is each platform's own UI face (SF, Segoe
 * UI, Roboto, the desktop's default on Linux); Menlo and Consolas keep Chrome
 * on macOS and Windows off Courier, and `ui-monospace` gives Safari SF Mono.
 */
export const SANS_FONT_STACK = ["system-ui", "sans-serif"];
export const MONO_FONT_STACK = ["ui-monospace", "Menlo", "Consolas", "monospace"];

/** The mono stack as a CSS `font-family` value. */
export const MONO_FONT_FAMILY = MONO_FONT_STACK.join(", ");

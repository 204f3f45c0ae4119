import { FitAddon } from "@xterm/addon-fit";
import { Terminal } from "@xterm/xterm";
import "@xterm/xterm/css/xterm.css";
import { isLeaveKey } from "./leave-key";

/**
 * ANSI colours chosen for this site's dark page: every foreground a program
 * is likely to put on a coloured background (white or yellow on blue, black
 * on cyan or green) keeps a contrast ratio of at least 4.5.
 */
const THEME = {
  background: "#0b0d10",
  foreground: "#e5e7eb",
  cursor: "#4ade80",
  selectionBackground: "#334155",
  black: "#111827",
  red: "#f87171",
  green: "#4ade80",
  yellow: "#facc15",
  blue: "#1e40af",
  magenta: "#e879f9",
  cyan: "#22d3ee",
  white: "#e5e7eb",
  brightBlack: "#9ca3af",
  brightRed: "#fca5a5",
  brightGreen: "#86efac",
  brightYellow: "#fde68a",
  brightBlue: "#93c5fd",
  brightMagenta: "#f0abfc",
  brightCyan: "#a5f3fc",
  brightWhite: "#ffffff",
};

export interface TerminalView {
  terminal: Terminal;
  focus(): void;
  dispose(): void;
}

/**
 * xterm.js in a container, sized from the container (it follows the layout,
 * so the program gets `resize` when the window changes), with the leave key
 * handled before the program sees it.
 */
export function createTerminalView(
  container: HTMLElement,
  { label, onLeave }: { label: string; onLeave: () => void },
): TerminalView {
  const terminal = new Terminal({
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
    fontSize: 14,
    theme: THEME,
    cursorBlink: false,
    scrollback: 200,
  });
  const fit = new FitAddon();
  terminal.loadAddon(fit);
  terminal.attachCustomKeyEventHandler((event) => {
    if (!isLeaveKey(event)) return true;
    if (event.type === "keydown") onLeave();
    return false;
  });
  terminal.open(container);
  terminal.textarea?.setAttribute("aria-label", label);
  fit.fit();

  let frame = 0;
  const observer = new ResizeObserver(() => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => fit.fit());
  });
  observer.observe(container);

  return {
    terminal,
    focus: () => terminal.focus(),
    dispose() {
      cancelAnimationFrame(frame);
      observer.disconnect();
      terminal.dispose();
    },
  };
}

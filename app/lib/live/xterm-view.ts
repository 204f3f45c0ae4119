import { FitAddon } from "@xterm/addon-fit";
import { Terminal } from "@xterm/xterm";
import "@xterm/xterm/css/xterm.css";
import { MIN_CONTRAST, XTERM_THEME } from "../terminal/palette";
import { isLeaveKey } from "./leave-key";

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
    // The captured frames are painted with the same palette and contrast rule (app/lib/terminal/).
    theme: XTERM_THEME,
    minimumContrastRatio: MIN_CONTRAST,
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

import { FitAddon } from "@xterm/addon-fit";
import { Terminal } from "@xterm/xterm";
import "@xterm/xterm/css/xterm.css";
import { MIN_CONTRAST, XTERM_THEME } from "../../../contracts/terminal-colors/palette";
import { isLeaveKey } from "./leave-key";
import type { TerminalSize } from "./terminal-size";
import { MONO_FONT_FAMILY } from "../../../contracts/font-stacks";

/** The terminal's font size, and the smallest a grid is shrunk to before it scrolls sideways instead. */
const FONT_SIZE = 14;
const MIN_FONT_SIZE = 9;

export interface TerminalView {
  terminal: Terminal;
  focus(): void;
  /** Fits the panel again, or fixes the grid; the program gets `resize` as from a real terminal. */
  setSize(size: TerminalSize): void;
  dispose(): void;
}

/**
 * xterm.js in a container, sized from the container (it follows the layout,
 * so the program gets `resize` when the window changes) unless given a fixed
 * size, with the leave key handled before the program sees it.
 */
export function createTerminalView(
  container: HTMLElement,
  { label, onLeave }: { label: string; onLeave: () => void },
): TerminalView {
  const terminal = new Terminal({
    fontFamily: MONO_FONT_FAMILY,
    fontSize: FONT_SIZE,
    // The captured frames are painted with the same palette and contrast rule (app/live/terminal/).
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
  let size: TerminalSize = "fit";
  const setFontSize = (fontSize: number) => {
    if (terminal.options.fontSize !== fontSize) terminal.options.fontSize = fontSize;
  };
  const apply = () => {
    // Hidden (the playground's editor view on a phone): nothing to measure; the program keeps its grid.
    if (container.clientWidth === 0) return;
    if (size === "fit") {
      setFontSize(FONT_SIZE);
      fit.fit();
      return;
    }
    terminal.resize(size.cols, size.rows);
    if (!size.shrinkToWidth) return;
    const screen = container.querySelector(".xterm-screen");
    const style = getComputedStyle(container);
    const room = container.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    const width = screen?.getBoundingClientRect().width ?? 0;
    if (width > 0 && room > 0) {
      // Cell widths follow the font size: scale it by the room there is, in half pixels, never above the
      // usual size nor below the legible minimum (past which the panel scrolls sideways, with a cue).
      const scaled = Math.floor(((terminal.options.fontSize ?? FONT_SIZE) * room * 2) / width) / 2;
      setFontSize(Math.max(MIN_FONT_SIZE, Math.min(FONT_SIZE, scaled)));
    }
    container.dataset["wide"] = String(container.scrollWidth > container.clientWidth + 1);
  };
  apply();

  let frame = 0;
  const observer = new ResizeObserver(() => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(apply);
  });
  observer.observe(container);

  return {
    terminal,
    focus: () => terminal.focus(),
    setSize(next) {
      size = next;
      apply();
    },
    dispose() {
      cancelAnimationFrame(frame);
      observer.disconnect();
      terminal.dispose();
    },
  };
}

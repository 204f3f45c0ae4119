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
  /** Gives the terminal the keyboard, now or as soon as it is open. */
  focus(): void;
  /** Fits the panel again, or fixes the grid; the program gets `resize` as from a real terminal. */
  setSize(size: TerminalSize): void;
  dispose(): void;
}

/** The width a cell of the font takes, as xterm measures it (one `W`, on a canvas: no layout). */
function cellWidth(fontSize: number): number {
  const context = document.createElement("canvas").getContext("2d");
  if (!context) return 0;
  context.font = `${fontSize}px ${MONO_FONT_FAMILY}`;
  return context.measureText("W").width;
}

/** The width inside the container's padding, where the grid is drawn. */
function roomIn(container: HTMLElement): number {
  const style = getComputedStyle(container);
  return container.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
}

/**
 * The font size at which a grid that is `gridWidth` pixels wide in `fontSize` fits `room` pixels:
 * cell widths follow the font size, so it is scaled by the room there is, in half pixels, never
 * above the usual size nor below the legible minimum (past which the panel scrolls sideways, with a
 * cue).
 */
function shrunkFontSize(fontSize: number, room: number, gridWidth: number): number {
  if (!(room > 0 && gridWidth > 0)) return fontSize;
  const scaled = Math.floor((fontSize * room * 2) / gridWidth) / 2;
  return Math.max(MIN_FONT_SIZE, Math.min(FONT_SIZE, scaled));
}

/**
 * xterm.js in a container, sized from the container (it follows the layout,
 * so the program gets `resize` when the window changes) unless given a fixed
 * size, with the leave key handled before the program sees it.
 *
 * A fixed grid is known before anything is measured, so the terminal is made
 * at that grid, in the font size it will be drawn at, and opened in a task of
 * its own: a program started right after this returns gets its grid at once and
 * runs in the sandbox while xterm sets its renderer up here (on a phone, most
 * of the wait for the first frame). Opening at the final font size spares a
 * second measuring of every glyph.
 */
export function createTerminalView(
  container: HTMLElement,
  { label, onLeave, size: initialSize = "fit" }: { label: string; onLeave: () => void; size?: TerminalSize },
): TerminalView {
  let size = initialSize;
  const grid = size === "fit" ? undefined : size;
  const fontSize = grid?.shrinkToWidth
    ? shrunkFontSize(FONT_SIZE, roomIn(container), grid.cols * cellWidth(FONT_SIZE))
    : FONT_SIZE;
  const terminal = new Terminal({
    ...(grid ? { cols: grid.cols, rows: grid.rows } : {}),
    fontFamily: MONO_FONT_FAMILY,
    fontSize,
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
  const setFontSize = (fontSize: number) => {
    if (terminal.options.fontSize !== fontSize) terminal.options.fontSize = fontSize;
  };
  let opened = false;
  let focusWhenOpen = false;
  const apply = () => {
    if (!opened) return;
    // Hidden (the playground's editor view on a phone): nothing to measure; the program keeps its grid.
    if (container.clientWidth === 0) return;
    if (size === "fit") {
      setFontSize(FONT_SIZE);
      fit.fit();
      return;
    }
    terminal.resize(size.cols, size.rows);
    if (!size.shrinkToWidth) return;
    // Checked on the drawn grid too: the font the terminal opened with was estimated before any layout.
    const width = container.querySelector(".xterm-screen")?.getBoundingClientRect().width ?? 0;
    setFontSize(shrunkFontSize(terminal.options.fontSize ?? FONT_SIZE, roomIn(container), width));
    container.dataset["wide"] = String(container.scrollWidth > container.clientWidth + 1);
  };

  let frame = 0;
  const observer = new ResizeObserver(() => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(apply);
  });
  const open = () => {
    terminal.open(container);
    terminal.textarea?.setAttribute("aria-label", label);
    opened = true;
    apply();
    observer.observe(container);
    if (focusWhenOpen) terminal.focus();
  };
  const opening = grid ? setTimeout(open) : undefined;
  if (!grid) open();

  return {
    terminal,
    focus() {
      focusWhenOpen = true;
      if (opened) terminal.focus();
    },
    setSize(next) {
      size = next;
      apply();
    },
    dispose() {
      clearTimeout(opening);
      cancelAnimationFrame(frame);
      observer.disconnect();
      terminal.dispose();
    },
  };
}

import xterm from "@xterm/headless";
import type { CellStyle, ScreenCapture, StyledRun } from "../../../../contracts/screen-capture";

type Terminal = InstanceType<typeof xterm.Terminal>;
type Cell = NonNullable<ReturnType<NonNullable<ReturnType<Terminal["buffer"]["active"]["getLine"]>>["getCell"]>>;

/**
 * A real terminal emulator (xterm.js without a view) that the sample's output
 * is fed into: the renderer writes cursor moves and partial updates, so only
 * an emulator can say what a reader would see. It also tracks the modes a
 * program must hand back when it exits (cursor, alternate buffer, mouse).
 */
export class HeadlessTerminal {
  private readonly term: Terminal;
  private cursorHidden = false;
  private sgrMouse = false;
  /**
   * The last screen the program drew in the alternate buffer before clearing
   * it or leaving it (destroy() does both), for programs that end themselves.
   */
  lastAlternateScreen: ScreenCapture | undefined;

  constructor(cols: number, rows: number) {
    // convertEol: a real terminal's line discipline turns "\n" into "\r\n" on
    // output (ONLCR stays on in Node's raw mode too); a pipe does not.
    this.term = new xterm.Terminal({ cols, rows, allowProposedApi: true, scrollback: 0, convertEol: true });
    const privateMode = (final: "h" | "l", apply: (mode: number) => void) =>
      this.term.parser.registerCsiHandler({ prefix: "?", final }, (params) => {
        for (const param of params) if (typeof param === "number") apply(param);
        // false: xterm still applies the mode itself.
        return false;
      });
    privateMode("h", (mode) => {
      if (mode === 25) this.cursorHidden = false;
      if (mode === 1006) this.sgrMouse = true;
    });
    privateMode("l", (mode) => {
      if (mode === 25) this.cursorHidden = true;
      if (mode === 1006) this.sgrMouse = false;
      if (mode === 1049 || mode === 1047 || mode === 47) this.keepAlternateScreen();
    });
    this.term.parser.registerCsiHandler({ final: "J" }, (params) => {
      if (params[0] === 2) this.keepAlternateScreen();
      return false;
    });
  }

  private keepAlternateScreen(): void {
    if (!this.inAlternateBuffer) return;
    const screen = this.capture();
    if (screen.lines.some((runs) => runs.length > 0)) this.lastAlternateScreen = screen;
  }

  get cols(): number {
    return this.term.cols;
  }

  get rows(): number {
    return this.term.rows;
  }

  get inAlternateBuffer(): boolean {
    return this.term.buffer.active.type === "alternate";
  }

  get isCursorHidden(): boolean {
    return this.cursorHidden;
  }

  get mouseTracking(): string {
    return this.term.modes.mouseTrackingMode;
  }

  /**
   * What xterm sends for a mouse press and release (or one wheel notch) at a
   * 0-based cell, in the encoding the program asked for: one sequence per
   * event, since a terminal sends them as separate reads and the library
   * parses one event per read.
   */
  mouseEvents(action: "click" | "wheelup" | "wheeldown", col: number, row: number): string[] {
    const button = action === "click" ? 0 : action === "wheelup" ? 64 : 65;
    const x = col + 1;
    const y = row + 1;
    if (this.sgrMouse) {
      const press = `\x1b[<${button};${x};${y}M`;
      return action === "click" ? [press, `\x1b[<${button};${x};${y}m`] : [press];
    }
    // X10/UTF-8 encoding: each number offset by 32 (3 is "released").
    const encode = (code: number) => String.fromCharCode(32 + code);
    const event = (code: number) => `\x1b[M${encode(code)}${encode(x)}${encode(y)}`;
    return action === "click" ? [event(button), event(3)] : [event(button)];
  }

  /** Resolves once xterm has parsed everything written so far. */
  write(data: string | Uint8Array): Promise<void> {
    return new Promise((resolve) => this.term.write(data, resolve));
  }

  resize(cols: number, rows: number): void {
    this.term.resize(cols, rows);
  }

  /** The visible screen with colours and attributes. */
  capture(): ScreenCapture {
    const buffer = this.term.buffer.active;
    const styles: CellStyle[] = [{}];
    const styleIds = new Map<string, number>([["{}", 0]]);
    const styleId = (style: CellStyle): number => {
      const key = JSON.stringify(style);
      let id = styleIds.get(key);
      if (id === undefined) {
        id = styles.length;
        styles.push(style);
        styleIds.set(key, id);
      }
      return id;
    };

    const lines: StyledRun[][] = [];
    const cell: Cell | undefined = buffer.getNullCell();
    for (let y = 0; y < this.term.rows; y++) {
      const line = buffer.getLine(buffer.viewportY + y);
      const cells: Array<{ text: string; style: number; visible: boolean }> = [];
      for (let x = 0; line && x < this.term.cols; x++) {
        const current = line.getCell(x, cell);
        // The second half of a wide character has width 0: its text is in the first half.
        if (!current || current.getWidth() === 0) continue;
        const style = styleOf(current);
        const text = current.getChars() || " ";
        const visible = text !== " " || style.bg !== undefined || style.inverse === true || style.underline === true;
        cells.push({ text, style: styleId(style), visible });
      }
      // A row ends at its last visible cell, so the text has no trailing blanks.
      let end = cells.length;
      while (end > 0 && !cells[end - 1]?.visible) end--;
      const runs: StyledRun[] = [];
      for (const { text, style } of cells.slice(0, end)) {
        const last = runs[runs.length - 1];
        if (last && last[1] === style) last[0] += text;
        else runs.push([text, style]);
      }
      lines.push(runs);
    }
    return { cols: this.term.cols, rows: this.term.rows, styles, lines };
  }

  dispose(): void {
    this.term.dispose();
  }
}

function styleOf(cell: Cell): CellStyle {
  const style: CellStyle = {};
  const fg = colorOf(cell.isFgDefault(), cell.isFgRGB(), cell.getFgColor());
  const bg = colorOf(cell.isBgDefault(), cell.isBgRGB(), cell.getBgColor());
  if (fg !== undefined) style.fg = fg;
  if (bg !== undefined) style.bg = bg;
  if (cell.isBold()) style.bold = true;
  if (cell.isDim()) style.dim = true;
  if (cell.isItalic()) style.italic = true;
  if (cell.isUnderline()) style.underline = true;
  if (cell.isInverse()) style.inverse = true;
  if (cell.isInvisible()) style.invisible = true;
  if (cell.isStrikethrough()) style.strikethrough = true;
  return style;
}

function colorOf(isDefault: boolean, isRgb: boolean, value: number): number | string | undefined {
  if (isDefault) return undefined;
  if (isRgb) return `#${value.toString(16).padStart(6, "0")}`;
  return value;
}

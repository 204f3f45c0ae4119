// What a reader sees in a terminal, cell by cell: the text, and where it
// changes colour or weight, so two renders can be compared exactly.
import type xterm from "@xterm/headless";

export function screenText(term: xterm.Terminal): string {
  const buffer = term.buffer.active;
  const lines: string[] = [];
  for (let y = 0; y < term.rows; y++) lines.push(buffer.getLine(y)?.translateToString(true) ?? "");
  return lines.join("\n");
}

/** Each row as runs of text with the same attributes: `[fg/bg/bold]text`. */
export function screenCells(term: xterm.Terminal): string[] {
  const buffer = term.buffer.active;
  const rows: string[] = [];
  for (let y = 0; y < term.rows; y++) {
    const line = buffer.getLine(y);
    let row = "";
    let style = "";
    for (let x = 0; line && x < term.cols; x++) {
      const cell = line.getCell(x);
      if (!cell) break;
      const next = `[${cell.getFgColorMode()}:${cell.getFgColor()}/${cell.getBgColorMode()}:${cell.getBgColor()}/${cell.isBold()}${cell.isInverse()}]`;
      if (next !== style) row += next;
      style = next;
      row += cell.getChars() || " ";
    }
    rows.push(row);
  }
  return rows;
}

/** Polls until the text is on screen: xterm parses asynchronously. */
export async function waitForScreen(term: xterm.Terminal, text: string, timeoutMs = 5_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const shown = screenText(term);
    if (shown.includes(text)) return shown;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`"${text}" not on screen.\n--- screen ---\n${screenText(term)}`);
}

/** Resolves once xterm has parsed everything written so far. */
export function flushed(term: xterm.Terminal): Promise<void> {
  return new Promise((resolve) => term.write("", resolve));
}

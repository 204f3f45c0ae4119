import fs from "node:fs";
import type { CellStyle } from "~/lib/samples/screen-capture";
import { describe, expect, it } from "vitest";
import {
  cellColors,
  contrastRatio,
  MIN_CONTRAST,
  TERMINAL_BG,
  TERMINAL_FG,
  withContrast,
} from "~/.server/samples/terminal-colors";

describe("sample panel colours", () => {
  it("uses the panel colours app.css gives the terminal", () => {
    const css = fs.readFileSync("app/app.css", "utf8");
    expect(css).toContain(`--terminal-fg: ${TERMINAL_FG};`);
    expect(css).toContain(`--terminal-bg: ${TERMINAL_BG};`);
  });

  it("keeps light text light on every coloured background (white on blue stays white on blue)", () => {
    const { color, backgroundColor } = cellColors({ fg: 7, bg: 4 });
    expect(color).toBe("#c5d1de");
    expect(backgroundColor).toBe("#1b54a2");
    expect(contrastRatio(color, backgroundColor ?? "")).toBeGreaterThanOrEqual(MIN_CONTRAST);
  });

  it("reaches 4.5:1 for every pair of the 16 colours, in every style", () => {
    const short: string[] = [];
    for (let fg = 0; fg < 16; fg++) {
      for (let bg = -1; bg < 16; bg++) {
        for (const extra of [{}, { bold: true }, { dim: true }, { inverse: true }] as const) {
          const style: CellStyle = { fg, ...(bg >= 0 ? { bg } : {}), ...extra };
          const { color, backgroundColor } = cellColors(style);
          const ratio = contrastRatio(color, backgroundColor ?? TERMINAL_BG);
          if (ratio < MIN_CONTRAST) short.push(`${JSON.stringify(style)}: ${ratio.toFixed(2)}`);
        }
      }
    }
    expect(short).toEqual([]);
  });

  it("leaves a readable pair alone and moves an unreadable one away from the background", () => {
    expect(withContrast("#ffffff", "#000000")).toBe("#ffffff");
    const lifted = withContrast("#333333", "#000000");
    expect(contrastRatio(lifted, "#000000")).toBeGreaterThanOrEqual(MIN_CONTRAST);
    expect(contrastRatio(lifted, "#000000")).toBeLessThan(6);
  });

  it("paints inverse text in the panel colours swapped when no colour is set", () => {
    expect(cellColors({ inverse: true })).toEqual({ color: TERMINAL_BG, backgroundColor: TERMINAL_FG });
  });
});

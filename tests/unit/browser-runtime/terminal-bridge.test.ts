// The bridge between xterm.js and a program's stdin: mouse reports reach
// the program in the encoding it enabled. The terminal is @xterm/headless,
// whose mouse service is the one the browser terminal feeds with DOM events.
import xterm from "@xterm/headless";
import { Buffer } from "buffer/";
import { EventEmitter } from "events/";
import { afterEach, describe, expect, it } from "vitest";
import { connectTerminal, type TerminalStreams } from "../../../app/live/runtime/terminal-streams";

type MouseService = { triggerMouseEvent(event: object): boolean };

const open: Array<{ term: xterm.Terminal; streams: TerminalStreams }> = [];
afterEach(() => {
  for (const { term, streams } of open.splice(0)) {
    streams.dispose();
    term.dispose();
  }
});

/** A terminal whose program turned on `modes`, and every chunk its stdin received, as bytes. */
async function bridge(modes: string) {
  const term = new xterm.Terminal({ cols: 200, rows: 50, allowProposedApi: true });
  const streams = connectTerminal(term, { buffer: { Buffer }, events: { EventEmitter } } as never, (error) => {
    throw error;
  });
  open.push({ term, streams });
  const received: number[][] = [];
  (streams.input as EventEmitter).on("data", (chunk: Uint8Array) => received.push([...chunk]));
  // What Program.enableMouse writes, or another program's choice.
  await new Promise<void>((resolve) => term.write(modes, resolve));
  // Private API of @xterm/headless 6 (CoreMouseService); xterm.js's DOM mouse handler calls the same method.
  const mouse = (term as unknown as { _core: { coreMouseService: MouseService } })._core.coreMouseService;
  const press = (col: number, row: number) =>
    mouse.triggerMouseEvent({ col, row, x: 0, y: 0, button: 0, action: 1, ctrl: false, alt: false, shift: false });
  return { term, streams, received, press };
}

const bytes = (text: string) => [...Buffer.from(text, "latin1")];

describe("mouse reports from xterm.js to the program", () => {
  it("UTF-8 mode (what @unblessed/core enables for TERM=xterm): a column past 95 as a UTF-8 character", async () => {
    const { received, press } = await bridge("\x1b[?1000h\x1b[?1002h\x1b[?1003h\x1b[?1005h");
    press(110, 3);
    // Column 110 is 32 + 111 = 143, U+008F, which UTF-8 writes as C2 8F.
    expect(received).toEqual([[...bytes("\x1b[M "), 0xc2, 0x8f, 32 + 4]]);
  });

  it("X10 encoding without mode 1005: one byte per value", async () => {
    const { received, press } = await bridge("\x1b[?1000h");
    press(110, 3);
    expect(received).toEqual([[...bytes("\x1b[M "), 143, 32 + 4]]);
  });

  it("follows the program turning UTF-8 mode off again", async () => {
    const { term, received, press } = await bridge("\x1b[?1000;1005h");
    await new Promise<void>((resolve) => term.write("\x1b[?1005l", resolve));
    press(110, 3);
    expect(received).toEqual([[...bytes("\x1b[M "), 143, 32 + 4]]);
  });

  it("SGR encoding (mode 1006) arrives as text", async () => {
    const { received, press } = await bridge("\x1b[?1000h\x1b[?1006h");
    press(110, 3);
    expect(received).toEqual([bytes("\x1b[<0;111;4M")]);
  });

  it("sends nothing while no tracking mode is on, and nothing after dispose", async () => {
    const first = await bridge("");
    first.press(5, 5);
    expect(first.received).toEqual([]);
    const second = await bridge("\x1b[?1000h");
    second.streams.dispose();
    second.press(5, 5);
    expect(second.received).toEqual([]);
  });
});

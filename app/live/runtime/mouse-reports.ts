/**
 * The DEC private mode in which a program asks for mouse coordinates as
 * UTF-8 characters (xterm's "UTF-8 mouse mode"). `@unblessed/core` turns it
 * on for TERM=xterm, with modes 1000, 1002 and 1003 (`Program.enableMouse`).
 */
export const UTF8_MOUSE_MODE = 1005;

/** What the bridge needs of xterm.js's parser to see which modes the program set. */
export interface ModeParser {
  registerCsiHandler(
    id: { prefix?: string; final: string },
    callback: (params: (number | number[])[]) => boolean,
  ): { dispose(): void };
}

/**
 * Follows the program's DECSET/DECRST of the UTF-8 mouse mode. xterm.js
 * does not implement that mode: it answers every mouse event in the X10
 * encoding, one character per value (32 + code, 32 + column, 32 + row), and
 * hands it over through `onBinary` because those characters stand for bytes.
 * A terminal that honours the mode sends the same characters encoded as
 * UTF-8, which only differs from bytes past column or row 95; so the bridge
 * encodes a report as UTF-8 when the program asked for it, and as bytes
 * otherwise. The handlers return false: xterm.js still applies the modes.
 */
export function watchMouseEncoding(parser: ModeParser): { readonly utf8: boolean; dispose(): void } {
  let utf8 = false;
  const has = (params: (number | number[])[]) => params.some((param) => param === UTF8_MOUSE_MODE);
  const handlers = [
    parser.registerCsiHandler({ prefix: "?", final: "h" }, (params) => {
      if (has(params)) utf8 = true;
      return false;
    }),
    parser.registerCsiHandler({ prefix: "?", final: "l" }, (params) => {
      if (has(params)) utf8 = false;
      return false;
    }),
  ];
  return {
    get utf8() {
      return utf8;
    },
    dispose() {
      for (const handler of handlers) handler.dispose();
    },
  };
}

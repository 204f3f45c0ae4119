/**
 * Key names, as the library reports them in `key.full` (`down`, `S-tab`,
 * `C-c`, `M-x`), turned into the bytes a real xterm sends for them. Scripts
 * use the same names a reader binds with `screen.key()`, so a sample's script
 * reads like its handlers.
 */
const NAMED: Record<string, string> = {
  up: "\x1b[A",
  down: "\x1b[B",
  right: "\x1b[C",
  left: "\x1b[D",
  home: "\x1b[H",
  end: "\x1b[F",
  pageup: "\x1b[5~",
  pagedown: "\x1b[6~",
  insert: "\x1b[2~",
  delete: "\x1b[3~",
  enter: "\r",
  return: "\r",
  linefeed: "\n",
  tab: "\t",
  "S-tab": "\x1b[Z",
  escape: "\x1b",
  backspace: "\x7f",
  space: " ",
  f1: "\x1bOP",
  f2: "\x1bOQ",
  f3: "\x1bOR",
  f4: "\x1bOS",
  f5: "\x1b[15~",
  f6: "\x1b[17~",
  f7: "\x1b[18~",
  f8: "\x1b[19~",
  f9: "\x1b[20~",
  f10: "\x1b[21~",
  f11: "\x1b[23~",
  f12: "\x1b[24~",
};

/** Every name `keyBytes` accepts besides single characters and C-/M- forms. */
export const NAMED_KEYS: readonly string[] = Object.keys(NAMED);

/** The bytes for a key name, or undefined when the name is not a key. */
export function keyBytes(name: string): string | undefined {
  const named = NAMED[name];
  if (named !== undefined) return named;
  // Control + letter is the letter's position in the alphabet (C-a = 0x01).
  const control = /^C-([a-z])$/.exec(name);
  if (control?.[1]) return String.fromCharCode(control[1].charCodeAt(0) - 96);
  // Alt (Meta) is ESC followed by the key.
  const meta = /^M-(.+)$/.exec(name);
  if (meta?.[1]) {
    const inner = keyBytes(meta[1]);
    return inner === undefined ? undefined : `\x1b${inner}`;
  }
  // A single printable character types itself (q, j, 1, ?, …).
  if ([...name].length === 1 && name >= " ") return name;
  return undefined;
}

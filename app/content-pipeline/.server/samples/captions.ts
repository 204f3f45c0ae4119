import type { Step } from "./sample-spec";

/** Key names as a keyboard's keys are printed, for the names scripts use (keys.ts). */
const KEY_WORDS: Record<string, string> = {
  up: "Up",
  down: "Down",
  left: "Left",
  right: "Right",
  home: "Home",
  end: "End",
  pageup: "Page Up",
  pagedown: "Page Down",
  insert: "Insert",
  delete: "Delete",
  enter: "Enter",
  return: "Enter",
  linefeed: "Ctrl+J",
  tab: "Tab",
  "S-tab": "Shift+Tab",
  escape: "Esc",
  backspace: "Backspace",
  space: "Space",
};

function keyWord(name: string): string {
  const named = KEY_WORDS[name];
  if (named) return named;
  if (/^f\d+$/.test(name)) return name.toUpperCase();
  const control = /^C-(.)$/.exec(name);
  if (control?.[1]) return `Ctrl+${control[1].toUpperCase()}`;
  const meta = /^M-(.+)$/.exec(name);
  if (meta?.[1]) return `Alt+${keyWord(meta[1])}`;
  // A letter or digit reads as itself; a mark (",", "?") is quoted so that it stays visible in the list.
  return /^[\p{L}\p{N}]$/u.test(name) ? name : `“${name}”`;
}

const TIMES = ["", "", "twice", "three times"];
const times = (count: number) => TIMES[count] ?? `${count} times`;

function duration(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${Number((ms / 1000).toFixed(1))} s`;
}

/**
 * What was done before a frame, in a reader's words rather than the script's
 * notation: `down down enter` reads "after pressing Down twice and Enter",
 * `wait:1000 p` "after waiting 1 s, then pressing p".
 */
export function captionFor(done: readonly Step[]): string {
  if (done.length === 0) return "as it starts";
  const parts: string[] = [];
  let keys: { word: string; count: number }[] = [];
  const flushKeys = () => {
    if (keys.length === 0) return;
    const words = keys.map(({ word, count }) => (count > 1 ? `${word} ${times(count)}` : word));
    const last = words.pop();
    parts.push(`pressing ${words.length ? `${words.join(", ")} and ${last}` : last}`);
    keys = [];
  };
  for (const step of done) {
    if (step.kind === "keys" && !step.label.startsWith("'")) {
      const word = keyWord(step.label);
      const previous = keys.at(-1);
      if (previous?.word === word) previous.count++;
      else keys.push({ word, count: 1 });
      continue;
    }
    flushKeys();
    if (step.kind === "keys") parts.push(`typing “${step.bytes}”`);
    else if (step.kind === "mouse") {
      const what =
        step.action === "click" ? "a click" : `the wheel turned ${step.action === "wheelup" ? "up" : "down"}`;
      parts.push(`${what} at column ${step.col}, row ${step.row}`);
    } else if (step.kind === "resize") parts.push(`resizing the terminal to ${step.cols}×${step.rows}`);
    else if (step.kind === "wait") parts.push(`waiting ${duration(step.ms)}`);
  }
  flushKeys();
  return `after ${parts.join(", then ")}`;
}

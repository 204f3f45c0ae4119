import { PassThrough } from "node:stream";

/**
 * The stream pair a TTY offers, in memory: a size and `isTTY` on the output,
 * raw mode on the input. Enough for a Screen of the real package to start and
 * draw without a child process (the API options probe, the content probes).
 */
export function ttyStreams(cols = 80, rows = 24) {
  const output = Object.assign(new PassThrough(), { isTTY: true, columns: cols, rows });
  const input = Object.assign(new PassThrough(), {
    isTTY: true,
    isRaw: false,
    setRawMode(mode: boolean) {
      input.isRaw = mode;
      return input;
    },
  });
  return { input, output };
}

/**
 * Loaded with `--import` into every sample's process before the sample. The
 * runner connects the sample to pipes, but a reader runs it in a terminal, so
 * this makes the pipes answer like one: a size, `isTTY`, and a raw mode that
 * is recorded instead of refused. It changes nothing the library decides.
 * Resizes arrive over IPC, as SIGWINCH would tell a real program.
 *
 * It also tells the runner when the program has handled a chunk of input
 * (or a resize, or a ping): after the handlers ran and the renders they
 * queued with nextTick were flushed. On a busy machine a program can take
 * longer than any fixed pause to answer a key, so the runner waits for this
 * instead of guessing.
 *
 * Raw mode is not checked at exit: Node puts the terminal's mode back when
 * the process exits, so a program that exits cannot leave it raw; one that
 * keeps stdin raw and reading does not exit, which the runner reports.
 *
 * And it maps stack traces to the sample as written (its inline source map),
 * which is how a failing sample names its line in the MDX page; not the
 * library's own maps, which would be read for every module it imports.
 */
import module from "node:module";

if (typeof module.setSourceMapsSupport === "function") module.setSourceMapsSupport(true, { nodeModules: false });
// Node 22 before 22.14 has only the switch for every module.
else process.setSourceMapsEnabled(true);

interface FakeTtyInput {
  isTTY: boolean;
  isRaw: boolean;
  setRawMode(mode: boolean): unknown;
}

interface FakeTtyOutput {
  isTTY: boolean;
  columns: number;
  rows: number;
  getWindowSize(): [number, number];
  emit(event: "resize"): boolean;
}

const output = process.stdout as unknown as FakeTtyOutput;
const input = process.stdin as unknown as FakeTtyInput;

function setSize(cols: number, rows: number): void {
  output.columns = cols;
  output.rows = rows;
}

setSize(Number(process.env["SAMPLE_COLS"] ?? 80), Number(process.env["SAMPLE_ROWS"] ?? 24));
output.isTTY = true;
output.getWindowSize = () => [output.columns, output.rows];
input.isTTY = true;
input.isRaw = false;
input.setRawMode = (mode: boolean) => {
  input.isRaw = mode;
  return input;
};
delete process.env["SAMPLE_COLS"];
delete process.env["SAMPLE_ROWS"];
delete process.env["NODE_COMPILE_CACHE"];

const handled = () => setImmediate(() => process.send?.({ handled: true }));

// Every read reaches the program as a "data" event; answer once its handlers have run.
const emit = process.stdin.emit.bind(process.stdin) as (event: string | symbol, ...args: unknown[]) => boolean;
(process.stdin as unknown as { emit: typeof emit }).emit = (event, ...args) => {
  const result = emit(event, ...args);
  if (event === "data") handled();
  return result;
};

process.on("message", (message: unknown) => {
  const request = message as { resize?: [number, number]; ping?: boolean } | null;
  if (request?.resize) {
    setSize(request.resize[0], request.resize[1]);
    output.emit("resize");
    handled();
  } else if (request?.ping) {
    handled();
  }
});
// The IPC channel must not keep a finished program alive.
process.channel?.unref();

/**
 * Loaded with `--import` into every sample's process before the sample. The
 * runner connects the sample to pipes, but a reader runs it in a terminal, so
 * this makes the pipes answer like one: a size, `isTTY`, and a raw mode that
 * is recorded instead of refused. It changes nothing the library decides.
 * Resizes arrive over IPC, as SIGWINCH would tell a real program.
 *
 * Raw mode is not checked at exit: Node puts the terminal's mode back when
 * the process exits, so a program that exits cannot leave it raw; one that
 * keeps stdin raw and reading does not exit, which the runner reports.
 */

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

process.on("message", (message: unknown) => {
  const resize = message as { resize?: [number, number] } | null;
  if (!resize?.resize) return;
  setSize(resize.resize[0], resize.resize[1]);
  output.emit("resize");
});
// The IPC channel must not keep a finished program alive.
process.channel?.unref();

import type { TerminalLike } from "../runtime/terminal-streams";
import { watchMouseEncoding } from "../runtime/mouse-reports";
import { ProgramError } from "../run/program-error";
import type { Run, RunEnd } from "../run/session";
import type { ControlMessage, EndData, PageMessage, WorkerMessage } from "./protocol";
import { coreDataFor, preparedFrame } from "./sandbox-frame";

/** A worker that answers no ping for this long is blocked (an endless loop) and is ended. */
export const WATCHDOG_MS = 4000;
const PING_EVERY_MS = 500;
/** Time for a worker to parse the runtime and answer its first ping. */
const START_TIMEOUT_MS = 30_000;
/** Time a program gets to tear its screens down after Stop before its worker is ended. */
const STOP_GRACE_MS = 1000;

let current: { stop(): void } | undefined;
let runs = 0;

const toEnd = (data: EndData): RunEnd =>
  data.state === "failed"
    ? {
        state: "failed",
        error: new ProgramError(
          data.error.kind,
          data.error.errorName,
          data.error.message,
          data.error.line,
          data.error.column,
        ),
      }
    : data;

/**
 * Runs a program in the sandbox: a Worker inside a sandboxed frame, talking to
 * `terminal` through a MessageChannel. Keys, mouse reports and resizes go in;
 * output, the end and the watchdog's answers come out. Starting a run stops
 * the previous one (one run per page, as before).
 */
export async function runInSandbox(options: {
  terminal: TerminalLike;
  source: string;
  filename: string;
  onEnd: (end: RunEnd) => void;
}): Promise<Run> {
  current?.stop();
  const { terminal } = options;
  const [frame, data] = await Promise.all([preparedFrame(), coreDataFor(options.source)]);

  const channel = new MessageChannel();
  const port = channel.port1;
  const id = ++runs;
  const send = (message: PageMessage) => port.postMessage(message);
  let ended = false;
  let lastAnswer = 0;
  let pings = 0;
  let started = performance.now();

  const mouse = watchMouseEncoding(terminal.parser);
  const subscriptions = [
    mouse,
    terminal.onData((value) => send({ type: "data", data: value })),
    terminal.onBinary((value) => send({ type: "binary", data: value, utf8: mouse.utf8 })),
    terminal.onResize(({ cols, rows }) => send({ type: "resize", cols, rows })),
  ];

  const finish = (end: RunEnd) => {
    if (ended) return;
    ended = true;
    clearInterval(watchdog);
    clearTimeout(grace);
    for (const subscription of subscriptions) subscription.dispose();
    port.close();
    frame.control.postMessage({ type: "terminate", id } satisfies ControlMessage);
    if (current === run) current = undefined;
    options.onEnd(end);
  };

  const watchdog = setInterval(() => {
    const now = performance.now();
    if (lastAnswer === 0 && now - started > START_TIMEOUT_MS)
      finish({ state: "failed", error: new ProgramError("runtime", "Error", "the live runtime did not start") });
    else if (lastAnswer !== 0 && now - lastAnswer > WATCHDOG_MS)
      finish({
        state: "failed",
        error: new ProgramError(
          "runtime",
          "Stopped by the watchdog",
          `the program kept its sandbox busy for more than ${WATCHDOG_MS / 1000} s without a pause (an endless loop?)`,
        ),
      });
    else send({ type: "ping", id: ++pings });
  }, PING_EVERY_MS);
  let grace: ReturnType<typeof setTimeout> | undefined;

  port.onmessage = ({ data: message }: MessageEvent<WorkerMessage>) => {
    if (ended) return;
    lastAnswer = performance.now();
    if (message.type === "output") terminal.write(message.data);
    else if (message.type === "end") finish(toEnd(message.end));
  };
  subscriptions.push(
    frame.onWorkerError((message) => finish({ state: "failed", error: new ProgramError("runtime", "Error", message) })),
  );

  const run: Run = {
    stop() {
      if (ended || grace) return;
      send({ type: "stop" });
      // A program that does not answer (blocked, or its exit handlers hang) is ended all the same.
      grace = setTimeout(() => finish({ state: "stopped" }), STOP_GRACE_MS);
    },
    get pendingTimers() {
      return 0;
    },
  };
  current = run;

  frame.control.postMessage({ type: "start", id } satisfies ControlMessage, [channel.port2]);
  started = performance.now();
  // A ping first: its answer shows the runtime is up, before the program can block the worker.
  send({ type: "ping", id: 0 });
  send({
    type: "run",
    source: options.source,
    filename: options.filename,
    cols: terminal.cols,
    rows: terminal.rows,
    data,
  });
  return run;
}

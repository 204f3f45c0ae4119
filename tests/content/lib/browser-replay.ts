// A sample's program on the browser runtime (app/live/runtime) under
// Node, in @xterm/headless, with its script played the way the sample runner
// plays it under Node: what the page's ▶ Run does, for the tests that check
// guide samples and gallery entries behave in a tab as their page says.
import xterm from "@xterm/headless";
import type { SampleSpec, Step } from "../../../app/content-pipeline/.server/samples/sample-spec";
import { type Run, type RunEnd, startRun } from "../../../app/live/run/session";
import { loadDataFromPackage } from "./browser-core";
import { flushed, screenText } from "./terminal-snapshot";

type CoreModule = typeof import("@unblessed/core");

/** How long a frame with expectations may take to show them (the runner allows 2.5 s too). */
export const EXPECT_WITHIN_MS = 2_500;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** xterm.js's own mouse service (private in @xterm/headless 6): the one the browser terminal feeds. */
function mouse(term: xterm.Terminal, step: Extract<Step, { kind: "mouse" }>): void {
  const service = (term as unknown as { _core: { coreMouseService: { triggerMouseEvent(e: object): boolean } } })._core
    .coreMouseService;
  const at = { col: step.col, row: step.row, x: 0, y: 0, ctrl: false, alt: false, shift: false };
  // Buttons: 0 left, 4 wheel. Actions: 1 press (or wheel down), 0 release (or wheel up).
  if (step.action === "click") {
    service.triggerMouseEvent({ ...at, button: 0, action: 1 });
    service.triggerMouseEvent({ ...at, button: 0, action: 0 });
  } else service.triggerMouseEvent({ ...at, button: 4, action: step.action === "wheelup" ? 0 : 1 });
}

/** The screen once it shows every `texts` and none of `absent`, or as it stands after EXPECT_WITHIN_MS. */
export async function screenShowing(term: xterm.Terminal, texts: string[], absent: string[] = []): Promise<string> {
  const deadline = Date.now() + EXPECT_WITHIN_MS;
  for (;;) {
    await flushed(term);
    const screen = screenText(term);
    const done = texts.every((text) => screen.includes(text)) && absent.every((text) => !screen.includes(text));
    if (done || Date.now() > deadline) return screen;
    await sleep(25);
  }
}

export interface BrowserRun {
  term: xterm.Terminal;
  run: Run;
  /** How the program ended, once it has. */
  ends: RunEnd[];
}

/**
 * Starts `spec`'s program and plays its script until the end or until the
 * program ends; `onFrame` is called at each named frame of the script.
 */
export async function playInBrowserRuntime(
  core: CoreModule,
  spec: SampleSpec,
  filename: string,
  onFrame: (term: xterm.Terminal, frame: string) => Promise<void> = async () => {},
): Promise<BrowserRun> {
  const term = new xterm.Terminal({ cols: spec.cols, rows: spec.rows, allowProposedApi: true });
  const ends: RunEnd[] = [];
  const run = await startRun({
    core,
    terminal: term,
    source: spec.code,
    filename,
    loadData: loadDataFromPackage,
    onEnd: (end) => ends.push(end),
  });
  await flushed(term);
  await sleep(50);
  for (const step of spec.steps) {
    if (ends.length > 0) break;
    switch (step.kind) {
      case "keys":
        term.input(step.bytes, true);
        break;
      case "mouse":
        mouse(term, step);
        break;
      case "resize":
        term.resize(step.cols, step.rows);
        break;
      case "wait":
        await sleep(step.ms);
        break;
      case "frame":
        await onFrame(term, step.name);
        break;
    }
    await flushed(term);
    await sleep(20);
  }
  return { term, run, ends };
}

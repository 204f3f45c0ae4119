import * as core from "@unblessed/core";
import type { TerminalLike } from "../runtime/terminal-streams";
import { fetchCoreData } from "./data-urls";
import { type Run, type RunEnd, startRun } from "./session";

/**
 * Runs a program in the page's copy of `@unblessed/core` (built with the
 * browser runtime's globals, see build-scripts/vite/core-globals.ts).
 */
export function runInPage(options: {
  terminal: TerminalLike;
  source: string;
  filename: string;
  onEnd: (end: RunEnd) => void;
}): Promise<Run> {
  return startRun({ ...options, core, loadData: fetchCoreData });
}

import type { RunEnd } from "../run/session";
import type { ProgramError } from "../run/program-error";

/** Where a terminal's program is: before it starts, while it runs, or how it ended. */
export type RunStatus =
  { state: "idle" } | { state: "starting" } | { state: "running" } | RunEnd | { state: "failed"; error: ProgramError };

export function isActive(status: RunStatus): boolean {
  return status.state === "starting" || status.state === "running";
}

/** The sentence the status line shows. */
export function describeStatus(status: RunStatus, filename: string): string {
  switch (status.state) {
    case "idle":
      return `${filename} is not running.`;
    case "starting":
      return `Starting ${filename}…`;
    case "running":
      return `${filename} is running.`;
    case "stopped":
      return `${filename} was stopped.`;
    case "exited":
      return `${filename} exited with code ${status.code}.`;
    case "failed":
      return status.error.describe();
  }
}

/** A line written into the terminal when a run ends, so the last screen says what happened. */
export function endLine(status: RunEnd): string {
  const dim = (text: string) => `\r\n\x1b[2m${text}\x1b[0m\r\n`;
  switch (status.state) {
    case "stopped":
      return dim("[stopped]");
    case "exited":
      return dim(`[exited with code ${status.code}]`);
    case "failed":
      return `\r\n\x1b[31m${status.error.describe()}\x1b[0m\r\n`;
  }
}

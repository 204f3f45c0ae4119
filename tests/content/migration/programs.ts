// Where our blessed programs live, and what widgets.cjs shows.
import { readFileSync } from "node:fs";
import path from "node:path";
import { REPO_ROOT } from "../lib/docs";

export const PROGRAMS_DIR = path.join(REPO_ROOT, "tests/content/migration/programs");

export function readProgram(file: string): string {
  return readFileSync(path.join(PROGRAMS_DIR, file), "utf8");
}

/** The widgets widgets.cjs shows, in order: the keys of its `specimens` object. */
export function specimenNames(): string[] {
  return [...readProgram("widgets.cjs").matchAll(/^ {2}([A-Za-z]+): \(\) =>/gm)].map((m) => m[1] ?? "");
}

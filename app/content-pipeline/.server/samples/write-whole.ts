import { existsSync, renameSync, writeFileSync } from "node:fs";

/**
 * Writes `text` to a file of its own, then renames it into place: test
 * workers and the build start samples side by side, and a reader must never
 * find a file created but not yet written (a blank program, a half capture).
 */
export function writeWhole(file: string, text: string): void {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, file);
}

/** The same, for a file named by its content: written once, by whoever comes first. */
export function writeOnce(file: string, text: string): void {
  if (!existsSync(file)) writeWhole(file, text);
}

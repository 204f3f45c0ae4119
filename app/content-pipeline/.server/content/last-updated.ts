import { execFileSync } from "node:child_process";
import path from "node:path";

/**
 * When each file was last changed, from git's history at build time: the
 * committer date of the newest commit that touched it. A clone without its
 * history knows no such date: a tarball has no repository, and a shallow
 * clone would give every file the date of its one commit, which is false.
 * Both give an empty map, and the pages say nothing.
 */
export function gitLastUpdated(dir: string): ReadonlyMap<string, Date> {
  const dates = new Map<string, Date>();
  const git = (...args: string[]) =>
    execFileSync("git", args, { cwd: dir, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"], maxBuffer: 64 << 20 });
  let top: string;
  try {
    if (git("rev-parse", "--is-shallow-repository").trim() !== "false") return dates;
    top = git("rev-parse", "--show-toplevel").trim();
  } catch {
    return dates; // Not a repository, or no git: no dates.
  }
  // Newest first: the first date seen for a file is its last change.
  const log = git("log", "--format=%x00%cI", "--name-only", "--no-renames", "--", ".");
  let current: Date | undefined;
  for (const line of log.split("\n")) {
    if (line.startsWith("\0")) {
      current = new Date(line.slice(1));
      continue;
    }
    if (!line || !current) continue;
    const file = path.resolve(top, line);
    if (!dates.has(file)) dates.set(file, current);
  }
  return dates;
}

/** A date as the page prints it: in UTC, so that the build's time zone never changes the text. */
export function formatLastUpdated(date: Date): string {
  return date.toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
}

/**
 * No file of the build may hold a folder of the machine that built it: the
 * build's working folder (a page once showed it as FileManager's default
 * `cwd`), the home folder or the temporary folder, written literally. A
 * reader's machine has other folders, and the build's are nobody's business.
 *
 * A path that the content itself writes (a guide's `/tmp/app.log`) is on
 * purpose, even when it starts with this machine's temporary folder: every
 * such path found in the content's source files is allowed, as written there.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Finding } from "./types";
import { COMMITTED_CAPTURES_DIR } from "../../app/content-pipeline/.server/samples/committed-captures";

export interface MachineFolders {
  build: string;
  home: string;
  temp: string;
}

/** This process's folders, and where each really is when it is reached through a symlink. */
export function machineFolders(): MachineFolders[] {
  const here = { build: process.cwd(), home: os.homedir(), temp: os.tmpdir() };
  const real = (dir: string) => {
    try {
      return fs.realpathSync(dir);
    } catch {
      return dir;
    }
  };
  const resolved = { build: real(here.build), home: real(here.home), temp: real(here.temp) };
  return JSON.stringify(here) === JSON.stringify(resolved) ? [here] : [here, resolved];
}

/** Characters that may continue a path; a match must not be followed by one (`/root` is not in `/rootless`). */
const NAME_CHAR = /[\w.-]/;
/** Where a path found in a file ends. */
const PATH_TAIL = /^(?:\/[^\s"'`<>()[\]{}\\,;|]*)?/;

/** A folder too short to be told from ordinary text ("/"), or no absolute path at all, is not looked for. */
const searchable = (dir: string) => path.isAbsolute(dir) && dir.replace(/\/+$/, "").length > 1;

/** Every occurrence of `dir` in `text`, as the whole path it begins. */
export function pathsUnder(text: string, dir: string): string[] {
  const bare = dir.replace(/\/+$/, "");
  const found: string[] = [];
  for (let at = text.indexOf(bare); at !== -1; at = text.indexOf(bare, at + 1)) {
    const after = text.charAt(at + bare.length);
    if (after && NAME_CHAR.test(after)) continue;
    if (at > 0 && NAME_CHAR.test(text.charAt(at - 1))) continue;
    found.push(bare + (PATH_TAIL.exec(text.slice(at + bare.length))?.[0] ?? ""));
  }
  return found;
}

export interface TextFile {
  /** As the report names it, relative to the build. */
  file: string;
  text: string;
}

/**
 * Findings for every file that holds one of the folders. `onPurpose` holds the
 * paths the content writes itself (contentPaths), which are allowed.
 */
export function checkMachinePaths(
  files: readonly TextFile[],
  folderSets: readonly MachineFolders[],
  onPurpose: ReadonlySet<string> = new Set(),
): Finding[] {
  const findings: Finding[] = [];
  const labels = ["build", "home", "temp"] as const;
  const names = { build: "the build's working folder", home: "the home folder", temp: "the temporary folder" };
  for (const { file, text } of files) {
    const reported = new Set<string>();
    for (const folders of folderSets) {
      for (const label of labels) {
        const dir = folders[label];
        if (!searchable(dir)) continue;
        for (const found of pathsUnder(text, dir)) {
          if (onPurpose.has(found) || reported.has(found)) continue;
          // The temporary folder alone ("/tmp/") names no file of this build: a browser shim's
          // os.tmpdir() answers it. What is made inside it during the build does.
          if (label === "temp" && found.replace(/\/+$/, "") === dir.replace(/\/+$/, "")) continue;
          // The build folder is usually inside the home folder: name the closest one only.
          if (label === "home" && pathsUnder(found, folders.build).length > 0) continue;
          reported.add(found);
          findings.push({
            rule: "machine-path",
            severity: "error",
            message: `${file} holds ${names[label]} (${dir}): "${found}"`,
          });
        }
      }
    }
  }
  return findings;
}

/** Every path under the folders that the content's own files write, so written on purpose. */
export function contentPaths(sources: readonly TextFile[], folderSets: readonly MachineFolders[]): Set<string> {
  const out = new Set<string>();
  // The captures are what programs printed, not what an author wrote: a folder of this machine there is a leak.
  for (const { text } of sources.filter(({ file }) => !file.startsWith(`${CAPTURES_FOLDER}/`)))
    for (const folders of folderSets)
      for (const dir of [folders.temp, folders.home])
        if (searchable(dir)) pathsUnder(text, dir).forEach((p) => out.add(p));
  return out;
}

/** Files of a build worth reading: text of any kind a browser, a crawler or a Markdown reader gets. */
const TEXT_FILE = /\.(html|data|md|txt|json|js|mjs|map|css|xml|svg|webmanifest)$/;

/** The folder of sample captures, as a path inside the content folder. */
const CAPTURES_FOLDER = path.basename(COMMITTED_CAPTURES_DIR);

/** The content's own files: pages, programs, captures. */
export const SOURCE_FILE = /\.(mdx?|tsx?|js|json|txt)$/;

function walk(dir: string, pattern: RegExp, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, pattern, out);
    else if (pattern.test(entry.name)) out.push(full);
  }
  return out;
}

export function readTextFiles(root: string, pattern: RegExp = TEXT_FILE): TextFile[] {
  return walk(root, pattern).map((file) => ({ file: path.relative(root, file), text: fs.readFileSync(file, "utf8") }));
}

import { CORE_DATA_DIR } from "./core-scope";
import type { MemoryFs } from "./memory-fs";

/**
 * The data files `@unblessed/core` ships (node_modules/@unblessed/core/data)
 * and where the browser runtime's file system shows them.
 *
 * Core finds its data folder from its own module URL: `<dist>/data`. In the
 * package the folder is one level up (`data/`, beside `dist/`), so under Node
 * the fallback terminfo and BigText's default fonts fail with ENOENT. Here the
 * build gives core a module URL in the memory file system, and the data is
 * mounted where core looks for it. Terminfo entries are also mounted where a
 * Linux system keeps them, which is where core's lookup finds them first.
 */
const TERMINFO_DIR = "/usr/share/terminfo";

export interface CoreDataFile {
  /** Path below the package's `data/` folder. */
  name: string;
  /** Where the memory file system shows it. */
  paths: string[];
  /**
   * When a program needs it. Reads are synchronous and downloads are not, so
   * a file is fetched before the program starts: always for the entry of
   * TERM, otherwise when the program's source mentions what uses it.
   */
  neededBy: RegExp | "always";
}

const terminfo = (name: string, neededBy: CoreDataFile["neededBy"]): CoreDataFile => ({
  name,
  paths: [`${TERMINFO_DIR}/${name[0]}/${name}`, `${CORE_DATA_DIR}/${name}`],
  neededBy,
});

export const CORE_DATA_FILES: readonly CoreDataFile[] = [
  terminfo("xterm", "always"),
  terminfo("xterm-256color", /xterm-256color/),
  terminfo("linux", /["'`]linux["'`]/),
  terminfo("windows-ansi", /windows-ansi/),
  { name: "xterm.termcap", paths: [`${CORE_DATA_DIR}/xterm.termcap`], neededBy: /termcap/i },
  { name: "fonts/ter-u14n.json", paths: [`${CORE_DATA_DIR}/fonts/ter-u14n.json`], neededBy: /\bBigText\b/ },
  { name: "fonts/ter-u14b.json", paths: [`${CORE_DATA_DIR}/fonts/ter-u14b.json`], neededBy: /\bBigText\b/ },
];

/** The data files a program's source needs. */
export function neededDataFiles(source: string): CoreDataFile[] {
  return CORE_DATA_FILES.filter((file) => file.neededBy === "always" || file.neededBy.test(source));
}

/** Reads one data file by its name below `data/`: a fetch in the page, a disk read in tests. */
export type DataLoader = (name: string) => Promise<Uint8Array>;

/** Fetches what the source needs (once per page: mounted files stay) and mounts it. */
export async function mountCoreData(fs: MemoryFs, source: string, load: DataLoader): Promise<void> {
  const missing = neededDataFiles(source).filter((file) => file.paths.some((path) => !fs.has(path)));
  const loaded = await Promise.all(missing.map(async (file) => ({ file, data: await load(file.name) })));
  for (const { file, data } of loaded) for (const path of file.paths) fs.addFile(path, data);
}

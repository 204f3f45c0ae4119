import { stripVTControlCharacters } from "node:util";
import { createLogger, type Logger } from "vite";

/**
 * Warnings that name nothing an author of this site can change. React Router's Vite plugin
 * (7.18) passes `envFile: false` to every config it resolves, an option Vite 8 deprecated; the
 * line came three times per build and twice per dev start.
 */
// Matched anywhere in the line: Vite wraps it in colour codes.
const UPSTREAM_WARNINGS = [/The `envFile` option is deprecated, please use `envDir: false` instead\./];

/** React Router's line for each prerendered file: `Prerender (html): /docs -> build/client/docs/index.html`. */
const PRERENDER_LINE = /^Prerender \((html|data|resource)\): /;

/**
 * Vite's line for each file it wrote: `build/client/assets/x-1a2b.js   1.48 kB │ gzip: 0.70 kB`
 * (after its colour codes are taken out). About 110 per build; what a page loads is what matters,
 * and `npm run bench` reports that.
 */
const WRITTEN_FILE_LINE = /^(\S+?\/\S+?)\/\S+\s+[\d,.]+ kB\b/;

/** React Router's list of the client files it removed from the server build: its first line says enough. */
const CLEANED_ASSETS = /^(✓ \d+ assets? cleaned from React Router server build\.)\n/;

interface Output {
  isTTY?: boolean;
  write(text: string): unknown;
}

/**
 * The build's logger, with React Router's one line per prerendered file
 * (about 500 for this site) folded into a live count on a terminal and one
 * summary line once the prerender is over, and Vite's one line per written
 * file into one line per output folder. Every other message, warnings and
 * errors included, is printed as Vite would print it.
 */
export function prerenderLogger(output: Output = process.stdout, base: Logger = createLogger()): Logger {
  let pages = 0;
  let dataFiles = 0;
  let writtenFiles = 0;
  let writtenTo = "";
  let started: number | undefined;
  let live = false;

  /** Clears the live count so that the next line starts at the left edge. */
  const clearLive = () => {
    if (live) output.write("\r\x1b[K");
    live = false;
  };
  /** One line for the files Vite listed since the last other line. */
  const summariseFiles = () => {
    if (writtenFiles === 0) return;
    base.info(
      `wrote ${writtenFiles} files to ${writtenTo} (their list is left out; \`npm run bench\` weighs each page)`,
    );
    writtenFiles = 0;
  };
  const summarise = () => {
    summariseFiles();
    if (started === undefined) return;
    clearLive();
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    base.info(`Prerendered ${pages} pages and ${dataFiles} data files in ${seconds} s`);
    started = undefined;
    pages = 0;
    dataFiles = 0;
  };

  return {
    get hasWarned() {
      return base.hasWarned;
    },
    set hasWarned(value) {
      base.hasWarned = value;
    },
    clearScreen: (type) => base.clearScreen(type),
    hasErrorLogged: (error) => base.hasErrorLogged(error),
    info(message, options) {
      const plain = stripVTControlCharacters(message);
      // One message holds the whole list, blank lines and a final newline included.
      const files = plain
        .split("\n")
        .map((line) => line.trim())
        .filter((line) => line !== "")
        .map((line) => WRITTEN_FILE_LINE.exec(line));
      if (files.length > 0 && files.every((file) => file !== null)) {
        writtenTo = files[0]?.[1] ?? writtenTo;
        writtenFiles += files.length;
        return;
      }
      const match = PRERENDER_LINE.exec(message);
      if (!match) {
        summarise();
        base.info(CLEANED_ASSETS.exec(plain)?.[1] ?? message, options);
        return;
      }
      started ??= performance.now();
      if (match[1] === "data") dataFiles += 1;
      else pages += 1;
      if (output.isTTY) {
        output.write(`\r\x1b[KPrerendering: ${pages} pages, ${dataFiles} data files`);
        live = true;
      }
    },
    warn(message, options) {
      if (UPSTREAM_WARNINGS.some((pattern) => pattern.test(message))) return;
      clearLive();
      base.warn(message, options);
    },
    warnOnce(message, options) {
      clearLive();
      base.warnOnce(message, options);
    },
    error(message, options) {
      clearLive();
      base.error(message, options);
    },
  };
}

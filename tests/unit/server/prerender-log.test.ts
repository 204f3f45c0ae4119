import type { Logger } from "vite";
import { describe, expect, it } from "vitest";
import { prerenderLogger } from "../../../build-scripts/vite/prerender-log";

/** A Vite logger that records what it is asked to print. */
function recordingLogger(lines: string[]): Logger {
  return {
    hasWarned: false,
    info: (message) => void lines.push(`info: ${message}`),
    warn: (message) => void lines.push(`warn: ${message}`),
    warnOnce: (message) => void lines.push(`warn: ${message}`),
    error: (message) => void lines.push(`error: ${message}`),
    clearScreen: () => undefined,
    hasErrorLogged: () => false,
  };
}

function run(isTTY: boolean) {
  const lines: string[] = [];
  const written: string[] = [];
  const logger = prerenderLogger({ isTTY, write: (text: string) => written.push(text) }, recordingLogger(lines));
  logger.info("vite v8 building ssr environment for production...");
  logger.info("Prerender (data): / -> build/client/_root.data");
  logger.info("Prerender (html): / -> build/client/index.html");
  logger.warn("⚠️ something worth knowing");
  logger.info("Prerender (data): /docs -> build/client/docs.data");
  logger.info("Prerender (html): /docs -> build/client/docs/index.html");
  logger.info("Prerender (html): /search -> build/client/search/index.html");
  logger.error("a real error");
  logger.info("Removing the server build in build/server due to ssr:false");
  return { lines, written };
}

describe("the build's prerender log", () => {
  it("replaces a line per file with one summary, keeping every other line, warnings and errors", () => {
    const { lines, written } = run(false);
    expect(lines.map((line) => line.replace(/in \d+\.\d s/, "in N s"))).toEqual([
      "info: vite v8 building ssr environment for production...",
      "warn: ⚠️ something worth knowing",
      "error: a real error",
      "info: Prerendered 3 pages and 2 data files in N s",
      "info: Removing the server build in build/server due to ssr:false",
    ]);
    // Not a terminal (CI, a log file): no live count.
    expect(written).toEqual([]);
  });

  it("shows a live count on a terminal and clears it before anything else is printed", () => {
    const { lines, written } = run(true);
    expect(written.filter((text) => text.includes("Prerendering"))).toHaveLength(5);
    expect(written.at(-1)).toBe("\r\x1b[K");
    expect(lines.filter((line) => line.startsWith("info: Prerendered"))).toHaveLength(1);
  });

  it("drops the one upstream deprecation an author cannot act on, and only that one", () => {
    const lines: string[] = [];
    const logger = prerenderLogger({ write: () => true }, recordingLogger(lines));
    logger.warn("\x1b[33mThe `envFile` option is deprecated, please use `envDir: false` instead.\x1b[39m");
    logger.warn("The `envDir` option points at a folder that does not exist");
    expect(lines).toEqual(["warn: The `envDir` option points at a folder that does not exist"]);
  });
});

describe("the build's list of written files", () => {
  it("folds Vite's line per file into one line per folder, before the next line", () => {
    const lines: string[] = [];
    const logger = prerenderLogger({ write: () => true }, recordingLogger(lines));
    logger.info("vite v8 building client environment for production...");
    // As Vite 8 sends it: the whole list in one message, a blank line inside and a newline at the end.
    logger.info(
      [
        "\x1b[2mbuild/client/\x1b[22m\x1b[32massets/a-1a2b.js   \x1b[39m\x1b[1m\x1b[2m 1.48 kB\x1b[22m",
        "build/client/assets/search-index-C7.json   1,115.41 kB │ gzip: 153.98 kB",
        "",
        "build/client/.vite/manifest.json  16.72 kB │ gzip:   2.28 kB",
        "",
      ].join("\n"),
    );
    logger.info("✓ built in 3.54s");
    logger.info("build/server/index.js  284.60 kB\nbuild/server/assets/shell-D6.js  66.72 kB");
    logger.info("✓ built in 15.57s");
    expect(lines).toEqual([
      "info: vite v8 building client environment for production...",
      "info: wrote 3 files to build/client (their list is left out; `npm run bench` weighs each page)",
      "info: ✓ built in 3.54s",
      "info: wrote 2 files to build/server (their list is left out; `npm run bench` weighs each page)",
      "info: ✓ built in 15.57s",
    ]);
  });

  it("keeps the first line of React Router's list of cleaned assets", () => {
    const lines: string[] = [];
    const logger = prerenderLogger({ write: () => true }, recordingLogger(lines));
    logger.info(
      "✓ 2 assets cleaned from React Router server build.\nbuild/client/assets/live.css\nbuild/server/assets/x.css",
    );
    expect(lines).toEqual(["info: ✓ 2 assets cleaned from React Router server build."]);
  });

  it("keeps a line that only mentions a size", () => {
    const lines: string[] = [];
    const logger = prerenderLogger({ write: () => true }, recordingLogger(lines));
    logger.info("(!) Some chunks are larger than 1200 kB after minification");
    logger.info("");
    logger.info("postbuild: wrote 453 Markdown pages (3775 KiB), llms.txt and llms-full.txt");
    expect(lines).toHaveLength(3);
  });
});

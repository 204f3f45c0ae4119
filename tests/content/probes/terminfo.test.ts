// How the terminal type is looked up and what it changes. Stated on the
// Node.js page ("Environment variables"), Platform differences ("Terminfo")
// and troubleshooting ("ENOENT when the screen is created"). The system's
// xterm-256color failure and the TERMINFO fix are run in ../xterm-256color.test.ts.
import { createRequire } from "node:module";
import path from "node:path";
import { Box, NodeRuntime, Screen, setRuntime, Tput } from "@unblessed/node";
import { describe, expect, it } from "vitest";
import { screensPerTest } from "./lib/pipe-screen";

const require = createRequire(import.meta.url);
const openScreen = screensPerTest();
const coreRoot = path.dirname(path.dirname(require.resolve("@unblessed/core")));

/** The SGR sequences a styled box is drawn with on the given terminal. */
async function sgrFor(terminal: string): Promise<string[]> {
  const { screen, written } = openScreen({ terminal }, 20, 3);
  new Box({ parent: screen, width: 5, height: 1, content: "ab", style: { bg: "#ff8800", fg: 208 } });
  screen.render();
  // The program flushes what it rendered on the next tick.
  await new Promise<void>((resolve) => setImmediate(resolve));
  // eslint-disable-next-line no-control-regex -- SGR sequences are what we look for
  return written().match(/\x1b\[[0-9;]+m/g) ?? [];
}

describe("terminal type", () => {
  it("xterm reports 8 colours, and hex and 256-colour styles are reduced to them", async () => {
    expect(openScreen({ terminal: "xterm" }).screen.tput.colors).toBe(8);
    // #ff8800 and colour 208 both become red (41 background, 31 foreground).
    expect(await sgrFor("xterm")).toContain("\x1b[41;31m");
  });

  it("the xterm-256color entry bundled with core keeps 256 colours", async () => {
    expect(await sgrFor(path.join(coreRoot, "data", "xterm-256color"))).toContain("\x1b[48;5;208;38;5;208m");
  });

  it("a terminal with no entry anywhere fails with ENOENT in dist/data instead of using a bundled entry", () => {
    setRuntime(new NodeRuntime());
    expect(() => new Screen({ terminal: "no-such-terminal-anywhere" })).toThrow(
      /ENOENT.*@unblessed[/\\]core[/\\]dist[/\\]data[/\\]xterm/,
    );
  });

  it("searches TERMINFO, TERMINFO_DIRS and ~/.terminfo before the system directories", () => {
    setRuntime(new NodeRuntime());
    const dirs = Tput.ipaths as string[];
    const system = dirs.indexOf("/usr/share/terminfo");
    const home = dirs.indexOf(`${process.env.HOME ?? ""}/.terminfo`);
    expect(system).toBeGreaterThan(home);
    expect(home).toBeGreaterThanOrEqual(2);
    expect(dirs[0]).toBe(process.env.TERMINFO ?? "");
  });
});

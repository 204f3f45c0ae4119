// Facts the "Debugging" guide states about @unblessed 1.0.0-alpha.23 beyond
// what its runnable samples show.
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PassThrough } from "node:stream";
import { Box, NodeRuntime, Screen, setRuntime } from "@unblessed/node";
import { afterAll, describe, expect, it } from "vitest";
import { checkSample } from "../../../app/content-pipeline/.server/samples/check-sample";

setRuntime(new NodeRuntime());
const dir = mkdtempSync(path.join(os.tmpdir(), "debugging-probe-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function streams(tty = true) {
  const input = Object.assign(new PassThrough(), { isTTY: tty, setRawMode: () => input });
  const output = Object.assign(new PassThrough(), { isTTY: tty, columns: 40, rows: 10 });
  return { input, output };
}

const settle = (ms = 50) => new Promise((resolve) => setTimeout(resolve, ms));

describe("debugging guide", () => {
  it("dump: implies a log file and records output with control characters made visible", async () => {
    const file = path.join(dir, "dump.log");
    const screen = new Screen({ ...streams(), terminal: "xterm", dump: file });
    new Box({ parent: screen, content: "dumped" });
    screen.render();
    screen.log("a log line");
    await settle(100);
    screen.destroy();
    await settle(100);
    const text = readFileSync(file, "utf8");
    expect(text).toContain("LOG: a log line\n-\n");
    expect(text).toContain("^[[");
    expect(text).toContain("dumped");
  });

  it("log: writes through a stream: when screen.log returns, the file need not exist yet; soon after, it holds the entry", async () => {
    const file = path.join(dir, "app.log");
    const screen = new Screen({ ...streams(), terminal: "xterm", log: file });
    screen.log("right away");
    expect(existsSync(file) ? readFileSync(file, "utf8") : "").not.toContain("LOG: right away");
    await expect.poll(() => (existsSync(file) ? readFileSync(file, "utf8") : "")).toContain("LOG: right away\n-\n");
    screen.destroy();
  });

  it("warnings: true shows a WARNING box that goes away after about 1.5 s", async () => {
    const screen = new Screen({ ...streams(), terminal: "xterm", warnings: true });
    screen.render();
    screen.emit("warning", "something odd");
    const shown = () => screen.children.filter((child) => /WARNING/.test(String(child.options.label ?? "")));
    expect(shown()).toHaveLength(1);
    await settle(1_700);
    expect(shown()).toHaveLength(0);
    screen.destroy();
  });

  it("reports an output that is not a terminal as a warning event", async () => {
    const warnings: string[] = [];
    const screen = new Screen({ ...streams(false), terminal: "xterm" });
    screen.on("warning", (text: string) => warnings.push(text));
    await settle();
    expect(warnings).toContain("Output is not a TTY");
    screen.destroy();
  });

  it("listens for uncaught exceptions and SIGTERM/SIGINT/SIGQUIT while a screen exists", () => {
    const events = ["uncaughtException", "SIGTERM", "SIGINT", "SIGQUIT"] as const;
    const before = events.map((event) => process.listenerCount(event));
    const screen = new Screen({ ...streams(), terminal: "xterm" });
    expect(events.map((event) => process.listenerCount(event))).toEqual(before.map((count) => count + 1));
    screen.destroy();
    expect(events.map((event) => process.listenerCount(event))).toEqual(before);
  });

  it("takes Tab for focus navigation: no keypress event, no key('tab') handler", async () => {
    const io = streams();
    const screen = new Screen({ ...io, terminal: "xterm" });
    const seen: string[] = [];
    screen.on("keypress", (_ch: string | undefined, key: { full?: string }) => seen.push(key.full ?? "?"));
    screen.key("tab", () => seen.push("tab handler"));
    const first = new Box({ parent: screen, tabIndex: 0 });
    const second = new Box({ parent: screen, tabIndex: 0 });
    first.focus();
    io.input.write("\t");
    await settle();
    io.input.write("x");
    await settle();
    expect(screen.focused).toBe(second);
    expect(seen).toEqual(["x"]);
    screen.destroy();
  });

  it("puts the terminal back before a crash is printed, and exits with code 1", async () => {
    const code = `import { Box, NodeRuntime, Screen, setRuntime } from "@unblessed/node";
setRuntime(new NodeRuntime());
const screen = new Screen();
new Box({ parent: screen, content: "about to fail" });
screen.render();
setTimeout(() => { throw new Error("nobody caught me"); }, 50);`;
    const outcome = await checkSample("ts", code, "quit=none");
    if (outcome.kind !== "failed") throw new Error(`expected the crash to fail the run, got ${outcome.kind}`);
    expect(outcome.reason).toMatch(/exited with code 1; wrote to stderr:\s+[\s\S]*nobody caught me/);
    expect(outcome.reason).not.toMatch(/alternate buffer|cursor hidden|mouse tracking/);
  });
});

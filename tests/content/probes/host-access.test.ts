// Which host services reach core through the runtime object and which do
// not. Stated on the introduction ("What unblessed is", "The packages"), the
// quick start ("1. Register a runtime"), the Node.js page ("Start-up",
// "Terminal streams") and Platform differences ("Writing portable code").
import { readFileSync } from "node:fs";
import { EventEmitter as NodeEventEmitter } from "node:events";
import { createRequire } from "node:module";
import vm from "node:vm";
import * as core from "@unblessed/core";
import * as node from "@unblessed/node";
import { Box, EventEmitter, NodeRuntime, Screen, setRuntime } from "@unblessed/node";
import { describe, expect, it } from "vitest";
import { ttyStreams } from "./lib/pipe-screen";
import { checkSample } from "../../../app/content-pipeline/.server/samples/check-sample";
import { freshCapturesPerFile } from "./lib/fresh-captures";
import { finalScreen } from "./lib/run-outcome";

freshCapturesPerFile();

function memoryStreams() {
  const { input, output } = ttyStreams(40, 10);
  output.resume();
  return { input, output, terminal: "xterm" };
}

describe("the runtime object", () => {
  it("NodeRuntime carries Node's modules and no timers", () => {
    const runtime = new NodeRuntime();
    expect(Object.keys(runtime).sort()).toEqual(
      [
        "buffer",
        "events",
        "fs",
        "images",
        "networking",
        "path",
        "process",
        "processes",
        "stream",
        "stringDecoder",
        "url",
        "util",
      ].sort(),
    );
    expect("timers" in runtime).toBe(false);
  });

  it("core schedules with the global setTimeout, not through the runtime", () => {
    setRuntime(new NodeRuntime());
    const screen = new Screen(memoryStreams());
    const original = globalThis.setTimeout;
    let calls = 0;
    // A pass-through wrapper: the timer still runs, we only count.
    globalThis.setTimeout = ((...args: Parameters<typeof setTimeout>) => {
      calls++;
      return original(...args);
    }) as typeof setTimeout;
    try {
      screen.renderThrottled();
    } finally {
      globalThis.setTimeout = original;
    }
    screen.cancelThrottledRender();
    screen.destroy();
    expect(calls).toBe(1);
  });

  it("only Program takes its EventEmitter from the runtime; widgets use core's own", () => {
    const made: string[] = [];
    // Node's own class, counting its constructions.
    const RecordingEmitter = new Proxy(NodeEventEmitter, {
      construct(target, args: unknown[], newTarget: (...args: unknown[]) => unknown) {
        made.push("emitter");
        return Reflect.construct(target, args, newTarget) as object;
      },
    });
    setRuntime({ ...new NodeRuntime(), events: { EventEmitter: RecordingEmitter } });
    try {
      const screen = new Screen(memoryStreams());
      expect(made).toHaveLength(1); // the Program's
      const box = new Box({ parent: screen, content: "x" });
      expect(made).toHaveLength(1);
      expect(box).toBeInstanceOf(EventEmitter);
      expect(box).not.toBeInstanceOf(NodeEventEmitter);
      expect(screen).not.toBeInstanceOf(NodeEventEmitter);
      screen.destroy();
    } finally {
      setRuntime(new NodeRuntime());
    }
  });
});

describe("the packages", () => {
  it("core's JavaScript imports no module at all", () => {
    const require = createRequire(import.meta.url);
    const bundle = readFileSync(require.resolve("@unblessed/core").replace(/\.cjs$/, ".js"), "utf8");
    expect(bundle).not.toMatch(/^\s*import\s/m);
    expect(bundle).not.toMatch(/\brequire\(/);
  });

  it("@unblessed/node re-exports core's classes themselves, not copies", () => {
    expect(node.Box).toBe(core.Box);
    expect(node.Screen).toBe(core.Screen);
    expect(node.setRuntime).toBe(core.setRuntime);
  });

  it("@unblessed/node has no initNode(), although core's error message names it", () => {
    expect("initNode" in node).toBe(false);
  });
});

describe("the global process", () => {
  it("must exist: in a context without one, as in a web page, creating a screen throws", () => {
    // Core's CommonJS build evaluated with the globals a page has, and no `process`.
    const require = createRequire(import.meta.url);
    const file = require.resolve("@unblessed/core");
    const module: { exports: Partial<typeof core> } = { exports: {} };
    const page = { module, exports: module.exports, __filename: file, console, URL, Buffer, setTimeout, clearTimeout };
    vm.runInContext(readFileSync(file, "utf8"), vm.createContext(page), { filename: file });
    const { Screen: PageScreen, setRuntime: setPageRuntime } = module.exports;
    if (!PageScreen || !setPageRuntime) throw new Error("core's CommonJS build exported no Screen");

    setPageRuntime(new NodeRuntime());
    const streams = memoryStreams();
    expect(() => new PageScreen(streams)).toThrow(/process is not defined/);
  });

  it("gives a screen its default streams and Program's exit listener, whatever the runtime's process is", async () => {
    // The runtime's process is the real one except for its streams and its
    // listeners: if core took either from the runtime, the screen would draw
    // into `elsewhere` and nothing would reach the terminal.
    const code = `import { EventEmitter } from "node:events";
import { PassThrough } from "node:stream";
import vm from "node:vm";
import { Box, NodeRuntime, Screen, setRuntime } from "@unblessed/node";

const elsewhere = Object.assign(new PassThrough(), { columns: 80, rows: 24, isTTY: true });
const runtimeListeners = new EventEmitter();
const runtimeProcess = new Proxy(process, {
  get(target, key) {
    if (key === "stdout") return elsewhere;
    if (key === "stdin") return new PassThrough();
    if (key === "on" || key === "removeListener" || key === "listeners")
      return runtimeListeners[key].bind(runtimeListeners);
    const value = Reflect.get(target, key);
    return typeof value === "function" ? value.bind(target) : value;
  },
});
setRuntime({ ...new NodeRuntime(), process: runtimeProcess });

const globalExitBefore = process.listeners("exit").length;
const screen = new Screen();
new Box({
  parent: screen,
  height: 3,
  content: [
    "drawn on the global process.stdout",
    "global exit listeners added: " + (process.listeners("exit").length - globalExitBefore),
    "runtime process exit listeners: " + runtimeListeners.listenerCount("exit"),
  ].join("\\n"),
});
screen.key("q", () => {
  screen.destroy();
  process.exit(0);
});
screen.render();
`;
    const shown = finalScreen(await checkSample("ts", code, "size=60x4 quit=q"));
    expect(shown).toContain("drawn on the global process.stdout");
    expect(shown).toContain("global exit listeners added: 1");
    // Screen's own clean-up listener does go through the runtime.
    expect(shown).toContain("runtime process exit listeners: 1");
  });
});

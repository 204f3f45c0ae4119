// What the runtime object does and does not carry, as stated on
// content/docs/concepts/architecture.mdx, content/docs/concepts/runtime-system.mdx
// and the landing copy (content/landing.ts, "Pluggable runtime"): core reads
// the global process and timers as well, widgets do not use runtime.events,
// and terminfo lookup goes through statSync/readdirSync/readFileSync.
import * as nodePackage from "@unblessed/node";
import {
  Box,
  EventEmitter as CoreEventEmitter,
  hasImageSupport,
  hasNetworkSupport,
  hasProcessSupport,
  NodeRuntime,
  type Runtime,
  Screen,
  setRuntime,
} from "@unblessed/node";
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { EventEmitter as NodeEventEmitter } from "node:events";
import { afterEach, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../lib/docs";
import { pipeScreen, ttyStreams } from "./lib/pipe-screen";

const screens: Screen[] = [];
afterEach(() => {
  for (const screen of screens.splice(0)) screen.destroy();
  setRuntime(new NodeRuntime());
});

function keep<T extends { screen: Screen }>(made: T): T {
  screens.push(made.screen);
  return made;
}

describe("the Runtime object", () => {
  it("has no timers member: NodeRuntime hands over exactly these groups", () => {
    expect(Object.keys(new NodeRuntime()).sort()).toEqual(
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
    const runtime: Runtime = new NodeRuntime();
    // @ts-expect-error -- the interface has no timers member (fails to compile if one is added)
    expect(runtime.timers).toBeUndefined();
  });

  it("is not where core's timers come from: renderThrottled() calls the global setTimeout", () => {
    setRuntime(new NodeRuntime());
    const { screen } = keep(pipeScreen());
    const original = globalThis.setTimeout;
    const delays: unknown[] = [];
    // Wraps, does not replace: the real timer still runs.
    globalThis.setTimeout = ((handler: () => void, delay?: number) => {
      delays.push(delay);
      return original(handler, delay);
    }) as typeof setTimeout;
    try {
      screen.setMaxFPS(20);
      screen.renderThrottled();
    } finally {
      globalThis.setTimeout = original;
    }
    screen.cancelThrottledRender();
    expect(delays).toEqual([50]);
  });

  it("is not where the default streams come from: a Screen without input/output uses the global process", async () => {
    const fromGlobal = ttyStreams();
    const fromRuntime = ttyStreams();
    const base = new NodeRuntime();
    // The runtime's process answers stdin/stdout with streams of its own; everything else is Node's.
    const runtimeProcess = new Proxy(process, {
      get(target, key) {
        if (key === "stdout") return fromRuntime.output;
        if (key === "stdin") return fromRuntime.input;
        const value: unknown = Reflect.get(target, key);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    setRuntime({ ...base, process: runtimeProcess });
    const stdout = Object.getOwnPropertyDescriptor(process, "stdout");
    const stdin = Object.getOwnPropertyDescriptor(process, "stdin");
    const written = { global: 0, runtime: 0 };
    fromGlobal.output.on("data", (chunk: Buffer) => (written.global += chunk.length));
    fromRuntime.output.on("data", (chunk: Buffer) => (written.runtime += chunk.length));
    Object.defineProperty(process, "stdout", { value: fromGlobal.output, configurable: true });
    Object.defineProperty(process, "stdin", { value: fromGlobal.input, configurable: true });
    try {
      const screen = new Screen({ terminal: "xterm" });
      screens.push(screen);
      new Box({ parent: screen, content: "where does this go?" });
      screen.render();
      expect(screen.program.output).toBe(fromGlobal.output);
      expect(screen.program.input).toBe(fromGlobal.input);
    } finally {
      if (stdout) Object.defineProperty(process, "stdout", stdout);
      if (stdin) Object.defineProperty(process, "stdin", stdin);
    }
    // Program buffers its output and flushes it on the next tick.
    await new Promise((resolve) => setImmediate(resolve));
    expect(written.global).toBeGreaterThan(0);
    expect(written.runtime).toBe(0);
  });

  it("is not enough on its own: without a global process no screen can be created, streams given or not", () => {
    const program = `
      import { PassThrough } from "node:stream";
      import { NodeRuntime, Screen, setRuntime } from "@unblessed/node";
      setRuntime(new NodeRuntime()); // NodeRuntime keeps its own reference to Node's process module
      const tty = () => Object.assign(new PassThrough(), { isTTY: true, columns: 80, rows: 24, setRawMode() {} });
      const log = console.log;
      delete globalThis.process;
      try { new Screen({ input: tty(), output: tty(), terminal: "xterm" }); log("created"); }
      catch (error) { log(String(error)); }`;
    const run = spawnSync(process.execPath, ["--input-type=module", "-e", program], { encoding: "utf8" });
    expect(run.stdout.trim()).toBe("ReferenceError: process is not defined");
  });

  it("is what the core README calls zero runtime dependencies on Node.js, which the page qualifies", () => {
    const readme = readFileSync(path.join(REPO_ROOT, "node_modules/@unblessed/core/README.md"), "utf8");
    expect(readme).toMatch(/Zero runtime dependencies on Node\.js/);
  });

  it("supplies the EventEmitter of Program only: widgets extend core's own EventEmitter", () => {
    let made = 0;
    const CountingEmitter = new Proxy(NodeEventEmitter, {
      construct(target, args, newTarget) {
        made++;
        return Reflect.construct(target, args, newTarget);
      },
    });
    setRuntime({ ...new NodeRuntime(), events: { EventEmitter: CountingEmitter } });
    const { screen } = keep(pipeScreen());
    const box = new Box({ parent: screen, content: "a widget" });
    new Box({ parent: box, content: "another" });
    expect(made).toBe(1); // the screen's Program
    expect(screen.program).toBeInstanceOf(nodePackage.Program);
    expect(box).toBeInstanceOf(CoreEventEmitter);
    expect(box).not.toBeInstanceOf(NodeEventEmitter);
    expect(screen).not.toBeInstanceOf(NodeEventEmitter);
  });

  it("has a stream member (and a networking.tty) that core never reads", async () => {
    const read = new Set<string>();
    const base = new NodeRuntime();
    setRuntime(
      new Proxy(base, {
        get(target, key) {
          read.add(String(key));
          return Reflect.get(target, key);
        },
      }),
    );
    const { screen, type } = keep(pipeScreen());
    const box = new Box({ parent: screen, content: "x", keyable: true });
    box.focus();
    screen.render();
    await type("a");
    expect([...read]).toContain("fs");
    expect([...read]).toContain("process");
    expect([...read]).not.toContain("stream");
    // The same, for every path through the bundle: no read of .stream, and none of networking.tty.
    const bundle = readFileSync(path.join(REPO_ROOT, "node_modules/@unblessed/core/dist/index.js"), "utf8");
    expect(bundle).not.toMatch(/\.stream\b/);
    expect(bundle).toMatch(/\.networking\.net\./);
    expect(bundle).not.toMatch(/\.tty\b/);
  });
});

describe("terminfo lookup", () => {
  function recordFs(): string[] {
    const calls: string[] = [];
    const base = new NodeRuntime();
    const fs = new Proxy(base.fs, {
      get(target, key) {
        const value: unknown = Reflect.get(target, key);
        if (typeof value !== "function") return value;
        return (...args: unknown[]) => {
          calls.push(`${String(key)} ${String(args[0])}`);
          return Reflect.apply(value, target, args);
        };
      },
    });
    setRuntime({ ...base, fs });
    return calls;
  }

  it("finds the entry with statSync and loads it with readFileSync, never existsSync", () => {
    const calls = recordFs();
    keep(pipeScreen({ terminal: "xterm" }));
    const names = new Set(calls.map((call) => call.split(" ")[0]));
    expect(names).toEqual(new Set(["statSync", "readFileSync"]));
    expect(calls.at(-1)).toMatch(/^readFileSync \/.*terminfo\/x\/xterm$/);
  });

  it("looks in ~/.terminfo before /usr/share/terminfo when TERMINFO is not set", () => {
    const calls = recordFs();
    keep(pipeScreen({ terminal: "xterm" }));
    if (process.env.TERMINFO || process.env.TERMINFO_DIRS) return; // the order starts with those
    const dirs = calls.filter((call) => call.startsWith("statSync ")).map((call) => path.dirname(call.slice(9)));
    expect(dirs.slice(0, 2)).toEqual([`${os.homedir()}/.terminfo`, `${os.homedir()}/.terminfo`]);
    expect(dirs.indexOf("/usr/share/terminfo")).toBeGreaterThan(1);
  });

  it("takes the terminal name from TERM, or else xterm", () => {
    const program = `
      import { PassThrough } from "node:stream";
      import { NodeRuntime, Screen, setRuntime } from "@unblessed/node";
      setRuntime(new NodeRuntime());
      const tty = () => Object.assign(new PassThrough(), { isTTY: true, columns: 80, rows: 24, setRawMode() {} });
      const screen = new Screen({ input: tty(), output: tty() });
      console.log(screen.tput.terminal);
      screen.destroy();`;
    const { TERM: _term, ...withoutTerm } = process.env;
    const run = (env: NodeJS.ProcessEnv) =>
      spawnSync(process.execPath, ["--input-type=module", "-e", program], { encoding: "utf8", env }).stdout.trim();
    expect(run({ ...withoutTerm, TERM: "vt100" })).toBe("vt100");
    expect(run(withoutTerm)).toBe("xterm");
  });

  it("falls back to a bundled copy in dist/data, which the package does not contain: ENOENT", () => {
    recordFs();
    expect(() => keep(pipeScreen({ terminal: "no-such-terminal" }))).toThrow(
      /ENOENT: no such file or directory, open '.*@unblessed\/core\/dist\/data\/xterm'/,
    );
    expect(existsSync(path.join(REPO_ROOT, "node_modules/@unblessed/core/data/xterm"))).toBe(true);
  });

  it("lists a directory with readdirSync when no file has the exact name", () => {
    const calls = recordFs();
    try {
      keep(pipeScreen({ terminal: "xterm-25" }));
    } catch {
      // What it falls back to afterwards is not this probe's business.
    }
    expect(calls.some((call) => call.startsWith("readdirSync "))).toBe(true);
    expect(calls.some((call) => call.startsWith("existsSync "))).toBe(false);
  });
});

describe("registration and guards", () => {
  it("names initNode in the not-initialised error, which @unblessed/node does not export", () => {
    // A new process: this one's runtime slot was filled above.
    const program = 'import { Box } from "@unblessed/node"; try { new Box({}); } catch (e) { console.log(e.message); }';
    const run = spawnSync(process.execPath, ["--input-type=module", "-e", program], { encoding: "utf8" });
    expect(run.stdout).toMatch(/^Runtime not initialized\. Call initNode\(\) from @unblessed\/node/);
    expect("initNode" in nodePackage).toBe(false);
  });

  it("gives @unblessed/blessed a copy of core of its own, with its own runtime slot", async () => {
    const { default: blessed } = await import("@unblessed/blessed");
    const BlessedBox = blessed.box.class;
    expect(BlessedBox.name).toBe("Box");
    // Same class, different copy: not a subclass of @unblessed/node's Element.
    expect(BlessedBox.prototype instanceof nodePackage.Element).toBe(false);
    // Past the runtime check (its slot was filled on import), stopped by the screen check.
    expect(() => new BlessedBox({})).toThrow(/^No active screen\.$/);
  });

  it("does not check for processes before use: screen.spawn() without them is a TypeError", () => {
    setRuntime({ ...new NodeRuntime(), processes: undefined });
    const { screen } = keep(pipeScreen());
    expect(() => screen.spawn("true", [])).toThrow(TypeError);
  });

  it("reports every optional group as present for NodeRuntime", () => {
    const runtime = new NodeRuntime();
    expect([hasImageSupport(runtime), hasProcessSupport(runtime), hasNetworkSupport(runtime)]).toEqual([
      true,
      true,
      true,
    ]);
    expect(hasProcessSupport({ ...runtime, processes: undefined })).toBe(false);
  });
});

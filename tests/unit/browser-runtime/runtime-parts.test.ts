import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath as nodeFileURLToPath } from "node:url";
import { format as nodeFormat } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { CORE_GLOBALS_MODULE, injectCoreGlobals } from "../../../build-scripts/vite/core-globals";
import { CORE_DATA_FILES, mountCoreData, neededDataFiles } from "../../../app/live/runtime/core-data";
import { CORE_DATA_DIR, CORE_MODULE_URL } from "../../../app/live/runtime/core-scope";
import { MemoryFs } from "../../../app/live/runtime/memory-fs";
import { TimerScope } from "../../../app/live/runtime/timers";
import { fileURLToPath } from "../../../app/live/runtime/url";
import { format } from "../../../app/live/runtime/util";
import { isLeaveKey } from "../../../app/live/run/leave-key";

/** What an fs call threw: its code and message, or "ok". */
function failure(run: () => unknown): string {
  try {
    run();
    return "ok";
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    return `${code} ${message}`;
  }
}

describe("MemoryFs fails and answers as Node's fs does", () => {
  const disk = fs.mkdtempSync(path.join(os.tmpdir(), "memory-fs-"));
  afterAll(() => fs.rmSync(disk, { recursive: true, force: true }));
  fs.mkdirSync(path.join(disk, "x"));
  fs.writeFileSync(path.join(disk, "x", "xterm"), "entry");
  const memory = new MemoryFs();
  memory.addFile(path.join(disk, "x", "xterm"), "entry");

  const cases: [
    string,
    (api: Pick<typeof fs, "statSync" | "readFileSync" | "readdirSync" | "readlinkSync">) => unknown,
  ][] = [
    ["stat of a missing file", (api) => api.statSync(path.join(disk, "y"))],
    ["read of a missing file", (api) => api.readFileSync(path.join(disk, "x", "nope"))],
    ["read of a directory", (api) => api.readFileSync(path.join(disk, "x"))],
    ["listing of a missing directory", (api) => api.readdirSync(path.join(disk, "y"))],
    ["listing of a file", (api) => api.readdirSync(path.join(disk, "x", "xterm"))],
    ["readlink of a plain file", (api) => api.readlinkSync(path.join(disk, "x", "xterm"))],
  ];
  it.each(cases)("%s", (_name, call) => {
    expect(failure(() => call(memory as unknown as typeof fs))).toBe(failure(() => call(fs)));
  });

  it("reads bytes, text, listings and stats like the disk", () => {
    const file = path.join(disk, "x", "xterm");
    // Bytes compared as bytes: the runtime's Buffer is the `buffer` package's, not Node's.
    expect(Uint8Array.from(memory.readFileSync(file) as Uint8Array)).toEqual(Uint8Array.from(fs.readFileSync(file)));
    expect(memory.readFileSync(file, "utf8")).toBe(fs.readFileSync(file, "utf8"));
    expect(memory.readdirSync(disk)).toEqual(fs.readdirSync(disk));
    expect(memory.statSync(path.join(disk, "x")).isDirectory()).toBe(true);
    expect(memory.statSync(file).isFile()).toBe(true);
    expect(memory.statSync(file).size).toBe(fs.statSync(file).size);
  });

  it("answers the callback forms after the call returns", async () => {
    let answered = false;
    const result = new Promise<string>((resolve, reject) =>
      memory.readFile(path.join(disk, "x", "xterm"), "utf8", (error, data) => {
        answered = true;
        if (error) reject(error);
        else resolve(String(data));
      }),
    );
    expect(answered).toBe(false);
    expect(await result).toBe("entry");
  });
});

describe("util.format follows Node's rules", () => {
  const cases: unknown[][] = [
    ["plain {green-fg}text{/green-fg}"],
    ["%s and %s", "a", 1],
    ["%d%% done", "42"],
    ["%i items", 3.9],
    ["%f", "1.5"],
    ["%j", { a: [1, 2] }],
    ["missing %s %s", "one"],
    ["extra", "words", 3, true],
    [{ a: 1, b: "two" }, [1, 2]],
    [42, "answer"],
  ];
  it.each(cases)("format(%j)", (...args) => {
    expect(format(...args)).toBe(nodeFormat(...args));
  });
});

describe("url.fileURLToPath", () => {
  it("agrees with Node for file URLs and refuses other schemes, as Node does", () => {
    for (const url of [CORE_MODULE_URL, "file:///tmp/a%20b/c.js"])
      expect(fileURLToPath(url)).toBe(nodeFileURLToPath(url));
    expect(() => fileURLToPath("https://example.com/assets/core.js")).toThrow(/must be of scheme file/);
    expect(() => nodeFileURLToPath("https://example.com/assets/core.js")).toThrow(/must be of scheme file/);
  });
});

describe("core's data files", () => {
  it("are fetched when the source needs them: the xterm entry always, fonts for BigText", () => {
    expect(neededDataFiles("new Box({})").map((file) => file.name)).toEqual(["xterm"]);
    expect(neededDataFiles("new BigText({ content: 'hi' })").map((file) => file.name)).toEqual([
      "xterm",
      "fonts/ter-u14n.json",
      "fonts/ter-u14b.json",
    ]);
    expect(neededDataFiles('new Screen({ terminal: "xterm-256color" })').map((file) => file.name)).toEqual([
      "xterm",
      "xterm-256color",
    ]);
  });

  it("every one the package ships is known, and each is mounted where core looks for it", async () => {
    const shipped = path.resolve("node_modules/@unblessed/core/data");
    for (const file of CORE_DATA_FILES) expect(fs.existsSync(path.join(shipped, file.name)), file.name).toBe(true);
    // Core: `resolve(dirname(fileURLToPath(import.meta.url)), "data")`.
    expect(path.posix.join(path.posix.dirname(fileURLToPath(CORE_MODULE_URL)), "data")).toBe(CORE_DATA_DIR);
    const memory = new MemoryFs();
    const loads: string[] = [];
    const load = async (name: string) => {
      loads.push(name);
      return new Uint8Array(fs.readFileSync(path.join(shipped, name)));
    };
    await mountCoreData(memory, "new Box()", load);
    await mountCoreData(memory, "new Box()", load);
    expect(loads).toEqual(["xterm"]);
    expect(Uint8Array.from(memory.readFileSync("/usr/share/terminfo/x/xterm") as Uint8Array)).toEqual(
      Uint8Array.from(fs.readFileSync(path.join(shipped, "xterm"))),
    );
    expect(memory.existsSync(`${CORE_DATA_DIR}/xterm`)).toBe(true);
  });
});

describe("injectCoreGlobals", () => {
  const core = fs.readFileSync("node_modules/@unblessed/core/dist/index.js", "utf8");

  it("imports the globals into core's scope on its first line and moves its module URL", () => {
    const injected = injectCoreGlobals(core, CORE_GLOBALS_MODULE);
    expect(injected.split("\n").length).toBe(core.split("\n").length);
    expect(injected.split("\n")[0]).toMatch(
      /^import \{ process, setTimeout, clearTimeout, setInterval, clearInterval, setImmediate, clearImmediate \} from ".*globals\.ts";/,
    );
    expect(injected).not.toContain("import.meta.url");
    expect(injected).toContain(JSON.stringify(CORE_MODULE_URL));
  });

  it("fails loudly when core declares one of the names itself", () => {
    expect(() => injectCoreGlobals(`var process = {};\n${core}`, CORE_GLOBALS_MODULE)).toThrow(/declares "process"/);
  });
});

describe("TimerScope", () => {
  it("cancels everything on close and reports a callback's error instead of throwing it", async () => {
    const errors: unknown[] = [];
    const scope = new TimerScope((error) => errors.push(error));
    let ticks = 0;
    scope.setInterval(() => ticks++, 1);
    scope.setTimeout(() => {
      throw new Error("late");
    }, 0);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(errors).toEqual([new Error("late")]);
    expect(ticks).toBeGreaterThan(0);
    scope.close();
    const stopped = ticks;
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(ticks).toBe(stopped);
    expect(scope.pending).toBe(0);
  });
});

describe("the leave key", () => {
  it("is Ctrl+], by character or by the key right of P, and nothing else", () => {
    const key = (init: Partial<KeyboardEvent>) => ({
      ctrlKey: false,
      altKey: false,
      metaKey: false,
      key: "",
      code: "",
      ...init,
    });
    expect(isLeaveKey(key({ ctrlKey: true, key: "]", code: "BracketRight" }))).toBe(true);
    expect(isLeaveKey(key({ ctrlKey: true, key: "+", code: "BracketRight" }))).toBe(true);
    expect(isLeaveKey(key({ key: "Escape", code: "Escape" }))).toBe(false);
    expect(isLeaveKey(key({ key: "]", code: "BracketRight" }))).toBe(false);
    expect(isLeaveKey(key({ ctrlKey: true, altKey: true, key: "]", code: "BracketRight" }))).toBe(false);
  });
});

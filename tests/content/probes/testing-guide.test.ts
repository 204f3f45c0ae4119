// Facts the "Testing a terminal UI" guide states about @unblessed 1.0.0-alpha.23
// that its runnable sample does not show by itself.
import { readFileSync } from "node:fs";
import { PassThrough } from "node:stream";
import { NodeRuntime, Screen, setRuntime } from "@unblessed/node";
import { describe, expect, it } from "vitest";

setRuntime(new NodeRuntime());

function streamScreen(): Screen {
  const input = Object.assign(new PassThrough(), { isTTY: true, setRawMode: () => input });
  const output = Object.assign(new PassThrough(), { isTTY: true, columns: 30, rows: 6 });
  return new Screen({ input, output, terminal: "xterm" });
}

describe("testing guide", () => {
  it("declares ScreenOptions input as writable and output as readable (the wrong way round)", () => {
    const dts = readFileSync("node_modules/@unblessed/core/dist/index.d.ts", "utf8");
    const options = dts.slice(dts.indexOf("interface ScreenOptions"));
    expect(options).toMatch(/input\?: WritableType;[\s\S]*?output\?: ReadableType;/);
  });

  it("keeps every screen in a process-wide list until it is destroyed (not in the declarations)", () => {
    const registry = Screen as unknown as { total: number; instances: Screen[] };
    const before = registry.total;
    const first = streamScreen();
    const second = streamScreen();
    expect(registry.total).toBe(before + 2);
    expect(registry.instances).toContain(first);
    first.destroy();
    expect(registry.instances).not.toContain(first);
    expect(registry.total).toBe(before + 1);
    second.destroy();
  });

  it("reads the screen size from the output stream", () => {
    const screen = streamScreen();
    expect([screen.cols, screen.rows]).toEqual([30, 6]);
    screen.destroy();
  });
});

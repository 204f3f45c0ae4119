// What the landing page (content/landing.ts) promises: its sample runs and
// shows what it says, the widget count, what the compiler does and does not
// catch in options, core's lack of imports, and blessed's factories.
import { readFileSync } from "node:fs";
import path from "node:path";
import blessed from "@unblessed/blessed";
import { Element } from "@unblessed/node";
import * as nodePackage from "@unblessed/node";
import { describe, expect, it } from "vitest";
import { checkSample } from "../../../app/content-pipeline/.server/samples/check-sample";
import { screenText } from "../../../contracts/screen-capture";
import { landing } from "../../../content/landing";
import { REPO_ROOT } from "../lib/docs";
import { typecheckBlocks } from "../lib/typecheck";
import { freshCapturesPerFile } from "./lib/fresh-captures";

describe("the landing sample", () => {
  freshCapturesPerFile();

  it("shows its centred greeting and ends on q, handing the terminal back", async () => {
    const outcome = await checkSample(landing.sample.lang, landing.sample.code, landing.sample.meta);
    const final = outcome.kind === "ran" ? outcome.frames[0] : undefined;
    if (!final) throw new Error(JSON.stringify(outcome));
    const rows = screenText(final.screen).split("\n");
    // "center" is half the parent minus half the box, rounded down: row 12/2 - 2 = 4, column 60/2 - 18 = 12.
    expect(rows[4]).toMatch(/^ {12}┌─{34}┐/);
    expect(rows[5]).toMatch(/^ {12}│Hello from unblessed/);
  });
});

describe("the highlights", () => {
  it("has more than thirty widget classes built on Element", () => {
    const built = Object.values(nodePackage).filter(
      (value) => typeof value === "function" && value.prototype instanceof Element,
    );
    expect(built.length).toBeGreaterThan(30);
  });

  it("catches a misspelt option name but not a misspelt key inside style (typed any)", () => {
    const block = (code: string, line: number) => ({ file: "probe.ts", line, lang: "ts", meta: "", code });
    const header = 'import { Box } from "@unblessed/node";\n';
    const errors = typecheckBlocks(
      [
        block(`${header}new Box({ widht: 10 });`, 1),
        block(`${header}new Box({ style: { fgg: "red", bordr: { fg: "cyan" } } });`, 10),
      ],
      REPO_ROOT,
    );
    expect(errors.map((error) => error.block.line)).toEqual([1]);
    expect(errors[0]?.message).toMatch(/widht/);
  });

  it("has a core bundle without a single import statement", () => {
    const bundle = readFileSync(path.join(REPO_ROOT, "node_modules/@unblessed/core/dist/index.js"), "utf8");
    expect(bundle).not.toMatch(/^\s*import[\s{*]/m);
    expect(bundle).not.toMatch(/\brequire\(/);
    // ...which is why it reads the host through the runtime (and, as the runtime probe shows, the global process).
    expect(bundle).toMatch(/getRuntime\(\)/);
  });

  it("keeps blessed's lower-case factory functions in @unblessed/blessed", () => {
    for (const name of ["screen", "box", "list", "log", "textbox", "form"] as const) {
      expect(typeof blessed[name]).toBe("function");
    }
  });
});

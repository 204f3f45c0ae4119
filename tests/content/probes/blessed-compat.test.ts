// What @unblessed/blessed 1.0.0-alpha.23 offers a blessed program, as stated
// on content/docs/getting-started/migration-from-blessed.mdx ("require() and
// import", "Widget names are factories", "parseTags() throws", "Terminal,
// Video and the aliases are missing"). No screen is created: these are facts
// about the module objects themselves.
import { createRequire } from "node:module";
import * as core from "@unblessed/core";
import esmDefault, * as esmNamespace from "@unblessed/blessed";
import { describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);
// The CommonJS build, as `require("@unblessed/blessed")` in a program gets it.
const cjs = require("@unblessed/blessed") as Record<string, unknown> & typeof esmNamespace;
const HELPERS = ["escape", "stripTags", "cleanTags", "generateTags", "parseTags"] as const;

describe("require() and import", () => {
  it("require() gives an object of named exports, helpers included, that cannot be called", () => {
    expect(typeof cjs).toBe("object");
    for (const name of [...HELPERS, "screen", "box", "program"]) expect(typeof cjs[name], name).toBe("function");
  });

  it("the ES module's default export has the factories and `helpers`, but not the helpers themselves", () => {
    const loose = esmDefault as unknown as Record<string, unknown>;
    expect(typeof esmDefault.screen).toBe("function");
    expect(typeof esmDefault.helpers.escape).toBe("function");
    for (const name of HELPERS) expect(loose[name], name).toBeUndefined();
  });

  it("the namespace import has the helpers", () => {
    expect(esmNamespace.escape("{x}")).toBe("{open}x{close}");
  });
});

describe("widget names are factories", () => {
  it("throws on `new`, keeps the class on `.class`, and still answers instanceof", () => {
    const Box = cjs.Box as unknown as new (options: object) => unknown;
    expect(() => new Box({})).toThrow(/is not a constructor/);
    expect(cjs.Box.class).toBe(cjs.box.class);
    expect(Object.create(cjs.Box.class.prototype) instanceof (cjs.Box as unknown as typeof Function)).toBe(true);
  });
});

describe("parseTags() throws", () => {
  it("through every path, and attrToBinary with it; the other tag helpers work", () => {
    const tagged = "{red-fg}x{/red-fg}";
    const reading = /reading 'prototype'/;
    expect(() => (cjs.parseTags as (text: string) => string)(tagged)).toThrow(reading);
    expect(() => esmDefault.helpers.parseTags(tagged)).toThrow(reading);
    expect(() => core.parseTags(tagged)).toThrow(reading);
    expect(() => (cjs.attrToBinary as (style: object) => number)({ fg: "red" })).toThrow(reading);
    expect(esmNamespace.stripTags(tagged)).toBe("x");
    expect(esmNamespace.cleanTags(`  ${tagged}  `)).toBe("x");
    expect(esmNamespace.generateTags({ fg: "red" }, "x")).toBe(tagged);
  });
});

describe("Terminal, Video and the aliases are missing", () => {
  it("has none of these names", () => {
    for (const name of [
      "Terminal",
      "terminal",
      "Video",
      "video",
      "ListBar",
      "PNG",
      "png",
      "aliases",
      "widget",
      "classes",
    ]) {
      expect(cjs[name], name).toBeUndefined();
    }
  });
});

// The sentences the API reference writes where the library's doc comment says
// nothing (content/api-summaries.ts): each names the class the widget extends
// and the methods it offers, and the package must agree. Behaviour the
// sentences state is pinned below where a screen can show it.
import * as unblessed from "@unblessed/node";
import { RadioButton, RadioSet, Text } from "@unblessed/node";
import { describe, expect, it } from "vitest";
import { API_SUMMARIES } from "../../../content/api-summaries";
import { screensPerTest } from "./lib/pipe-screen";

const openScreen = screensPerTest();
const exported = unblessed as unknown as Record<string, unknown>;

function classOf(name: string): { prototype: object; name: string } {
  const value = exported[name];
  if (typeof value !== "function") throw new Error(`@unblessed/node exports no class ${name}`);
  return value as { prototype: object; name: string };
}

describe("our API summaries", () => {
  for (const [name, claim] of Object.entries(API_SUMMARIES)) {
    it(`${name}: extends ${claim.extends ?? "nothing"} and has ${claim.methods.join(", ") || "no named methods"}`, () => {
      const cls = classOf(name);
      const parent = Object.getPrototypeOf(cls.prototype) as { constructor: { name: string } } | null;
      // Base classes are compiled as `_Node`, `_Element`; some (EventEmitterBase) are not exported.
      if (claim.extends === null) expect(parent).toBe(Object.prototype);
      else expect(parent?.constructor.name.replace(/^_/, "")).toBe(claim.extends);
      for (const method of claim.methods) {
        expect(typeof (cls.prototype as Record<string, unknown>)[method], `${name}.${method}`).toBe("function");
      }
    });
  }

  it("Text sizes itself to its content by default", () => {
    const { screen } = openScreen({}, 40, 10);
    const text = new Text({ parent: screen, content: "hello" });
    screen.render();
    // `width` still reports the parent's width; what is drawn is the content's.
    expect(text.shrink).toBe(true);
    expect((text.lpos?.xl ?? 0) - (text.lpos?.xi ?? 0)).toBe(5);
  });

  it("checking one RadioButton of a RadioSet unchecks the others", () => {
    const { screen } = openScreen({}, 40, 10);
    const set = new RadioSet({ parent: screen, width: 20, height: 4 });
    const a = new RadioButton({ parent: set, top: 0, content: "a" });
    const b = new RadioButton({ parent: set, top: 1, content: "b" });
    a.check();
    b.check();
    expect([a.checked, b.checked]).toEqual([false, true]);
  });
});

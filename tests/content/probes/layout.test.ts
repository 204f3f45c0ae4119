// Facts stated on /docs/guides/layout that its samples do not show: padding
// counts like the border, the Layout widget's rules for its children, and the
// resize event reaching every element.
import { Box, Layout } from "@unblessed/node";
import { afterEach, describe, expect, it } from "vitest";
import { type PipedScreen, pipedScreen } from "./support/piped-screen";

let term: PipedScreen;
afterEach(() => term.destroy());

describe("offsets and percentages", () => {
  it("place cell offsets inside border and padding, but take percentages of the outer size", () => {
    term = pipedScreen();
    const parent = new Box({
      parent: term.screen,
      left: 4,
      top: 2,
      width: 40,
      height: 10,
      border: { type: "line" },
      padding: 2,
    });
    const child = new Box({ parent, top: 1, left: 1, width: "50%", height: "50%" });
    term.screen.render();
    expect([child.aleft, child.atop]).toEqual([4 + 1 + 2 + 1, 2 + 1 + 2 + 1]);
    expect([child.width, child.height]).toEqual([20, 5]);
  });
});

describe("centre, half and share-plus-cells", () => {
  it("centres with center, halves with half and adds cells to a share", () => {
    term = pipedScreen();
    const parent = new Box({ parent: term.screen, width: 40, height: 20 });
    const centred = new Box({ parent, left: "center", top: "center", width: 10, height: 4 });
    const half = new Box({ parent, width: "half", height: "half" });
    const plus = new Box({ parent, left: "25%+2", width: "30%+2", height: 1 });
    term.screen.render();
    expect([centred.aleft, centred.atop]).toEqual([15, 8]);
    expect([half.width, half.height]).toEqual([20, 10]);
    expect([plus.aleft, plus.width]).toEqual([12, 14]);
  });
});

describe("the Layout widget", () => {
  it("throws without a width and a height", () => {
    term = pipedScreen();
    expect(() => new Layout({ parent: term.screen })).toThrow("`Layout` must have a width and height!");
  });

  it("sets shrink on its children and ignores their top and left", () => {
    term = pipedScreen();
    const layout = new Layout({ parent: term.screen, width: 30, height: 5 });
    const first = new Box({ parent: layout, top: 3, left: 7, width: 5, height: 1 });
    term.screen.render();
    expect(first.shrink).toBe(true);
    expect([first.aleft, first.atop]).toEqual([0, 0]);
  });

  it("lays out its label like an item, pushing the real items aside", () => {
    term = pipedScreen();
    const plain = new Layout({ parent: term.screen, width: 30, height: 5 });
    const labelled = new Layout({ parent: term.screen, top: 6, width: 30, height: 5, label: "title" });
    const a = new Box({ parent: plain, width: 5, height: 1 });
    const b = new Box({ parent: labelled, width: 5, height: 1 });
    term.screen.render();
    expect(a.lpos?.xi).toBe(0);
    expect(b.lpos?.xi).toBeGreaterThan(0);
  });
});

describe("resizing", () => {
  it("emits resize on the screen and on every element", async () => {
    term = pipedScreen();
    const outer = new Box({ parent: term.screen, width: "50%", height: 3 });
    const inner = new Box({ parent: outer, width: 5, height: 1 });
    const seen: string[] = [];
    term.screen.on("resize", () => seen.push("screen"));
    outer.on("resize", () => seen.push("outer"));
    inner.on("resize", () => seen.push("inner"));
    term.screen.render();
    term.resize(100, 30);
    await term.press("");
    expect(seen).toEqual(["screen", "outer", "inner"]);
    expect(outer.width).toBe(50);
  });
});

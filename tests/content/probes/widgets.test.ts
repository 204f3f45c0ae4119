// Widget facts stated on content/docs/concepts/widgets.mdx: the class
// hierarchy as drawn, what percentages are a share of, what destroy() and
// detach() leave behind, colours per terminal, and state styles.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import * as widgets from "@unblessed/node";
import { Box } from "@unblessed/node";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../lib/docs";
import { rowText, screensPerTest } from "./lib/pipe-screen";

const start = screensPerTest();

describe("the class hierarchy drawn on the page", () => {
  // Each widget and the class it directly extends, as the page's tree shows them.
  const PARENTS: Record<string, string> = {
    Screen: "Node",
    Element: "Node",
    Text: "Element",
    Layout: "Element",
    Box: "Element",
    Line: "Box",
    ScrollableBox: "Box",
    ScrollableText: "ScrollableBox",
    Log: "ScrollableText",
    List: "ScrollableBox",
    ListTable: "List",
    FileManager: "List",
    Input: "Box",
    Button: "Input",
    Checkbox: "Input",
    RadioButton: "Checkbox",
    Textarea: "Input",
    Textbox: "Textarea",
    ProgressBar: "Input",
    Form: "Box",
    RadioSet: "Box",
    Listbar: "Box",
    Table: "Box",
    Dialog: "Box",
    Message: "Box",
    Question: "Box",
    Prompt: "Box",
    Loading: "Box",
    BigText: "Box",
    ANSIImage: "Box",
    OverlayImage: "Box",
    Image: "Box",
    BrailleCanvas: "Box",
    CharCanvas: "Box",
    Static: "Box",
  };
  const classes = new Map<unknown, string>(
    Object.entries(widgets).flatMap(([name, value]) =>
      typeof value === "function" && (value === widgets.Node || value.prototype instanceof widgets.Node)
        ? [[value.prototype, name] as const]
        : [],
    ),
  );

  it("lists every widget class the package exports, with its real parent", () => {
    const actual = Object.fromEntries(
      [...classes].flatMap(([prototype, name]) =>
        name === "Node" ? [] : [[name, classes.get(Object.getPrototypeOf(prototype)) ?? "?"]],
      ),
    );
    expect(actual).toEqual(PARENTS);
  });

  it("roots Node in core's own EventEmitter", () => {
    expect(Object.getPrototypeOf(widgets.Node.prototype)).toBe(widgets.EventEmitter.prototype);
  });
});

describe("positions and sizes", () => {
  // The page's case: 40 cells wide, a border and padding 1 leave 36 inside.
  function parentOf40() {
    const { screen } = start();
    const parent = new Box({
      parent: screen,
      top: 0,
      left: 0,
      width: 40,
      height: 9,
      border: { type: "line" },
      padding: 1,
    });
    return { screen, parent };
  }

  it("takes percentages from the parent's outer size, not its inner area", () => {
    const { parent } = parentOf40();
    expect(parent.width - parent.iwidth).toBe(36);
    const full = new Box({ parent, width: "100%", height: 1 });
    const half = new Box({ parent, width: "50%", height: 1 });
    const fitted = new Box({ parent, width: "100%-4", height: 1 });
    expect([full.width, half.width, fitted.width]).toEqual([40, 20, 36]);
  });

  it("measures cell offsets from the inner area, so a 100% child overflows to the right", () => {
    const { parent } = parentOf40();
    const full = new Box({ parent, top: 0, left: 0, width: "100%", height: 1 });
    expect(full.aleft).toBe(2); // inside border and padding
    expect(full.atop).toBe(2);
    expect(full.aleft + full.width).toBe(42); // two cells past the parent's right edge
  });

  it("stretches an element between left and right to the inner width", () => {
    const { parent } = parentOf40();
    const stretched = new Box({ parent, top: 0, left: 0, right: 0, height: 1 });
    expect([stretched.aleft, stretched.width]).toEqual([2, 36]);
  });
});

describe("the tree", () => {
  it("counts a label among the children: it is drawn by a child element", () => {
    const { screen } = start();
    const plain = new Box({ parent: screen, border: { type: "line" } });
    const labelled = new Box({ parent: screen, border: { type: "line" }, label: " title " });
    expect([plain.children.length, labelled.children.length]).toEqual([0, 1]);
  });
});

describe("detach() and destroy()", () => {
  it("leaves an element's own listeners in place after destroy()", () => {
    const { screen } = start();
    const box = new Box({ parent: screen });
    const calls: string[] = [];
    box.on("custom", () => calls.push("still here"));
    box.destroy();
    expect(box.destroyed).toBe(true);
    expect(box.parent).toBeNull();
    expect(box.listeners("custom")).toHaveLength(1);
    box.emit("custom");
    expect(calls).toEqual(["still here"]);
  });

  it("removes the listeners an element bound on the screen with onScreenEvent()", () => {
    const { screen } = start();
    const box = new Box({ parent: screen });
    const before = screen.listeners("custom").length;
    box.onScreenEvent("custom", () => undefined);
    expect(screen.listeners("custom")).toHaveLength(before + 1);
    box.destroy();
    expect(screen.listeners("custom")).toHaveLength(before);
  });

  it("loses mouse input when a detached element is appended again, until enableMouse()", async () => {
    const { screen, click } = start();
    const box = new Box({ parent: screen, top: 0, left: 0, width: 10, height: 3 });
    let clicks = 0;
    box.on("click", () => clicks++);
    screen.render();
    await click(2, 1);
    expect(clicks).toBe(1);

    box.detach();
    screen.append(box);
    screen.render();
    await click(2, 1);
    expect(clicks).toBe(1); // not delivered

    box.enableMouse();
    await click(2, 1);
    expect(clicks).toBe(2);
  });
});

describe("borders", () => {
  it("draws the named line sets chosen with border.style", () => {
    expect(Object.keys(widgets.borderStyles)).toEqual(expect.arrayContaining(["double", "round", "bold", "classic"]));
    const { screen } = start({ forceUnicode: true });
    const sets = { double: "╔══", round: "╭──", bold: "┏━━", classic: "+--" } as const;
    const names = Object.keys(sets) as (keyof typeof sets)[];
    names.forEach((style, row) => {
      new Box({ parent: screen, top: row * 3, width: 6, height: 3, border: { type: "line", style } });
    });
    screen.render();
    expect(names.map((_, row) => rowText(screen, row * 3).slice(0, 3))).toEqual(Object.values(sets));
  });
});

describe("colours and state styles", () => {
  it("reports 8 colours for xterm and 256 for a readable xterm-256color entry", () => {
    expect(start({ terminal: "xterm" }).screen.tput.colors).toBe(8);
    // A terminal name with a slash is read as the entry's file: core's own classic-format copy.
    const classic = path.join(REPO_ROOT, "node_modules/@unblessed/core/data/xterm-256color");
    expect(start({ terminal: classic }).screen.tput.colors).toBe(256);
  });

  it("cannot read a system xterm-256color entry stored in ncurses' 32-bit format (Debian 12)", () => {
    const system = ["/usr/share/terminfo", "/lib/terminfo", "/usr/lib/terminfo"]
      .map((dir) => path.join(dir, "x/xterm-256color"))
      .find((file) => existsSync(file));
    if (!system) throw new Error("no xterm-256color entry on this machine (package ncurses-base)");
    // 0x021e little-endian is the 32-bit format's magic; 0x011a the classic one.
    const extended = readFileSync(system).readUInt16LE(0) === 0o1036;
    if (extended) expect(() => start({ terminal: "xterm-256color" })).toThrow(/ENOENT.*dist\/data\/xterm/);
    else expect(start({ terminal: "xterm-256color" }).screen.tput.colors).toBe(256);
  });

  it("applies style.focus while focused and puts the old values back on blur", () => {
    const { screen } = start();
    const box = new Box({
      parent: screen,
      border: { type: "line" },
      style: { border: { fg: "cyan" }, focus: { border: { fg: "green" } } },
    });
    const other = new Box({ parent: screen });
    box.focus();
    expect(box.style.border?.fg).toBe("green");
    other.focus();
    expect(box.style.border?.fg).toBe("cyan");
  });

  it("turns mouse tracking on for an element with a hover style", () => {
    const { screen } = start();
    const box = new Box({ parent: screen, style: { hover: { bg: "blue" } } });
    expect(screen.clickable).toContain(box);
  });

  it("calls a style function with the element at render time", () => {
    const { screen } = start();
    const seen: unknown[] = [];
    const box = new Box({
      parent: screen,
      content: "x",
      style: {
        fg: (el: unknown) => {
          seen.push(el);
          return "red";
        },
      },
    });
    seen.length = 0;
    screen.render();
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((el) => el === box)).toBe(true);
  });
});

// Event facts stated on content/docs/concepts/events.mdx that its samples do
// not show: the emitter's return values and removal quirk, which elements get
// keys, key grabbing and locking, focus history, and when mouse tracking
// starts.
import { Box } from "@unblessed/node";
import { describe, expect, it } from "vitest";
import { screensPerTest } from "./lib/pipe-screen";

const start = screensPerTest();

// Bytes a terminal sends for these keys.
const TAB = "\t";
const CTRL_C = "\x03";

describe("the emitter every widget extends", () => {
  it("returns nothing from on(), so calls cannot be chained", () => {
    const { screen } = start();
    const box = new Box({ parent: screen });
    expect(box.on("custom", () => undefined)).toBeUndefined();
  });

  it("removes the only listener of an event on off(), whichever function is passed", () => {
    const { screen } = start();
    const box = new Box({ parent: screen });
    const kept = () => undefined;
    box.on("custom", kept);
    box.off("custom", () => undefined);
    expect(box.listeners("custom")).toEqual([]);

    // With two listeners the right one goes.
    const other = () => undefined;
    box.on("custom", kept);
    box.on("custom", other);
    box.off("custom", other);
    expect(box.listeners("custom")).toEqual([kept]);
  });
});

describe("the key-binding helpers", () => {
  it("take a comma-separated string, fire onceKey() handlers once, and unbind with unkey()", async () => {
    const { screen, type } = start();
    const seen: string[] = [];
    const either = (_ch: string, key: { full: string }) => seen.push(`either ${key.full}`);
    screen.key("x, C-y", either);
    screen.onceKey("z", () => seen.push("once z"));
    await type("x");
    await type("\x19"); // C-y
    await type("z");
    await type("z");
    screen.unkey("x", either);
    await type("x");
    expect(seen).toEqual(["either x", "either C-y", "once z"]);
  });

  it("bind an element's keys only while it has focus", async () => {
    const { screen, type } = start();
    const box = new Box({ parent: screen });
    const other = new Box({ parent: screen });
    let presses = 0;
    box.key("k", () => presses++);
    await type("k");
    box.focus();
    await type("k");
    other.focus();
    await type("k");
    expect(presses).toBe(1);
  });
});

describe("which elements receive keys", () => {
  it("does not deliver keys to a focused element that only has a tabIndex", async () => {
    const { screen, type } = start();
    const form = new Box({ parent: screen });
    const field = new Box({ parent: form, tabIndex: 0 });
    const seen: string[] = [];
    form.on("element keypress", (_el: Box, ch: string) => seen.push(ch));
    screen.key("C-c", () => undefined); // the screen listens for keys
    field.focus();
    await type("a");
    expect(seen).toEqual([]);
  });

  it("delivers them, bubbling, once the element is keyable", async () => {
    const { screen, type } = start();
    const form = new Box({ parent: screen });
    const field = new Box({ parent: form, tabIndex: 0, keyable: true });
    const seen: string[] = [];
    form.on("element keypress", (_el: Box, ch: string) => seen.push(ch));
    field.focus();
    await type("a");
    expect(seen).toEqual(["a"]);
  });

  it("keeps Tab from every handler and moves focus with it", async () => {
    const { screen, type } = start();
    const first = new Box({ parent: screen, tabIndex: 0, keyable: true });
    const second = new Box({ parent: screen, tabIndex: 0, keyable: true });
    const seen: string[] = [];
    screen.on("keypress", (_ch: string, key: { full: string }) => seen.push(`screen ${key.full}`));
    first.on("keypress", (_ch: string, key: { full: string }) => seen.push(`first ${key.full}`));
    first.focus();
    await type(TAB);
    expect(seen).toEqual([]);
    expect(screen.focused).toBe(second);
  });
});

describe("Tab order", () => {
  it("visits positive tabIndex values first, ascending, then 0 in tree order, skipping -1 and unset", async () => {
    const { screen, type } = start();
    const make = (name: string, tabIndex?: number) => new Box({ parent: screen, name, tabIndex, keyable: true });
    const boxes = [
      make("zero-a", 0),
      make("two", 2),
      make("unset"),
      make("minus", -1),
      make("one", 1),
      make("zero-b", 0),
    ];
    // Nothing had focus, so the first focusable element to join the tree took it.
    expect(screen.focused?.name).toBe("zero-a");
    const visited: string[] = [];
    for (let i = 0; i < 5; i++) {
      await type(TAB);
      visited.push(String(screen.focused?.name));
    }
    expect(visited).toEqual(["zero-b", "one", "two", "zero-a", "zero-b"]);
    boxes[3]?.focus(); // -1: focus() still works
    expect(screen.focused?.name).toBe("minus");
  });
});

describe("grabbing and locking keys", () => {
  function setUp(ignoreLocked: string[]) {
    const made = start({ ignoreLocked });
    const field = new Box({ parent: made.screen, keyable: true });
    const seen: string[] = [];
    made.screen.on("keypress", (_ch: string, key: { full: string }) => seen.push(`screen ${key.full}`));
    field.on("keypress", (_ch: string, key: { full: string }) => seen.push(`field ${key.full}`));
    field.focus();
    return { ...made, seen };
  }

  it("sends keys only to the focused element while grabKeys is set, except ignoreLocked keys", async () => {
    const { screen, type, seen } = setUp(["C-c"]);
    screen.grabKeys = true;
    await type("a");
    await type(CTRL_C);
    expect(seen).toEqual(["field a", "screen C-c", "field C-c"]);
  });

  it("ignores keys while lockKeys is set, except ignoreLocked keys, which reach the screen", async () => {
    const { screen, type, seen } = setUp(["C-c"]);
    screen.lockKeys = true;
    await type("a");
    await type(CTRL_C);
    expect(seen).toEqual(["screen C-c"]);
  });
});

describe("focus history", () => {
  it("returns to the previous element on focusPop() and to a saved one on restoreFocus()", () => {
    const { screen } = start();
    const [a, b, c] = [0, 1, 2].map((top) => new Box({ parent: screen, top, height: 1, tabIndex: 0 }));
    a?.focus();
    screen.saveFocus();
    b?.focus();
    c?.focus();
    screen.focusPop();
    expect(screen.focused).toBe(b);
    screen.restoreFocus();
    expect(screen.focused).toBe(a);
  });
});

describe("mouse tracking", () => {
  const MOUSE_ON = "\x1b[?1000h";

  it("starts when an element binds a mouse event, not before", async () => {
    const { screen, written } = start();
    const box = new Box({ parent: screen, width: 10, height: 3 });
    screen.render();
    await new Promise((resolve) => setImmediate(resolve));
    expect(written()).not.toContain(MOUSE_ON);
    let clicks = 0;
    box.on("click", () => clicks++);
    await new Promise((resolve) => setImmediate(resolve));
    expect(written()).toContain(MOUSE_ON);
  });

  it("starts for an element created with clickable: true", async () => {
    const { screen, written } = start();
    new Box({ parent: screen, clickable: true });
    await new Promise((resolve) => setImmediate(resolve));
    expect(written()).toContain(MOUSE_ON);
  });

  it("emits click on release, with 0-based screen cells", async () => {
    const { screen, type } = start();
    const box = new Box({ parent: screen, top: 2, left: 4, width: 10, height: 3 });
    let clicked = "";
    box.on("click", (data: { x: number; y: number }) => (clicked = `${data.x},${data.y}`));
    screen.render();
    await type("\x1b[<0;6;4M"); // press at cell 5,3 (1-based in the report)
    expect(clicked).toBe(""); // not on press
    await type("\x1b[<0;6;4m"); // release
    expect(clicked).toBe("5,3");
  });
});

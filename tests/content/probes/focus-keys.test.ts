// Who receives a key. Stated on troubleshooting ("Keys do nothing"), custom
// widgets ("Keys and focus") and the simple box example ("Why the keys are on
// the screen").
import { Box, Textbox } from "@unblessed/node";
import { describe, expect, it } from "vitest";
import { type PipeScreen, screensPerTest } from "./lib/pipe-screen";

const openScreen = screensPerTest();
let open: PipeScreen;

function press(keys: string): Promise<void> {
  return open.type(keys);
}

describe("keys and focus", () => {
  it("the first focusable widget attached to a screen gets the focus by itself", () => {
    open = openScreen();
    new Box({ parent: open.screen, top: 0, height: 1 });
    const first = new Box({ parent: open.screen, top: 1, height: 1, tabIndex: 0 });
    new Box({ parent: open.screen, top: 2, height: 1, tabIndex: 0 });
    expect(open.screen.focused).toBe(first);
  });

  it("a plain Box is not focusable; tabIndex: 0 puts it in the Tab order", async () => {
    open = openScreen();
    const plain = new Box({ parent: open.screen, top: 0, height: 1 });
    const first = new Box({ parent: open.screen, top: 1, height: 1, tabIndex: 0 });
    const second = new Box({ parent: open.screen, top: 2, height: 1, tabIndex: 0 });
    const tabs: string[] = [];
    open.screen.key("tab", () => tabs.push("tab"));
    open.screen.render();

    expect(plain.isFocusable()).toBe(false);
    expect(first.isFocusable()).toBe(true);
    await press("\t");
    const afterOne = open.screen.focused;
    await press("\t");
    expect([afterOne, open.screen.focused]).toContain(second);
    expect([afterOne, open.screen.focused]).toContain(first);
    // Tab moved the focus and reached no key handler.
    expect(tabs).toEqual([]);
  });

  it("an element's key handlers fire only while it has focus; screen bindings fire regardless", async () => {
    open = openScreen();
    const other = new Box({ parent: open.screen, top: 0, height: 1, tabIndex: 0 });
    const box = new Box({ parent: open.screen, top: 1, height: 1, tabIndex: 0 });
    expect(open.screen.focused).toBe(other);
    const heard: string[] = [];
    box.key("x", () => heard.push("box"));
    open.screen.key("x", () => heard.push("screen"));
    open.screen.render();

    await press("x");
    expect(heard).toEqual(["screen"]);

    box.focus();
    await press("x");
    expect(heard).toEqual(["screen", "screen", "box"]);
  });

  it("the screen hears each key first, then the focused element, whose keypress its ancestors hear as element keypress", async () => {
    // Pinned for guides/focus.mdx ("One element has the keys") and guides/keyboard.mdx.
    open = openScreen();
    const panel = new Box({ parent: open.screen, top: 0, height: 3 });
    const field = new Box({ parent: panel, top: 0, height: 1, tabIndex: 0 });
    field.focus();
    const heard: string[] = [];
    open.screen.on("keypress", () => heard.push("screen keypress"));
    open.screen.key("x", () => heard.push("screen key x"));
    field.on("keypress", () => heard.push("field keypress"));
    field.key("x", () => heard.push("field key x"));
    panel.on("element keypress", () => heard.push("panel element keypress"));
    panel.key("x", () => heard.push("panel key x"));
    open.screen.render();

    await press("x");
    expect(heard).toEqual([
      "screen keypress",
      "screen key x",
      "field keypress",
      "panel element keypress",
      "field key x",
    ]);
    // A key binding on an ancestor never fires: only the screen and the focused element get keys.
  });

  it("while a Textbox reads input, screen bindings do not fire, except keys in ignoreLocked", async () => {
    open = openScreen();
    const { screen } = open;
    const field = new Textbox({ parent: screen, height: 1, width: 20 });
    const heard: string[] = [];
    screen.key("q", () => heard.push("q"));
    screen.key("C-c", () => heard.push("C-c"));
    screen.ignoreLocked = ["C-c"];
    screen.render();

    field.readInput(() => {});
    // The field starts listening on the next tick.
    await new Promise<void>((resolve) => setImmediate(resolve));
    await press("q");
    await press("\x03");
    expect(heard).toEqual(["C-c"]);
    expect(field.getValue()).toBe("q");
  });
});

// Facts stated on /docs/guides/forms that its samples do not press: no key
// submits or cancels a Form, radio buttons answer Enter and Space,
// form.focusNext() loses track once focus moves by Tab, and editing has no cursor.
import { Checkbox, Form, RadioButton, RadioSet, Textbox } from "@unblessed/node";
import { afterEach, describe, expect, it } from "vitest";
import { type PipedScreen, pipedScreen } from "./support/piped-screen";

let term: PipedScreen;
afterEach(() => term.destroy());

describe("Form", () => {
  it("has no key of its own: Escape and Enter on a field neither cancel nor submit it", async () => {
    term = pipedScreen();
    const form = new Form({ parent: term.screen, height: 5, keys: true, vi: true });
    const box = new Checkbox({ parent: form, content: "one" });
    const events: string[] = [];
    form.on("submit", () => events.push("submit"));
    form.on("cancel", () => events.push("cancel"));
    box.focus();
    await term.keys("escape", "enter");
    expect(events).toEqual([]);
  });

  it("focusNext() continues from the field it chose last, not from the focused one", async () => {
    term = pipedScreen();
    const form = new Form({ parent: term.screen, height: 5 });
    const boxes = ["one", "two", "three"].map((content, top) => new Checkbox({ parent: form, top, content }));
    boxes[0]?.focus();
    form.focusNext();
    expect(term.screen.focused).toBe(boxes[1]);
    await term.keys("tab"); // the reader moves on to "three"
    expect(term.screen.focused).toBe(boxes[2]);
    form.focusNext(); // should wrap to "one"; goes to the field after "two" instead
    expect(term.screen.focused).toBe(boxes[2]);
  });
});

describe("RadioButton", () => {
  it("is checked by Enter or Space and unchecks the others in its set", async () => {
    term = pipedScreen();
    const set = new RadioSet({ parent: term.screen, height: 3 });
    const [a, b] = ["a", "b"].map((content, top) => new RadioButton({ parent: set, top, content }));
    a?.focus();
    await term.keys("space");
    expect([a?.checked, b?.checked]).toEqual([true, false]);
    b?.focus();
    await term.keys("enter");
    expect([a?.checked, b?.checked]).toEqual([false, true]);
  });
});

describe("editing text", () => {
  it("ignores the arrow keys and always adds at the end", async () => {
    term = pipedScreen();
    const field = new Textbox({ parent: term.screen, width: 20, height: 1, keys: true });
    field.focus();
    await term.keys("enter"); // start editing
    await term.press("ab");
    await term.keys("left", "left");
    await term.press("c");
    expect(field.value).toBe("abc");
  });
});

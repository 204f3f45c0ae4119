// Facts stated on /docs/guides/mouse about widgets created with `mouse: true`:
// what a click does to a Button, a Checkbox, a Listbar and a ProgressBar.
import { type Box, Button, Checkbox, Listbar, ProgressBar } from "@unblessed/node";
import { afterEach, describe, expect, it } from "vitest";
import { type PipedScreen, pipedScreen } from "./support/piped-screen";

/** A left click at a 0-based cell in xterm's SGR encoding: press and release arrive as two reads. */
async function click(col: number, row: number): Promise<void> {
  await term.press(`\x1b[<0;${col + 1};${row + 1}M`);
  await term.press(`\x1b[<0;${col + 1};${row + 1}m`);
}

let term: PipedScreen;
afterEach(() => term.destroy());

describe("widgets with mouse: true", () => {
  it("Button emits press and takes focus; Checkbox toggles", async () => {
    term = pipedScreen();
    const button = new Button({ parent: term.screen, top: 0, width: 6, height: 1, content: "ok", mouse: true });
    const box = new Checkbox({ parent: term.screen, top: 2, width: 10, content: "tick", mouse: true });
    let presses = 0;
    button.on("press", () => presses++);
    box.focus();
    term.screen.render();
    await click(1, 0);
    expect(presses).toBe(1);
    expect(term.screen.focused).toBe(button);
    await click(1, 2);
    expect(box.checked).toBe(true);
  });

  it("Listbar runs the clicked item's callback and emits select with the index selected before the click", async () => {
    term = pipedScreen();
    const ran: string[] = [];
    const bar = new Listbar({
      parent: term.screen,
      height: 1,
      mouse: true,
      commands: [
        { text: "one", callback: () => ran.push("one") },
        { text: "two", callback: () => ran.push("two") },
        { text: "three", callback: () => ran.push("three") },
      ],
    });
    const selects: Array<[string, number]> = [];
    bar.on("select", (item: Box, index: number) => selects.push([item.getText().trim(), index]));
    term.screen.render();
    const third = bar.items[2] as Box;
    await click(third.aleft + 1, 0);
    expect(ran).toEqual(["three"]);
    // Items are drawn with a number prefix; the index is the old selection, not 2.
    expect(selects).toEqual([["3:three", 0]]);
    expect(bar.selected).toBe(2);
  });

  it("ProgressBar jumps to the clicked position", async () => {
    term = pipedScreen();
    const bar = new ProgressBar({ parent: term.screen, width: 20, height: 1, mouse: true, filled: 0 });
    term.screen.render();
    await click(10, 0);
    expect(bar.filled).toBe(50);
  });
});

describe("mouse events on the screen", () => {
  it("arrive for clicks on empty space, and clicks on an element bubble up as element click", async () => {
    term = pipedScreen();
    const target = new Checkbox({ parent: term.screen, top: 0, width: 10, content: "tick", mouse: true });
    const seen: string[] = [];
    term.screen.on("mouse", (data: { action: string }) => seen.push(`mouse ${data.action}`));
    term.screen.on("mousedown", () => seen.push("mousedown"));
    term.screen.on("element click", (el: Box) => seen.push(`element click ${el === target ? "target" : "other"}`));
    term.screen.render();
    await click(20, 5);
    expect(seen).toEqual(["mouse mousedown", "mousedown", "mouse mouseup"]);
    seen.length = 0;
    await click(1, 0);
    expect(seen).toContain("element click target");
  });
});

describe("mouse reports that arrive together", () => {
  it("are handled only up to the first: a press and release in one read make no click", async () => {
    term = pipedScreen();
    const target = new Checkbox({ parent: term.screen, width: 10, content: "tick", mouse: true });
    const actions: string[] = [];
    term.screen.on("mouse", (data: { action: string }) => actions.push(data.action));
    term.screen.render();
    await term.press("\x1b[<0;2;1M\x1b[<0;2;1m");
    expect(actions).toEqual(["mousedown"]);
    expect(target.checked).toBe(false);
    await term.press("\x1b[<65;2;1M\x1b[<65;2;1M\x1b[<65;2;1M"); // three wheel-down notches
    expect(actions).toEqual(["mousedown", "wheeldown"]);
  });
});

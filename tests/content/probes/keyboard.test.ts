// Facts stated on /docs/guides/keyboard (and the `e` warning on /docs/guides/forms)
// that a sample cannot show in one run: the key table of every widget, the keys
// that no widget binds, and what Ctrl+I, Ctrl+M and `e` really do.
import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  Box,
  Button,
  Checkbox,
  type KeyEvent,
  List,
  Listbar,
  ListTable,
  ProgressBar,
  ScrollableBox,
  Textarea,
} from "@unblessed/node";
import { afterEach, describe, expect, it } from "vitest";
import { type PipedScreen, pipedScreen } from "./support/piped-screen";

let term: PipedScreen;
afterEach(() => term.destroy());

function longList(options: { vi?: boolean } = {}): List {
  const items = Array.from({ length: 40 }, (_, i) => `item ${i}`);
  const list = new List({ parent: term.screen, height: 10, items, keys: true, ...options });
  list.focus();
  term.screen.render();
  return list;
}

describe("List keys", () => {
  it("moves with Up and Down, selects with Enter and cancels with Escape", async () => {
    term = pipedScreen();
    const list = longList();
    const events: string[] = [];
    list.on("select", (_item: Box, index: number) => events.push(`select ${index}`));
    list.on("cancel", () => events.push("cancel"));
    await term.keys("down", "down");
    await term.keys("up");
    expect(list.selected).toBe(1);
    await term.keys("enter");
    await term.keys("escape");
    expect(events).toEqual(["select 1", "cancel"]);
  });

  it("adds the vi keys with vi: true", async () => {
    term = pipedScreen();
    const list = longList({ vi: true });
    const events: string[] = [];
    list.on("select", (_item: Box, index: number) => events.push(`select ${index}`));
    list.on("cancel", () => events.push("cancel"));
    await term.keys("j", "j", "k");
    expect(list.selected).toBe(1);
    await term.keys("G");
    expect(list.selected).toBe(39);
    await term.keys("g");
    expect(list.selected).toBe(0);
    await term.keys("C-d"); // half of the 10 rows
    expect(list.selected).toBe(5);
    await term.keys("C-u");
    expect(list.selected).toBe(0);
    await term.keys("C-f"); // a page
    expect(list.selected).toBe(10);
    await term.keys("C-b");
    expect(list.selected).toBe(0);
    await term.keys("M"); // middle of the 10-row view
    expect(list.selected).toBe(5);
    // L should land on the view's last row (9); it goes one further and scrolls the list by a row.
    await term.keys("L");
    expect(list.selected).toBe(10);
    expect(list.childBase).toBe(1);
    await term.keys("H"); // top of the view, which now starts at item 1
    expect(list.selected).toBe(1);
    await term.keys("l");
    await term.keys("q");
    expect(events).toEqual(["select 1", "cancel"]);
  });

  it("leaves Page Up, Page Down, Home, End and the emacs keys unbound", async () => {
    term = pipedScreen();
    const list = longList({ vi: true });
    list.select(5);
    for (const name of ["pagedown", "pageup", "home", "end", "C-n", "C-p"]) {
      await term.keys(name);
      expect(list.selected).toBe(5);
    }
  });

  it("is inherited by ListTable", async () => {
    term = pipedScreen();
    // `data` rather than `rows`: the declarations type `rows` as string[], though it takes rows of cells.
    const data = [["name"], ["a"], ["b"], ["c"]];
    const table = new ListTable({ parent: term.screen, height: 6, data, keys: true, vi: true });
    table.focus();
    term.screen.render();
    const before = table.selected;
    await term.keys("j");
    await term.keys("down");
    expect(table.selected).toBe(before + 2);
  });
});

describe("ScrollableBox keys", () => {
  function scroller(vi: boolean): ScrollableBox {
    const content = Array.from({ length: 50 }, (_, i) => `line ${i}`).join("\n");
    // alwaysScroll makes each key move the view, so childBase shows every step.
    const box = new ScrollableBox({ parent: term.screen, height: 10, content, keys: true, vi, alwaysScroll: true });
    box.focus();
    term.screen.render();
    return box;
  }

  it("scrolls one line with Up and Down, and ignores the vi keys without vi: true", async () => {
    term = pipedScreen();
    const box = scroller(false);
    await term.keys("down", "down", "up");
    expect(box.childBase).toBe(1);
    await term.keys("j", "G");
    expect(box.childBase).toBe(1);
  });

  it("adds j, k, g, G and the Ctrl page keys with vi: true, but no Page Down", async () => {
    term = pipedScreen();
    const box = scroller(true);
    await term.keys("j", "j", "k");
    expect(box.childBase).toBe(1);
    await term.keys("G");
    expect(box.childBase).toBe(40);
    await term.keys("g");
    expect(box.childBase).toBe(0);
    await term.keys("C-d");
    expect(box.childBase).toBe(5);
    await term.keys("C-f");
    expect(box.childBase).toBe(15);
    await term.keys("C-b");
    expect(box.childBase).toBe(5);
    await term.keys("C-u");
    expect(box.childBase).toBe(0);
    await term.keys("pagedown", "end");
    expect(box.childBase).toBe(0);
  });
});

describe("Textarea keys", () => {
  it("starts editing on Enter, and on i with vi: true", async () => {
    term = pipedScreen();
    const area = new Textarea({ parent: term.screen, height: 3, keys: true, vi: true });
    area.focus();
    term.screen.render();
    await term.keys("i");
    expect(term.screen.grabKeys).toBe(true);
    await term.keys("escape");
    expect(term.screen.grabKeys).toBe(false);
    await term.keys("enter");
    expect(term.screen.grabKeys).toBe(true);
  });

  it("runs $EDITOR on e, and on Ctrl+E while editing, and takes back what the editor wrote", async () => {
    term = pipedScreen();
    const dir = mkdtempSync(path.join(tmpdir(), "editor-probe-"));
    const editor = path.join(dir, "editor.sh");
    // A stand-in for vi: records what it was given and appends "!".
    writeFileSync(editor, `#!/bin/sh\ncp "$1" "${dir}/given"\nprintf '%s!' "$(cat "$1")" > "$1"\n`);
    chmodSync(editor, 0o755);
    const saved = { editor: process.env["EDITOR"], title: process.title };
    process.env["EDITOR"] = editor;
    // The temporary file is named after process.title: "node" for `node app.js`, but a
    // full path under the test runner, which would point into a missing directory.
    process.title = "node";
    try {
      const area = new Textarea({ parent: term.screen, height: 3, keys: true, value: "typed before" });
      area.focus();
      term.screen.render();
      await term.keys("e");
      await expect.poll(() => area.value, { timeout: 5_000 }).toBe("typed before!");
      expect(readFileSync(path.join(dir, "given"), "utf8")).toBe("typed before");
      // After the editor, the field is editing again, and Ctrl+E opens the editor from there.
      expect(term.screen.grabKeys).toBe(true);
      await term.keys("C-e");
      await expect.poll(() => area.value, { timeout: 5_000 }).toBe("typed before!!");
    } finally {
      if (saved.editor === undefined) delete process.env["EDITOR"];
      else process.env["EDITOR"] = saved.editor;
      process.title = saved.title;
    }
  });
});

describe("Listbar and ProgressBar keys", () => {
  it("Listbar: Left and Right move, Enter selects, Escape cancels; vi adds h, l, k and q", async () => {
    term = pipedScreen();
    const bar = new Listbar({ parent: term.screen, height: 1, items: ["one", "two", "three"], keys: true, vi: true });
    const events: string[] = [];
    bar.on("select", (_item: Box, index: number) => events.push(`select ${index}`));
    bar.on("cancel", () => events.push("cancel"));
    bar.focus();
    term.screen.render();
    await term.keys("right", "right", "left");
    expect(bar.selected).toBe(1);
    await term.keys("l", "l");
    expect(bar.selected).toBe(2);
    await term.keys("h");
    expect(bar.selected).toBe(1);
    await term.keys("enter");
    await term.keys("k");
    await term.keys("escape");
    await term.keys("q");
    expect(events).toEqual(["select 1", "select 1", "cancel", "cancel"]);
  });

  it("ProgressBar: Left and Right change it by 5; vertical bars use Down and Up; vi adds h, l, j, k", async () => {
    term = pipedScreen();
    const bar = new ProgressBar({ parent: term.screen, height: 1, width: 20, keys: true, vi: true, filled: 50 });
    bar.focus();
    term.screen.render();
    await term.keys("right");
    expect(bar.filled).toBe(55);
    await term.keys("left", "left", "h");
    expect(bar.filled).toBe(40);
    await term.keys("l");
    expect(bar.filled).toBe(45);

    const tall = new ProgressBar({
      parent: term.screen,
      top: 2,
      height: 5,
      width: 3,
      orientation: "vertical",
      keys: true,
      vi: true,
      filled: 50,
    });
    tall.focus();
    await term.keys("up", "k");
    expect(tall.filled).toBe(60);
    await term.keys("down", "j", "j");
    expect(tall.filled).toBe(45);
  });
});

describe("buttons and checkboxes", () => {
  it("react to Enter and Space without any keys option", async () => {
    term = pipedScreen();
    const button = new Button({ parent: term.screen, content: "ok", shrink: true });
    const box = new Checkbox({ parent: term.screen, top: 1, content: "tick" });
    let presses = 0;
    button.on("press", () => presses++);
    button.focus();
    await term.keys("enter");
    await term.keys("space");
    expect(presses).toBe(2);
    box.focus();
    await term.keys("space");
    expect(box.checked).toBe(true);
    await term.keys("enter");
    expect(box.checked).toBe(false);
  });
});

describe("key names and global keys", () => {
  it("delivers Ctrl+I as Tab (to no handler) and Ctrl+M as enter then return", async () => {
    term = pipedScreen();
    const first = new Box({ parent: term.screen, tabIndex: 0 });
    const second = new Box({ parent: term.screen, tabIndex: 0 });
    const seen: string[] = [];
    term.screen.on("keypress", (_ch: string | undefined, key: KeyEvent) => seen.push(key.full ?? "?"));
    first.focus();
    await term.keys("C-i");
    expect(seen).toEqual([]);
    expect(term.screen.focused).toBe(second);
    await term.keys("C-m");
    expect(seen).toEqual(["enter", "return"]);
  });

  it("runs a global q binding and a vi list's own q (cancel) on the same key press", async () => {
    term = pipedScreen();
    const list = longList({ vi: true });
    const events: string[] = [];
    list.on("cancel", () => events.push("list cancel"));
    term.screen.key("q", () => events.push("global q"));
    await term.keys("q");
    expect(events).toEqual(["global q", "list cancel"]);
  });
});

describe("binding helpers", () => {
  it("onceKey fires once; unkey takes a binding off", async () => {
    term = pipedScreen();
    let once = 0;
    let bound = 0;
    const handler = () => bound++;
    term.screen.onceKey("x", () => once++);
    term.screen.key("y", handler);
    await term.keys("x", "x");
    await term.keys("y");
    term.screen.unkey("y", handler);
    await term.keys("y");
    expect([once, bound]).toEqual([1, 1]);
  });
});

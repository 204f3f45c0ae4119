// The notes the Options tables show where a doc comment is wrong for one
// widget (content/api-option-notes.ts), each run against the pinned packages.
import { readFileSync } from "node:fs";
import path from "node:path";
import { Checkbox, Form, Image, OverlayImage } from "@unblessed/node";
import { afterEach, describe, expect, it } from "vitest";
import type { DeclarationPageData } from "../../../contracts/api-model";
import { API_MODEL_DIR } from "../../../contracts/api-paths";
import { attachOptionNotes } from "../../../app/api-reference/.server/generator/options";
import { OPTION_NOTES } from "../../../content/api-option-notes";
import { type PipedScreen, pipedScreen } from "./support/piped-screen";

let term: PipedScreen | undefined;
afterEach(() => term?.destroy());

const page = (slug: string) =>
  JSON.parse(readFileSync(path.join(API_MODEL_DIR, "pages", `${slug}.json`), "utf8")) as DeclarationPageData;

/** Where the focus is after each key, and what the form emitted, on a form of three checkboxes. */
async function formUnderKeys(options: { keys?: boolean; vi?: boolean }) {
  term = pipedScreen(40, 6);
  const form = new Form({ parent: term.screen, height: 4, ...options });
  const boxes = ["one", "two", "three"].map((content, top) => new Checkbox({ parent: form, top, content }));
  const events: string[] = [];
  for (const name of ["submit", "cancel"]) form.on(name, () => events.push(name));
  boxes[0]?.focus();
  const focus: string[] = [];
  for (const key of ["down", "up", "j", "k", "right", "escape", "enter", "tab", "S-tab"]) {
    await term.keys(key);
    focus.push(`${key}→${boxes.findIndex((box) => term?.screen.focused === box)}`);
  }
  term.destroy();
  term = undefined;
  return { focus, events };
}

describe("Form's keys and vi", () => {
  it("change nothing: arrows, j/k, Enter and Escape stay on the field; Tab and Shift+Tab move, either way", async () => {
    const plain = await formUnderKeys({});
    const withKeys = await formUnderKeys({ keys: true, vi: true });
    expect(withKeys).toEqual(plain);
    expect(withKeys.focus).toEqual([
      "down→0",
      "up→0",
      "j→0",
      "k→0",
      "right→0",
      "escape→0",
      "enter→0",
      "tab→1",
      "S-tab→0",
    ]);
    expect(withKeys.events).toEqual([]);
  });
});

describe("OverlayImage's ansi", () => {
  it("changes nothing: the widget is still an OverlayImage that needs w3mimgdisplay (missing here), not ANSI art", async () => {
    term = pipedScreen(40, 10);
    const setImage = (widget: OverlayImage) =>
      new Promise<string>((resolve) =>
        widget.setImage("/usr/share/pixmaps/debian-logo.png", (error: unknown) => resolve(String(error))),
      );
    // The first one walks /usr, /lib and /bin for the program (about two seconds here); the second reuses what it found.
    const plain = new OverlayImage({ parent: term.screen, width: 20, height: 6 });
    const withAnsi = new OverlayImage({ parent: term.screen, width: 20, height: 6, ansi: true });
    expect(withAnsi.type).toBe("overlayimage");
    expect(await setImage(withAnsi)).toBe(await setImage(plain));
    expect(await setImage(withAnsi)).toBe("Error: W3M Image Display not available.");
    // What the note points to instead.
    expect(new Image({ parent: term.screen, type: "ansi", width: 20, height: 6 }).type).toBe("ansiimage");
  }, 30_000);
});

describe("the notes", () => {
  it("are on the generated pages", () => {
    for (const [className, notes] of Object.entries(OPTION_NOTES)) {
      const slug = `widgets.${className.toLowerCase()}.Class.${className}`;
      const rows = new Map(page(slug).options?.options.map((o) => [o.name, o.note]));
      for (const [name, note] of Object.entries(notes)) expect(rows.get(name), `${className}.${name}`).toBe(note);
    }
  });

  it("name the closest class or option when one is not in any table", () => {
    const pages = [page("widgets.form.Class.Form")];
    expect(() => attachOptionNotes(pages, { Fromm: { keys: "x" } })).toThrow(/no class "Fromm".*Closest: Form/);
    expect(() => attachOptionNotes(pages, { Form: { autoNxt: "x" } })).toThrow(
      /no option of Form "autoNxt".*Closest: autoNext/,
    );
  });
});

// Facts the API reference and the guides state where the library's own
// comments, or earlier pages, said otherwise (issue 44). Each runs the pinned
// packages and checks that the page says what happens.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { Button, Dialog, Image, List, Message, NodeRuntime, Screen, setRuntime } from "@unblessed/node";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { DeclarationPageData } from "../../../contracts/api-model";
import { API_MODEL_DIR } from "../../../contracts/api-paths";
import { checkSample } from "../../../app/content-pipeline/.server/samples/check-sample";
import { EVERY_WIDGET_DEFAULTS, OPTION_DEFAULTS } from "../../../content/api-option-defaults";
import { DOC_CORRECTIONS } from "../../../content/api-doc-corrections";
import { API_EXAMPLE_FIXES } from "../../../content/api-examples";
import { GALLERY } from "../../../content/gallery/widgets";
import { apiPages } from "./lib/api-pages";
import { DEFAULT_PROBES } from "./lib/option-default-probes";
import { DECLARED_PROBES, subjectFor } from "./lib/declared-default-probes";
import { finalScreen } from "./lib/run-outcome";
import { ttyStreams } from "./lib/pipe-screen";
import { type PipedScreen, pipedScreen } from "./support/piped-screen";

beforeAll(() => setRuntime(new NodeRuntime()));
let term: PipedScreen | undefined;
afterEach(() => {
  term?.destroy();
  term = undefined;
});

const root = process.cwd();
const pageJson = (slug: string) => readFileSync(path.join(API_MODEL_DIR, "pages", `${slug}.json`), "utf8");
const page = (slug: string) => JSON.parse(pageJson(slug)) as DeclarationPageData;
const guide = (name: string) => readFileSync(path.join(root, "content/docs/guides", `${name}.mdx`), "utf8");
const classSlug = (name: string) => `widgets.${name.toLowerCase()}.Class.${name}`;
/** Every widget class page of the current version: the pages with an Options table. */
const widgetClassPages = () => apiPages().filter((data) => data.kind === "class" && data.options !== undefined);
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("defaults in reader words (content/api-option-defaults.ts)", () => {
  const rows = Object.entries(OPTION_DEFAULTS).flatMap(([className, byOption]) =>
    Object.entries(byOption).map(([option, entry]) => ({ className, option, ...entry })),
  );
  const everyWidgetRows = Object.entries(EVERY_WIDGET_DEFAULTS).map(([option, entry]) => ({ option, ...entry }));
  // Layout's width and height share one probe: run once. A probe of a declared option is run for
  // every row that names it, with that row's class, in api-option-defaults.test.ts.
  const probes = [
    ...new Map(
      [...rows, ...everyWidgetRows].filter((row) => !(row.probe in DECLARED_PROBES)).map((row) => [row.probe, row]),
    ).values(),
  ];

  it.each(probes)("$probe: the probe finds “$says”", ({ probe, says, option }) => {
    const run = DEFAULT_PROBES[probe];
    expect(run, `no probe "${probe}" in lib/option-default-probes.ts`).toBeDefined();
    term = pipedScreen(40, 10);
    expect(run?.(term.screen, subjectFor(term.screen, "Box", option))).toBe(says);
  });

  it.each(rows)("$probe: the class page shows it, and no value read back", ({ className, option, says }) => {
    const row = page(classSlug(className)).options?.options.find((o) => o.name === option);
    expect(row?.readerDefault?.says).toBe(says);
    expect(row?.applied).toBeUndefined();
  });

  it.each(everyWidgetRows)("$probe: every widget class page but the Screen's shows it", ({ option, says }) => {
    const shown = widgetClassPages()
      .filter((data) => data.name !== "Screen")
      .flatMap(
        (data) => data.options?.options.filter((o) => o.name === option).map((o) => [data.name, o] as const) ?? [],
      );
    expect(shown.length).toBeGreaterThan(30);
    for (const [name, row] of shown)
      expect([name, row.readerDefault?.says, row.applied]).toEqual([name, says, undefined]);
  });

  it("a probe says something else when the library does: Screen.tabSize on a screen told 8", () => {
    const { input, output } = ttyStreams(40, 10);
    const screen = new Screen({ input, output, terminal: "xterm", tabSize: 8 });
    expect(DEFAULT_PROBES["Screen.tabSize"]?.(screen, subjectFor(screen, "Screen", "tabSize"))).toBe("8 columns");
    screen.destroy();
  });
});

describe("a corrected doc comment in an Options table", () => {
  // A row with a note of its own (Image's type, content/api-option-notes.ts) keeps it: it is about that widget.
  it("gets the correction's fact, or a note of its own: Border object, see below (nothing is below) on every border row", () => {
    const rows = widgetClassPages().flatMap((data) =>
      (data.options?.options ?? []).flatMap((option) => {
        const correction = DOC_CORRECTIONS.find((c) => option.summary?.includes(c.wrong));
        return correction ? [{ row: `${data.name}.${option.name}`, note: option.note, fact: correction.fact }] : [];
      }),
    );
    const border = rows.filter(({ row }) => row.endsWith(".border"));
    expect(border.length, "border rows").toBeGreaterThan(30);
    expect(border.filter(({ note, fact }) => note !== fact)).toEqual([]);
    expect(rows.filter(({ note }) => note === undefined)).toEqual([]);
  });
});

describe("1. List's search option", () => {
  it("is never called on / or ?, with vi and keys on", async () => {
    term = pipedScreen(40, 10);
    let calls = 0;
    const keys: (string | undefined)[] = [];
    const list = new List({
      parent: term.screen,
      items: ["apple", "banana"],
      keys: true,
      vi: true,
      search: (done: (err: unknown, value?: string) => void) => {
        calls++;
        done(null, "banana");
      },
    } as ConstructorParameters<typeof List>[0]);
    list.on("keypress", (_ch: unknown, key: { ch?: string }) => keys.push(key.ch));
    list.focus();
    term.screen.render();
    await term.press("/");
    await term.press("?");
    expect(calls).toBe(0);
    expect(keys).toEqual([undefined, undefined]); // the handler tests key.ch, which is never set
    expect((list as unknown as { selected: number }).selected).toBe(0);
  });

  it("the keyboard guide and the ListOptions page say so", () => {
    expect(guide("keyboard")).toContain("`/` and `?` do nothing, even when the `search` option is a function");
    expect(guide("keyboard")).not.toContain("search when the `search` option is a function");
    expect(pageJson("widgets.list.Interface.ListOptions")).toContain("It is never called.");
  });
});

describe("2. Image's type", () => {
  it('defaults to "ansi" and gives an ANSIImage; "ansiimage" and "w3m" throw', () => {
    term = pipedScreen(40, 10);
    const screen = term.screen;
    const image = new Image({ parent: screen });
    expect(image.options.type).toBe("ansi");
    expect(image.type).toBe("ansiimage");
    for (const type of ["ansiimage", "w3m"])
      expect(() => new Image({ parent: screen, type } as ConstructorParameters<typeof Image>[0])).toThrow(
        "`type` must either be `ansi` or `overlay`.",
      );
  });

  it("the Image page and ImageOptions say it", () => {
    const row = page(classSlug("Image")).options?.options.find((o) => o.name === "type");
    expect(row?.readerDefault?.says).toBe('"ansi": you get an ANSIImage');
    expect(row?.note).toContain('"ansiimage" (the type of the widget "ansi" gives you), throw');
    expect(pageJson("widgets.image.Interface.ImageOptions")).toContain('only \\"ansi\\" (the default');
  });
});

describe("3. FileManager's cwd", () => {
  it("no page holds the folder the model was generated in", () => {
    expect(pageJson(classSlug("FileManager"))).not.toContain(root);
  });
});

describe("5. Dialog and Escape", () => {
  it("after a bare show() Escape leaves it open; from a button inside it, Escape hides it", async () => {
    term = pipedScreen(50, 12);
    const list = new List({ parent: term.screen, items: ["a"], keys: true });
    const dialog = new Dialog({ parent: term.screen, width: 30, height: 6, content: "Are you sure?" });
    const yes = new Button({ parent: dialog, top: 2, left: 2, content: "Yes", shrink: true });
    list.focus();
    dialog.show();
    await term.keys("escape");
    expect(dialog.visible).toBe(true);
    expect(term.screen.focused).toBe(dialog);
    yes.focus();
    await term.keys("escape");
    expect(dialog.visible).toBe(false);
  });

  it("the Dialog page corrects its comment, as the dialogs guide says", () => {
    const json = pageJson("widgets.dialog.Class.Dialog");
    expect(json).toContain("Automatically hides the dialog when pressed on dialog");
    expect(json).toContain("Escape pressed while the dialog itself has the focus does nothing");
    expect(guide("dialogs")).toContain("Escape goes nowhere");
  });
});

describe("6. A focused Message", () => {
  it("does not save or restore the focus unless it is scrollable; hide() hands it back from the history", async () => {
    term = pipedScreen(50, 12);
    const screen = term.screen;
    const calls: string[] = [];
    screen.saveFocus = new Proxy(screen.saveFocus, {
      apply: (target, self, args) => (calls.push("save"), Reflect.apply(target, self, args) as unknown),
    });
    screen.restoreFocus = new Proxy(screen.restoreFocus, {
      apply: (target, self, args) => (calls.push("restore"), Reflect.apply(target, self, args) as unknown),
    });
    const list = new List({ parent: screen, items: ["a"], keys: true });
    const message = new Message({ parent: screen, width: 30, height: 5, hidden: true });
    list.focus();
    message.focus();
    let closed = false;
    message.display("Press a key", 0, () => (closed = true));
    await wait(30); // display() listens from its next 10 ms timer
    await term.keys("x");
    expect(closed).toBe(true);
    expect(calls).toEqual([]);
    expect(screen.focused).toBe(list);

    const scrolling = new Message({ parent: screen, width: 30, height: 5, hidden: true, scrollable: true });
    scrolling.display("Press a key", 0, () => undefined);
    await wait(30);
    await term.keys("x");
    expect(calls).toEqual(["save", "restore"]);
    expect(screen.focused).toBe(list);
  });

  it("the dialogs guide says so", () => {
    const text = guide("dialogs");
    expect(text).toContain("A `Message` uses them only when it is scrollable");
    expect(text).not.toContain("and the focused `Message` all restore focus");
  });
});

describe("7. The gallery's ANSIImage", () => {
  it("stretches its 16×8 picture over 31 columns: about two cells per pixel", async () => {
    const entry = GALLERY.flatMap((g) => g.widgets).find((w) => w.name === "ANSIImage");
    const program = readFileSync(path.join(root, "content/gallery/programs/ansi-image.ts"), "utf8");
    const png = Buffer.from(/"(iVBOR[^"]+)"/.exec(program)?.[1] ?? "", "base64");
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([16, 8]);
    const outcome = await checkSample("ts", program, entry && "meta" in entry ? (entry.meta ?? "") : "");
    if (outcome.kind !== "ran") throw new Error(`the gallery program did not run: ${JSON.stringify(outcome)}`);
    const last = outcome.frames[outcome.frames.length - 1];
    const painted = (last?.screen.lines ?? []).map((line) =>
      line.reduce((cols, [text, style]) => cols + (last?.screen.styles[style]?.bg !== undefined ? text.length : 0), 0),
    );
    expect(painted.length).toBe(8);
    expect(Math.max(...painted)).toBe(31);
    expect(entry?.purpose).toContain("16×8 picture over 31 columns, about two cells per pixel");
    expect(entry?.purpose).not.toContain("one cell per pixel");
  });
});

describe("8. Program's basic usage example", () => {
  const original = Object.keys(API_EXAMPLE_FIXES).find((code) => code.includes("program.write('Hello!')")) ?? "";

  it("as published (runtime set), draws nothing: write() lands before the buffered clear", async () => {
    const withRuntime = original
      .replace(
        "import { Screen } from '@unblessed/node';",
        'import { NodeRuntime, Screen, setRuntime } from "@unblessed/node";\nsetRuntime(new NodeRuntime());',
      )
      .concat('\nscreen.key("q", () => { screen.destroy(); process.exit(0); });');
    expect(finalScreen(await checkSample("ts", withRuntime, "size=40x8 quit=q")).trim()).toBe("");
  });

  it("ours prints Hello! at row 5, column 10, and the note says why the original does not", async () => {
    const fix = API_EXAMPLE_FIXES[original];
    expect(fix?.note).toContain("“Hello!” is printed first and then wiped");
    const lines = finalScreen(await checkSample("ts", fix?.code ?? "", "size=40x8")).split("\n");
    expect(lines[5]).toBe(`${" ".repeat(10)}Hello!`);
  });
});

describe("11. Signals", () => {
  it("SIGTERM, SIGINT and SIGQUIT end the program with exit code 0", async () => {
    const program = `
      import { PassThrough } from "node:stream";
      import { NodeRuntime, Screen, setRuntime } from "@unblessed/node";
      setRuntime(new NodeRuntime());
      const input = Object.assign(new PassThrough(), { isTTY: true, setRawMode: () => input });
      const output = Object.assign(new PassThrough(), { isTTY: true, columns: 20, rows: 5 });
      new Screen({ input, output, terminal: "xterm" }).render();
      setTimeout(() => process.kill(process.pid, process.argv[1]), 20);
      setTimeout(() => process.exit(3), 2000);`;
    // One process per signal, all at once: each exits on its own.
    const exitCode = (signal: string) =>
      new Promise<number | null>((resolve) =>
        spawn(process.execPath, ["--input-type=module", "-e", program, signal], { cwd: root, stdio: "ignore" }).on(
          "exit",
          (code) => resolve(code),
        ),
      );
    const codes = await Promise.all(["SIGTERM", "SIGINT", "SIGQUIT"].map(exitCode));
    expect(codes).toEqual([0, 0, 0]);
    expect(guide("debugging")).toContain("exits with\ncode 0");
  });
});

describe("corrections of doc comments (content/api-doc-corrections.ts)", () => {
  it.each(DOC_CORRECTIONS)("$page: the comment still says “$wrong”, and ours follows it", ({ wrong, fact, page }) => {
    const data = pageJson(page);
    expect(data).toContain(wrong);
    const firstWords = fact.split("`")[0] ?? "";
    expect(data.indexOf(JSON.stringify(firstWords).slice(1, -1))).toBeGreaterThan(data.indexOf(wrong));
  });
});

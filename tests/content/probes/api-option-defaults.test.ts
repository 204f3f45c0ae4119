// The Options tables of the widget class pages show the default the library
// applies when an option is left out. The generator reads them by building
// each widget (app/api-reference/.server/generator/option-defaults.ts); this probe builds them
// again, checks the generated pages still say the same, and pins a few
// values by reading the widgets directly.
import { readFileSync } from "node:fs";
import path from "node:path";
import * as unblessed from "@unblessed/node";
import { Box, Form, List, NodeRuntime, setRuntime, Textbox } from "@unblessed/node";
import { beforeAll, describe, expect, it } from "vitest";
import type { DeclarationPageData } from "../../../contracts/api-model";
import { API_MODEL_DIR } from "../../../contracts/api-paths";
import { probeOptionDefaults } from "../../../app/api-reference/.server/generator/option-defaults";
import { unreadOptionNames } from "../../../app/api-reference/.server/generator/unread-options";
import { apiPages } from "./lib/api-pages";
import { screensPerTest } from "./lib/pipe-screen";

const openScreen = screensPerTest();
beforeAll(() => setRuntime(new NodeRuntime()));

function page(slug: string): DeclarationPageData {
  return JSON.parse(readFileSync(path.join(API_MODEL_DIR, "pages", `${slug}.json`), "utf8")) as DeclarationPageData;
}

const PAGES = [
  "widgets.box.Class.Box",
  "widgets.list.Class.List",
  "widgets.screen.Class.Screen",
  "widgets.textarea.Class.Textarea",
];

describe("Options tables", () => {
  it.each(PAGES)("%s: every option is listed with a probed default", (slug) => {
    const table = page(slug).options;
    expect(table?.probed).toBe(true);
    expect(table?.options.length).toBeGreaterThan(20);
    const probed = table?.options.filter((o) => o.applied !== undefined) ?? [];
    expect(probed.length).toBeGreaterThan(table ? table.options.length / 2 : 0);
  });

  it.each(PAGES)("%s: the page still says what the library applies", (slug) => {
    const data = page(slug);
    const options = (data.options?.options ?? []).filter((o) => o.applied !== undefined);
    const fresh = probeOptionDefaults(unblessed as unknown as Record<string, unknown>, [
      { className: data.name, options: options.map((o) => o.name) },
    ]).get(data.name);
    expect(Object.fromEntries(options.map((o) => [o.name, o.applied]))).toEqual(Object.fromEntries(fresh ?? []));
  });

  it("pins values read straight from the widgets", () => {
    const { screen } = openScreen({}, 40, 10);
    const box = new Box({ parent: screen });
    const list = new List({ parent: screen });
    const table = (slug: string) => new Map(page(slug).options?.options.map((o) => [o.name, o.applied]));
    const boxRows = table("widgets.box.Class.Box");
    const listRows = table("widgets.list.Class.List");
    expect(boxRows.get("align")).toBe(JSON.stringify(box.align));
    expect(boxRows.get("wrap")).toBe(String(box.wrap));
    // Said in reader words instead (content/api-option-defaults.ts): no value is read back.
    expect(boxRows.get("scrollable")).toBeUndefined();
    expect(box.scrollable).toBeFalsy();
    expect(listRows.get("interactive")).toBe(String(list.interactive));
    expect(list.interactive).toBe(true);
    expect(listRows.get("scrollable")).toBe("true");
    expect(listRows.get("tabIndex")).toBe("0");
    expect(screen.autoPadding).toBe(true);
    expect(table("widgets.screen.Class.Screen").get("autoPadding")).toBe("true");
  });
});

describe("every option row of every widget class", () => {
  it("has a default read from the running library or said in words with its probe", () => {
    const tables = apiPages().flatMap((data) => (data.options ? [[data.name, data.options] as const] : []));
    expect(tables.length).toBeGreaterThan(30);
    const withoutDefault = tables.flatMap(([name, table]) =>
      table.options.filter((o) => o.applied === undefined && !o.readerDefault?.probe).map((o) => `${name}.${o.name}`),
    );
    expect(tables.filter(([, table]) => !table.probed).map(([name]) => name)).toEqual([]);
    expect(withoutDefault).toEqual([]);
  });
});

describe("options interface pages", () => {
  it("show the table of the class that takes them, defaults included", () => {
    const pages = apiPages();
    const classes = pages.filter((data) => data.kind === "class" && data.options);
    expect(classes.length).toBeGreaterThan(30);
    for (const data of classes) {
      const table = data.options;
      const taker = pages.find((other) => other.kind === "interface" && other.name === table?.interfaceName);
      expect([data.name, taker?.optionsOf, taker?.options]).toEqual([data.name, data.name, table]);
    }
  });
});

describe("options no code of the library reads", () => {
  const rows = (slug: string) => new Map(page(slug).options?.options.map((o) => [o.name, o]));

  it("are marked on the pages: Form's autoNext and the bindings every Box takes, not keys or vi", () => {
    const form = rows("widgets.form.Class.Form");
    expect(form.get("autoNext")?.neverRead).toBe(true);
    expect(form.get("bindings")?.neverRead).toBe(true);
    expect(rows("widgets.box.Class.Box").get("bindings")?.neverRead).toBe(true);
    for (const name of ["keys", "vi", "style"]) expect(form.get(name)?.neverRead).toBeUndefined();
    expect(unreadOptionNames(["autoNext", "bindings", "keys"])).toEqual(new Set(["autoNext", "bindings"]));
  });

  it("autoNext: after Enter in a field the focus stays there, with or without it", async () => {
    const focusAfterEnter = async (options: { autoNext?: boolean }) => {
      const { screen, type } = openScreen({}, 40, 6);
      const form = new Form({ parent: screen, width: 30, height: 4, keys: true, ...options });
      const first = new Textbox({ parent: form, top: 0, height: 1, width: 20, inputOnFocus: true });
      const second = new Textbox({ parent: form, top: 2, height: 1, width: 20, inputOnFocus: true });
      let submitted = "";
      first.on("submit", (value: string) => (submitted = value));
      first.focus();
      screen.render();
      // readInput() starts listening on the next turn of the event loop.
      await new Promise((resolve) => setTimeout(resolve, 20));
      await type("ab");
      await type("\r");
      return { submitted, onFirst: screen.focused === first, onSecond: screen.focused === second };
    };
    const without = await focusAfterEnter({});
    const withIt = await focusAfterEnter({ autoNext: true });
    expect(withIt).toEqual(without);
    expect(withIt).toEqual({ submitted: "ab", onFirst: true, onSecond: false });
  });
});

// The Options tables of the widget class pages show what the library does
// when an option is left out: a value the generator reads back by building
// each widget (app/api-reference/.server/generator/option-defaults.ts), or
// words with a probe (content/api-option-defaults.ts). This file builds the
// widgets again, checks the pages still say the same, runs every row's probe
// with the row's class, and shows each probe failing where the library
// behaves otherwise.
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
import { COUNTER_EXAMPLES, counterSubject, DECLARED_PROBES, isolated, subjectFor } from "./lib/declared-default-probes";
import { DEFAULT_PROBES } from "./lib/option-default-probes";
import { DECLARED_DEFAULTS, OPTION_DEFAULTS } from "../../../content/api-option-defaults";
import { OptionsTableView } from "../../../app/api-reference/ui/options-table";
import { apiPageToMarkdown } from "../../../app/api-reference/.server/api-markdown-twin";
import { collectApi } from "../../../app/search/.server/collect-api";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
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
    const probed = table?.options.filter((o) => o.applied != null || o.readerDefault) ?? [];
    expect(probed.length).toBe(table?.options.length);
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
  // The class pages and the options interface pages that show a class's table (BoxOptions).
  const tables = () => apiPages().flatMap((data) => (data.options ? [[data.name, data.options] as const] : []));

  it("has a value read from the running library or words with the id of a probe, never an unset value", () => {
    expect(tables().length).toBeGreaterThan(60);
    const problems = tables().flatMap(([name, table]) =>
      table.options.flatMap((o) => {
        const row = `${name}.${o.name}`;
        if (o.readerDefault)
          return o.readerDefault.probe in DEFAULT_PROBES ? [] : [`${row}: no probe ${o.readerDefault.probe}`];
        return typeof o.applied === "string" ? [] : [`${row}: ${String(o.applied)}`];
      }),
    );
    expect(
      tables()
        .filter(([, table]) => !table.probed)
        .map(([name]) => name),
    ).toEqual([]);
    expect(problems).toEqual([]);
  });

  it("never shows “unset”: not in the page's Default cells, its Markdown copy or its search records", () => {
    const classPages = apiPages().flatMap((data) =>
      data.kind === "class" && data.options ? [{ ...data, options: data.options }] : [],
    );
    const defaults = classPages.flatMap((data) => {
      const html = renderToStaticMarkup(createElement(OptionsTableView, { table: data.options, className: data.name }));
      // The third cell of each body row is the Default cell.
      return [...html.matchAll(/<tr><td>.*?<\/td><td>.*?<\/td><td>(.*?)<\/td>/g)].map((m) => [data.name, m[1] ?? ""]);
    });
    expect(defaults.length).toBe(classPages.reduce((n, data) => n + (data.options?.options.length ?? 0), 0));
    expect(defaults.filter(([, cell]) => /^(unset|—)?$/.test((cell ?? "").replace(/<[^>]+>/g, "")))).toEqual([]);
    const markdown = classPages.map((data) => apiPageToMarkdown(data)).join("\n");
    expect(markdown).not.toMatch(/\| unset( \(|\s*\|)/);
    const records = collectApi(API_MODEL_DIR, "API").map((doc) => doc.text);
    expect(records.filter((text) => text.includes("default unset"))).toEqual([]);
    expect(records.filter((text) => text.includes("default no border")).length).toBeGreaterThan(0);
  });

  // One Screen per class (a Screen takes about 80 ms to start); each probe destroys what it built.
  const classRows = () =>
    apiPages()
      .filter((data) => data.kind === "class" && data.options)
      .map((data) => ({
        className: data.name,
        rows: (data.options?.options ?? []).flatMap((o) =>
          o.readerDefault && o.readerDefault.probe in DECLARED_PROBES
            ? [{ option: o.name, probe: o.readerDefault.probe, says: o.readerDefault.says }]
            : [],
        ),
      }));

  /** The probe of an id: a missing one is a mistake in the row or in lib/declared-default-probes.ts. */
  const probeOf = (id: string) => {
    const run = DECLARED_PROBES[id];
    if (!run) throw new Error(`no probe ${id} in lib/declared-default-probes.ts`);
    return run;
  };

  it.each(classRows())(
    "$className: each default in words is what its probe finds on a $className",
    async ({ className, rows }) => {
      const { screen } = openScreen({}, 40, 10);
      const wrong: string[] = [];
      for (const { option, probe, says } of rows) {
        const found = await isolated(screen, () => probeOf(probe)(screen, subjectFor(screen, className, option)));
        if (found !== says) wrong.push(`${option} (${probe}): the page says “${says}”, the probe finds “${found}”`);
      }
      expect(wrong).toEqual([]);
    },
  );

  it.each(Object.entries(COUNTER_EXAMPLES))(
    "%s finds other words where the library behaves otherwise",
    async (probe, counter) => {
      const { screen } = openScreen({}, 40, 10);
      const [declarer = "", option = ""] = probe.split(".");
      const says = DECLARED_DEFAULTS[declarer]?.[option]?.says ?? OPTION_DEFAULTS[counter.on]?.[option]?.says;
      expect(says).toBeDefined();
      const plain = await isolated(screen, () => probeOf(probe)(screen, subjectFor(screen, counter.on, option)));
      const other = await isolated(screen, () => {
        const subject = counterSubject(screen, probe, option);
        if (!subject) throw new Error(`no counter-example for ${probe}`);
        return probeOf(probe)(screen, subject);
      });
      expect(other).not.toBe(says);
      // The class of the counter-example shows the row's words itself when the option is left out.
      // A Dialog is the exception: it is there because it reads `focusable`, which Box ignores.
      if (counter.on !== "Dialog") expect(plain).toBe(says);
    },
  );
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

  it("name the interface without a link to the page it is on; the class page links to it", () => {
    const box = page("widgets.box.Class.Box");
    const table = box.options;
    if (!table?.interfaceHref) throw new Error("Box's table has no interface page");
    const link = `href="${table.interfaceHref}"`;
    const render = (onInterfacePage: boolean) =>
      renderToStaticMarkup(createElement(OptionsTableView, { table, className: "Box", onInterfacePage }));
    expect(render(false)).toContain(link);
    expect(render(true)).not.toContain(link);
    expect(render(true)).toContain("<code>BoxOptions</code>");
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

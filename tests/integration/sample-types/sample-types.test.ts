// The types shown in samples (docs/architecture.md, "Types in samples"): what the compiler says
// about a sample's names, and the cache that keeps it until the sample or what it is read
// against changes.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CACHE_DIR_ENV,
  cacheDir,
  currentEnvironment,
  entryKey,
  sampleNamesOf,
  type DescribeEnvironment,
} from "../../../app/content-pipeline/.server/sample-types/sample-types-cache";
import type { SampleName } from "../../../app/content-pipeline/.server/sample-types/sample-name";
import { sampleTypesFile } from "../../../app/content-pipeline/.server/sample-types/sample-types-file";

const SAMPLE = {
  lang: "ts",
  code: [
    'import { List, Screen } from "@unblessed/node";',
    "const screen = new Screen();",
    "const menu = new List({ parent: screen, vi: true });",
    'screen.key(["q"], () => screen.destroy());',
    "menu.focus();",
  ].join("\n"),
};

/** The name at the `nth` place `text` is written in the sample. */
function nameAt(names: readonly SampleName[], code: string, text: string, nth = 0): SampleName | undefined {
  let at = -1;
  for (let i = 0; i <= nth; i++) at = code.indexOf(text, at + 1);
  return names.find((name) => name.start === at && name.end === at + text.length);
}

let previous: string | undefined;
beforeAll(() => {
  previous = process.env[CACHE_DIR_ENV];
  process.env[CACHE_DIR_ENV] = mkdtempSync(path.join(os.tmpdir(), "sample-types-"));
});
afterAll(() => {
  rmSync(cacheDir(), { recursive: true, force: true });
  if (previous === undefined) delete process.env.SAMPLE_TYPES_CACHE_DIR;
  else process.env[CACHE_DIR_ENV] = previous;
});

describe("the names of a sample", () => {
  it("are the compiler's quick info, with where a library name is documented", () => {
    const { names, computed } = sampleNamesOf([SAMPLE]);
    expect(computed).toBe(1);
    const [found = []] = names;
    // `new List(…)`: the constructor's signature, documented on List's page.
    expect(nameAt(found, SAMPLE.code, "List", 1)?.info).toMatchObject({
      display: expect.stringContaining("new List(options?: ListOptions") as unknown,
      target: { owner: "List" },
    });
    // An option is the property of the options type that declares it (ListOptions extends
    // ScrollableOptions), and remembers the widget it is passed to.
    expect(nameAt(found, SAMPLE.code, "vi")?.info).toMatchObject({
      display: "(property) ScrollableOptions.vi?: boolean | undefined",
      target: { owner: "ScrollableOptions", member: "vi", optionOf: "List" },
    });
    expect(nameAt(found, SAMPLE.code, "key")?.info.target).toEqual({ owner: "Screen", member: "key" });
    // The sample's own declarations get their type and no link; globals get nothing.
    expect(nameAt(found, SAMPLE.code, "menu")?.info).toEqual({ display: "const menu: List", documentation: "" });
    expect(nameAt(found, SAMPLE.code, "destroy")).toBeDefined();
    expect(found.some((name) => SAMPLE.code.slice(name.start, name.end) === "q")).toBe(false);
  });

  describe("the cache", () => {
    const plant = (environment: DescribeEnvironment, entry: object) =>
      writeFileSync(path.join(cacheDir(), `${entryKey(SAMPLE, environment)}.json`), JSON.stringify(entry));
    const planted: SampleName[] = [{ start: 0, end: 6, info: { display: "planted", documentation: "" } }];

    it("answers a sample it has a current entry for without asking the compiler", () => {
      sampleNamesOf([SAMPLE]);
      plant(currentEnvironment(), { environment: currentEnvironment(), sample: SAMPLE, names: planted });
      expect(sampleNamesOf([SAMPLE])).toEqual({ names: [planted], computed: 0 });
    });

    it("describes a sample again when its entry was made for other packages", () => {
      const bumped: DescribeEnvironment = {
        ...currentEnvironment(),
        packages: { ...currentEnvironment().packages, "@unblessed/core": "1.0.0-alpha.22" },
      };
      // An entry under the key of today's inputs that was made with another @unblessed/core.
      plant(currentEnvironment(), { environment: bumped, sample: SAMPLE, names: planted });
      const again = sampleNamesOf([SAMPLE]);
      expect(again.computed).toBe(1);
      expect(nameAt(again.names[0] ?? [], SAMPLE.code, "Screen", 1)?.info.display).toContain("new Screen(");
      // And the entry is current again.
      expect(sampleNamesOf([SAMPLE]).computed).toBe(0);
    });

    it("describes an edited sample, and never reads the old sample's entry for it", () => {
      plant(currentEnvironment(), { environment: currentEnvironment(), sample: SAMPLE, names: planted });
      const edited = { lang: "ts", code: SAMPLE.code.replace("menu.focus();", "menu.focus();\nmenu.select(0);") };
      const { names, computed } = sampleNamesOf([SAMPLE, edited]);
      expect(computed).toBe(1);
      expect(names[0]).toEqual(planted);
      expect(nameAt(names[1] ?? [], edited.code, "select")?.info.target).toEqual({ owner: "List", member: "select" });
      const entries = readdirSync(cacheDir()).map((file) =>
        JSON.parse(readFileSync(path.join(cacheDir(), file), "utf8")),
      );
      expect(entries.map((entry: { sample: { code: string } }) => entry.sample.code).sort()).toEqual(
        [SAMPLE.code, edited.code].sort(),
      );
    });
  });
});

describe("the page's file", () => {
  it("links each library name at the anchor the API reference gave it, and says what the site knows to be wrong", async () => {
    const sample = {
      lang: "ts",
      code: [
        'import { Form, Screen } from "@unblessed/node";',
        "const screen = new Screen();",
        'const form = new Form({ parent: screen, keys: true, autoNext: true, border: "line" });',
        "form.focus();",
      ].join("\n"),
    };
    const [names = []] = sampleNamesOf([sample]).names;
    const entryOf = async (text: string) => {
      const name = nameAt(names, sample.code, text);
      if (!name) throw new Error(`no name ${text}`);
      const file = await sampleTypesFile([name.info]);
      return file.entries[0];
    };
    // content/api-option-notes.ts: what Form really does with keys.
    expect(await entryOf("keys")).toMatchObject({
      correction: expect.stringMatching(/^In fact: Form ignores it\./) as unknown,
      href: "/docs/api/generated/widgets.form.Interface.FormOptions#property-keys",
      label: "FormOptions.keys",
    });
    // An option no code of the library reads (unread-options.ts).
    expect((await entryOf("autoNext"))?.correction).toBe("Does nothing: no code of the library reads it.");
    // content/api-doc-corrections.ts: the comment's false sentence, corrected.
    expect((await entryOf("border"))?.correction).toMatch(/^In fact: Nothing follows it/);
    // A class: its page; its signature highlighted with the code theme's colours.
    const form = await entryOf("Form");
    expect(form?.href).toBe("/docs/api/generated/widgets.form.Class.Form");
    expect(form?.signature.flat().some((run) => Array.isArray(run) && /^#[0-9A-F]{6}$/.test(run[1]))).toBe(true);
    expect((await entryOf("form"))?.href).toBeUndefined();
  });
});

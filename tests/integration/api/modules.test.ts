import { describe, expect, it } from "vitest";
import { convertFixtureFirst, fixturePages } from "./fixture";

convertFixtureFirst();

describe("module assignment (fixture)", () => {
  it("puts each export on the page of the module its rule selects", async () => {
    const slugs = (await fixturePages()).map((p) => p.slug);
    expect(slugs).toEqual(
      expect.arrayContaining([
        // Widget classes and their companion types.
        "widgets.box.Class.Box",
        "widgets.box.Interface.BoxOptions",
        "widgets.box.Interface.BoxStyle",
        "widgets.node.Class.Node",
        "widgets.node.Interface.NodeOptions",
        // Longest widget name wins: ListTableOptions is not a List companion.
        "widgets.listtable.Interface.ListTableOptions",
        // A widget whose class is not exported still gets a module for its options.
        "widgets.gauge",
        "widgets.gauge.Interface.GaugeOptions",
        // Runtime: the root, what it references, what is defined from those, functions taking it.
        "runtime.Interface.Runtime",
        "runtime.Interface.FileSystemAPI",
        "runtime.Interface.StreamAPI",
        "runtime.TypeAlias.ReadableType",
        "runtime.Function.hasFsSupport",
        // Library topics and fallbacks.
        "lib.program.Class.Program",
        "lib.events.Class.EventEmitter",
        "lib.colors.Variable.colors",
        "lib.animation.Variable.easing",
        "lib.helpers.Function.sprintf",
        "lib.types.TypeAlias.Alignment",
      ]),
    );
  });

  it("gives no page to declarations that are not exported", async () => {
    const slugs = (await fixturePages()).map((p) => p.slug);
    expect(slugs.some((s) => s.endsWith(".Hidden"))).toBe(false);
  });

  it("lists every module on the index with a summary", async () => {
    const pages = await fixturePages();
    const index = pages.find((p) => p.kind === "index");
    if (index?.kind !== "index") throw new Error("no index");
    const listed = index.sections.flatMap((s) => s.modules.map((m) => m.slug)).sort();
    const modules = pages
      .filter((p) => p.kind === "module")
      .map((p) => p.slug)
      .sort();
    expect(listed).toEqual(modules);
    expect(index.sections.map((s) => s.title)).toEqual(["Widgets", "Runtime", "Library"]);
    for (const section of index.sections) for (const m of section.modules) expect(m.summary).not.toBe("");
  });

  it("lists a widget module's class and related types", async () => {
    const page = (await fixturePages()).find((p) => p.slug === "widgets.box");
    if (page?.kind !== "module") throw new Error("no module page");
    expect(page.entries.map((e) => e.name)).toEqual(["Box", "BoxOptions", "BoxStyle"]);
  });
});

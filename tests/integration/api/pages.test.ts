import { describe, expect, it } from "vitest";
import type { ApiMember, ApiPageData, DeclarationPageData } from "../../../contracts/api-model";
import { assertSchemaVersion } from "../../../app/api-reference/.server/generator/typedoc-json";
import { buildApiPages } from "../../../app/api-reference/.server/generator/generate-api";
import { tokensText } from "../../../app/api-reference/.server/generator/types";
import { FIXTURE, convertFixtureFirst, declarationPage, fixturePages } from "./fixture";

convertFixtureFirst();

const BASE = "/docs/api/generated";

function member(page: DeclarationPageData, group: string, name: string): ApiMember {
  const found = page.groups?.find((g) => g.title === group)?.members.find((m) => m.name === name);
  if (!found) throw new Error(`${page.slug} has no ${group} member ${name}`);
  return found;
}

function allIds(page: ApiPageData): string[] {
  if (page.kind === "index" || page.kind === "module") return [];
  const ids = (page.groups ?? []).flatMap((g) =>
    g.members.flatMap((m) => [m.id, ...(m.signatures ?? []).map((s) => s.id).filter((id) => id !== m.id)]),
  );
  return [...ids, ...(page.signatures ?? []).map((s) => s.id)];
}

describe("grouping", () => {
  it("orders groups Constructors, Properties, Accessors, Methods, Events", async () => {
    const box = await declarationPage("widgets.box.Class.Box");
    expect(box.groups?.map((g) => g.title)).toEqual(["Constructors", "Properties", "Accessors", "Methods", "Events"]);
  });

  it("sorts static members first, then by name", async () => {
    const box = await declarationPage("widgets.box.Class.Box");
    expect(box.groups?.find((g) => g.title === "Properties")?.members.map((m) => m.name)).toEqual([
      "count",
      "children",
    ]);
  });

  it("marks a getter without setter readonly", async () => {
    const box = await declarationPage("widgets.box.Class.Box");
    expect(member(box, "Accessors", "height").flags).toContain("readonly");
    expect(member(box, "Accessors", "width").flags ?? []).not.toContain("readonly");
  });

  it("collects events from @fires, including inherited ones", async () => {
    const table = await declarationPage("widgets.listtable.Class.ListTable");
    const events = table.groups?.find((g) => g.title === "Events")?.members ?? [];
    expect(events.map((e) => [e.name, e.inheritedFrom?.name])).toEqual([
      ["attach", "Node"],
      ["click", "Box"],
    ]);
  });

  it("shows members of an object-literal variable", async () => {
    const easing = await declarationPage("lib.animation.Variable.easing");
    expect(easing.groups?.[0]?.members.map((m) => m.name)).toEqual(["easeIn", "linear"]);
  });
});

describe("inheritance", () => {
  it("links an inherited member to the class that declares it", async () => {
    const table = await declarationPage("widgets.listtable.Class.ListTable");
    // Declared by EventEmitter, two levels above ListTable's parent.
    expect(member(table, "Methods", "on").inheritedFrom).toEqual({
      name: "EventEmitter",
      href: `${BASE}/lib.events.Class.EventEmitter#method-on`,
    });
    expect(member(table, "Methods", "setContent").inheritedFrom).toEqual({
      name: "Box",
      href: `${BASE}/widgets.box.Class.Box#method-setcontent`,
    });
  });

  it("keeps an inherited member's whole doc comment, as on the declaring page", async () => {
    const table = await declarationPage("widgets.listtable.Class.ListTable");
    const box = await declarationPage("widgets.box.Class.Box");
    const inherited = member(table, "Methods", "setContent");
    const [sig] = inherited.signatures ?? [];
    expect(sig?.parameters.map((p) => [p.name, p.doc])).toEqual([
      ["content", [{ t: "p", c: [{ t: "text", v: "The new text." }] }]],
      ["noClear", [{ t: "p", c: [{ t: "text", v: "Keep the old content." }] }]],
    ]);
    expect(sig?.doc?.returns).toEqual([{ t: "p", c: [{ t: "text", v: "Nothing." }] }]);
    expect(sig?.doc?.examples).toEqual([{ body: [{ t: "code", lang: "ts", code: 'box.setContent("hello", true);' }] }]);
    const { inheritedFrom: _, ...rest } = inherited;
    expect(rest).toEqual(member(box, "Methods", "setContent"));
  });

  it("marks overrides", async () => {
    const box = await declarationPage("widgets.box.Class.Box");
    const detach = member(box, "Methods", "detach");
    expect(detach.inheritedFrom).toBeUndefined();
    expect(detach.overrides).toEqual({ name: "Node", href: `${BASE}/widgets.node.Class.Node#method-detach` });
  });

  it("builds the extends chain and known subclasses", async () => {
    const box = await declarationPage("widgets.box.Class.Box");
    const chain: string[] = [];
    for (let level = box.hierarchy?.parents?.[0]; level; level = level.parents[0]) {
      chain.push(tokensText(level.type));
    }
    expect(chain).toEqual(["Node", "EventEmitter"]);
    expect(box.hierarchy?.children).toEqual([{ name: "ListTable", href: `${BASE}/widgets.listtable.Class.ListTable` }]);
  });
});

describe("members declared as an interface's member", () => {
  // Node declares `scrollTo?: ScrollableMethods["scrollTo"]`, as Element does in the release.
  const fromInterface = {
    name: "ScrollableMethods",
    href: `${BASE}/lib.scrolling.Interface.ScrollableMethods#method-scrollto`,
  };

  it("documents the member as the interface's method, with its doc comment and a link to it", async () => {
    const node = await declarationPage("widgets.node.Class.Node");
    const scrollTo = member(node, "Methods", "scrollTo");
    expect(scrollTo).toMatchObject({ id: "method-scrollto", flags: ["optional"], typeFrom: fromInterface });
    expect(node.groups?.find((g) => g.title === "Properties")?.members.map((m) => m.name)).not.toContain("scrollTo");
    const [sig] = scrollTo.signatures ?? [];
    expect(tokensText(sig?.header ?? [])).toBe("scrollTo(offset: number): boolean");
    expect(sig?.parameters[0]?.doc).toEqual([{ t: "p", c: [{ t: "text", v: "Line to show at the top." }] }]);
    expect(sig?.doc?.summary).toEqual([{ t: "p", c: [{ t: "text", v: "Scroll to a line." }] }]);
    expect(sig?.doc?.returns).toBeDefined();
    expect(sig?.doc?.examples).toHaveLength(1);
    // The same signature as on the interface's own page.
    const iface = await declarationPage("lib.scrolling.Interface.ScrollableMethods");
    expect(scrollTo.signatures).toEqual(member(iface, "Methods", "scrollTo").signatures);
  });

  it("documents it on every subclass, with the same anchor", async () => {
    const node = await declarationPage("widgets.node.Class.Node");
    for (const slug of ["widgets.box.Class.Box", "widgets.listtable.Class.ListTable"]) {
      const scrollTo = member(await declarationPage(slug), "Methods", "scrollTo");
      expect(scrollTo.id, slug).toBe("method-scrollto");
      expect(scrollTo.typeFrom, slug).toEqual(fromInterface);
      expect(scrollTo.inheritedFrom, slug).toEqual({
        name: "Node",
        href: `${BASE}/widgets.node.Class.Node#method-scrollto`,
      });
      expect(scrollTo.signatures, slug).toEqual(member(node, "Methods", "scrollTo").signatures);
    }
  });
});

describe("link resolution", () => {
  it("resolves {@link} to pages and member anchors, and keeps unknown symbols as code", async () => {
    const node = await declarationPage("widgets.node.Class.Node");
    expect(node.doc?.summary).toEqual([
      {
        t: "p",
        c: [
          { t: "text", v: "Base of every widget. See " },
          { t: "link", href: `${BASE}/widgets.box.Class.Box`, code: true, c: [{ t: "text", v: "Box" }] },
          { t: "text", v: " and " },
          {
            t: "link",
            href: `${BASE}/widgets.box.Class.Box#method-setcontent`,
            code: true,
            c: [{ t: "text", v: "Box.setContent" }],
          },
          { t: "text", v: "; " },
          { t: "code", v: "getRuntime" },
          { t: "text", v: " is not exported." },
        ],
      },
    ]);
  });

  it("links every type that has a page", async () => {
    const box = await declarationPage("widgets.box.Class.Box");
    const ctor = member(box, "Constructors", "constructor").signatures?.[0];
    expect(ctor?.parameters[0]?.type).toEqual([["BoxOptions", `${BASE}/widgets.box.Interface.BoxOptions`]]);
    const options = await declarationPage("widgets.box.Interface.BoxOptions");
    expect(member(options, "Properties", "style").type).toEqual([
      ["BoxStyle", `${BASE}/widgets.box.Interface.BoxStyle`],
    ]);
  });

  it("reads @deprecated, @default, @returns, @throws, @remarks and @example", async () => {
    const node = await declarationPage("widgets.node.Class.Node");
    expect(member(node, "Methods", "detach").signatures?.[0]?.doc?.deprecated).toBeDefined();
    const options = await declarationPage("widgets.node.Interface.NodeOptions");
    expect(member(options, "Properties", "name").doc?.defaultValue).toEqual([
      { t: "p", c: [{ t: "code", v: '"node"' }] },
    ]);
    const box = await declarationPage("widgets.box.Class.Box");
    const setContent = member(box, "Methods", "setContent").signatures?.[0];
    expect(setContent?.doc?.returns).toBeDefined();
    expect(setContent?.doc?.throws).toBeDefined();
    expect(setContent?.parameters.map((p) => [p.name, p.optional ?? false])).toEqual([
      ["content", false],
      ["noClear", true],
    ]);
    expect(box.doc?.examples).toEqual([
      { title: "Basic", body: [{ t: "code", lang: "ts", code: 'const box = new Box({ content: "hi" });' }] },
    ]);
    expect(box.doc?.remarks?.[1]).toMatchObject({ t: "list", ordered: false });
  });
});

describe("anchors", () => {
  it("derives ids from kind and name, with numeric suffixes for overloads", async () => {
    const emitter = await declarationPage("lib.events.Class.EventEmitter");
    const emit = member(emitter, "Methods", "emit");
    expect(emit.id).toBe("method-emit");
    expect(emit.signatures?.map((s) => s.id)).toEqual(["method-emit", "method-emit-2"]);
    const box = await declarationPage("widgets.box.Class.Box");
    expect(member(box, "Methods", "setContent").id).toBe("method-setcontent");
    expect(member(box, "Properties", "count").id).toBe("property-count");
    expect(member(box, "Events", "click").id).toBe("event-click");
  });

  it("keeps ids unique on every page", async () => {
    for (const page of await fixturePages()) {
      const ids = allIds(page);
      expect(new Set(ids).size, page.slug).toBe(ids.length);
    }
  });

  it("gives an index signature its own anchor", async () => {
    const program = await declarationPage("lib.program.Class.Program");
    expect(program.groups?.find((g) => g.title === "Properties")?.members[0]).toMatchObject({
      id: "index-signature",
      type: ["[key: string]: any"],
    });
  });
});

describe("determinism and schema", () => {
  it("produces identical output on a second run", async () => {
    const again = await buildApiPages({ entryPoint: FIXTURE, logLevel: "Error" });
    expect(JSON.stringify(again.pages)).toBe(JSON.stringify(await fixturePages()));
  }, 60_000);

  it("refuses an unexpected TypeDoc JSON schema", () => {
    expect(() => assertSchemaVersion("3.0")).toThrow(/schema 3.0/);
    expect(() => assertSchemaVersion("2.0")).not.toThrow();
  });
});

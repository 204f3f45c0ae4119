/**
 * Members of the real reference (`.generated/api`, written by `npm run
 * generate` from @unblessed/core): an inherited member reads exactly as on the
 * page of the class that declares it, and the mixin methods Element declares as
 * `ScrollableMethods["scrollTo"]` are documented on every widget.
 */
import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { ApiManifest, ApiMember, ApiPageData, DeclarationPageData } from "../../../contracts/api-model";
import { isDeclarationPage } from "../../../contracts/api-model";
import {
  API_MANIFEST_FILE,
  API_MODEL_DIR,
  apiHref,
  apiPageFileName,
  apiSlugFromPath,
} from "../../../contracts/api-paths";
import { plainText } from "../../../app/api-reference/.server/generator/comments";

const API_DIR = API_MODEL_DIR;
let pages: Map<string, DeclarationPageData>;

beforeAll(() => {
  const manifest = JSON.parse(fs.readFileSync(path.join(API_DIR, API_MANIFEST_FILE), "utf8")) as ApiManifest;
  pages = new Map();
  for (const { slug } of manifest.pages) {
    const page = JSON.parse(fs.readFileSync(path.join(API_DIR, "pages", apiPageFileName(slug)), "utf8")) as ApiPageData;
    if (isDeclarationPage(page)) pages.set(slug, page);
  }
});

function page(slug: string): DeclarationPageData {
  const found = pages.get(slug);
  if (!found) throw new Error(`no page ${slug}`);
  return found;
}

function members(p: DeclarationPageData): { group: string; member: ApiMember }[] {
  return (p.groups ?? []).flatMap((g) => g.members.map((member) => ({ group: g.title, member })));
}

function memberById(slug: string, id: string): ApiMember {
  const found = members(page(slug)).find(({ member }) => member.id === id)?.member;
  if (!found) throw new Error(`${slug} has no member #${id}`);
  return found;
}

/** Without the numbers of its examples' names, which point into each page's own sample-types file. */
function unnumbered<T>(value: T): T {
  return JSON.parse(JSON.stringify(value).replace(/ data-qi=\\"\d+\\"/g, "")) as T;
}

/** What a member says, without where it sits: anchors and the relations that differ by page. */
function content(member: ApiMember): unknown {
  const { id: _id, inheritedFrom: _i, overrides: _o, implementationOf: _m, ...rest } = member;
  return unnumbered({ ...rest, signatures: rest.signatures?.map(({ id: _s, ...sig }) => sig) });
}

describe("inherited members in the generated reference", () => {
  it("read exactly as on the declaring class's page", () => {
    let compared = 0;
    const differing: string[] = [];
    for (const [slug, p] of pages) {
      for (const { group, member } of members(p)) {
        const href = member.inheritedFrom?.href;
        if (!href || group === "Events") continue;
        const [declaringPath = "", anchor = ""] = href.split("#");
        const declaring = memberById(apiSlugFromPath(declaringPath) ?? "", anchor);
        compared += 1;
        if (JSON.stringify(content(member)) !== JSON.stringify(content(declaring))) {
          differing.push(`${slug}#${member.id}`);
        }
      }
    }
    expect(compared).toBeGreaterThan(5000);
    // FileManagerOptions inherits ListOptions<TStyle>'s `style` with TStyle bound, so its type differs.
    expect(differing).toEqual(["widgets.filemanager.Interface.FileManagerOptions#property-style"]);
  });

  it("Box shows setBorderColors (inherited from Element) with its parameter description and example", () => {
    const setBorderColors = memberById("widgets.box.Class.Box", "method-setbordercolors");
    expect(setBorderColors.inheritedFrom?.name).toBe("Element");
    const [sig] = setBorderColors.signatures ?? [];
    expect(plainText(sig?.parameters[0]?.doc ?? [])).toBe("Array of colors (names, hex codes, or numeric codes)");
    const example = sig?.doc?.examples?.[0]?.body[0];
    expect(example?.t === "code" && example.code).toContain("box.setBorderColors(colors);");
  });
});

describe("mixin methods declared as ScrollableMethods[...] and AnimatableMethods[...]", () => {
  const MIXIN_METHODS = {
    ScrollableMethods: ["scroll", "scrollTo", "setScroll", "getScroll", "getScrollHeight", "getScrollPerc"],
    AnimatableMethods: ["animateBorderColors", "pulse"],
  };

  it("are documented on every widget class, linked to the interface, with the interface's doc comment", () => {
    const widgets = [...pages.values()].filter((p) => p.kind === "class" && p.module.startsWith("widgets."));
    const elementLike = widgets.filter((p) => members(p).some(({ member }) => member.name === "setContent"));
    expect(elementLike.length).toBeGreaterThan(30);
    for (const [iface, names] of Object.entries(MIXIN_METHODS)) {
      const ifacePage = [...pages.values()].find((p) => p.name === iface) as DeclarationPageData;
      for (const name of names) {
        const declared = members(ifacePage).find(({ member }) => member.name === name)?.member as ApiMember;
        for (const widget of elementLike) {
          const found = members(widget).find(({ member }) => member.name === name);
          const where = `${widget.name}.${name}`;
          expect(found?.group, where).toBe("Methods");
          expect(found?.member.id, where).toBe(declared.id);
          // Log re-declares scroll() itself: the one place the interface is not its origin.
          if (widget.name === "Log" && name === "scroll") continue;
          expect(found?.member.typeFrom, where).toEqual({
            name: iface,
            href: apiHref(ifacePage.slug, declared.id),
          });
          expect(unnumbered(found?.member.signatures), where).toEqual(unnumbered(declared.signatures));
        }
      }
    }
  });

  it("List documents scrollTo with its description and parameter descriptions", () => {
    const scrollTo = memberById("widgets.list.Class.List", "method-scrollto");
    const [sig] = scrollTo.signatures ?? [];
    expect(plainText(sig?.doc?.summary ?? [])).toBe("Scroll the content to an absolute index.");
    expect(sig?.parameters.map((p) => [p.name, plainText(p.doc ?? [])])).toEqual([
      ["offset", "The absolute scroll position (line/item index)"],
      ["always", "Force the scroll operation even if position hasn't changed"],
    ]);
  });
});

describe("the model on disk", () => {
  it("is what the page renders: every code block is already highlighted", () => {
    const blocks: { code: string; html?: string }[] = [];
    const walk = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === "object") {
        // A code block; inline code is `{ t: "code", v }`.
        if ((value as { t?: unknown }).t === "code" && "code" in value)
          blocks.push(value as { code: string; html?: string });
        Object.values(value).forEach(walk);
      }
    };
    pages.forEach(walk);
    expect(blocks.length).toBeGreaterThan(50);
    expect(blocks.filter((block) => !block.html?.startsWith('<pre class="shiki')).map((block) => block.code)).toEqual(
      [],
    );
  });
});

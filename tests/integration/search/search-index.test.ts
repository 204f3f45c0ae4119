import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { ApiManifest, ApiPageData } from "../../../contracts/api-model";
import { isDeclarationPage } from "../../../contracts/api-model";
import { getManifest } from "../../../app/content-pipeline/.server/content/manifest";
import { API_MANIFEST_FILE, API_MODEL_DIR, apiHref, apiPageFileName } from "../../../contracts/api-paths";
import type { SearchDocument } from "../../../app/search/engine/documents";
import { bestLine } from "../../../app/search/engine/engine";
import { segmentsText } from "../../../app/search/engine/highlight-runs";
import { createEmbeddedIndex, type EmbeddedIndex } from "../../../app/search/engine/embedded-index";
import { buildSearchDocuments } from "../../../app/search/.server/build-search-index";

/** The real index, built from the real content and the generated API model (`npm run generate`). */
let documents: SearchDocument[];
let index: EmbeddedIndex;

beforeAll(() => {
  documents = buildSearchDocuments();
  index = createEmbeddedIndex(documents);
});

const urls = () => new Set(documents.map((doc) => doc.url));

describe("index building", () => {
  it("has a document for every guide page, with its sections", () => {
    const guides = getManifest().pages.filter((page) => page.source.kind === "mdx");
    expect(guides.length).toBeGreaterThan(15);
    for (const page of guides) {
      expect(urls(), page.path).toContain(page.path);
    }
    const install = documents.filter((doc) => doc.url.startsWith("/docs/getting-started/installation#"));
    expect(install.length).toBeGreaterThan(2);
    expect(install.every((doc) => doc.kind === "section" && doc.page === "Installation")).toBe(true);
  });

  it("has every API page and every member declared on it, with kind, module and summary", () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(API_MODEL_DIR, API_MANIFEST_FILE), "utf8")) as ApiManifest;
    let members = 0;
    for (const summary of manifest.pages) {
      expect(urls(), summary.slug).toContain(apiHref(summary.slug));
      const file = path.join(API_MODEL_DIR, "pages", apiPageFileName(summary.slug));
      const page = JSON.parse(fs.readFileSync(file, "utf8")) as ApiPageData;
      if (!isDeclarationPage(page)) continue;
      for (const member of (page.groups ?? []).flatMap((group) => group.members)) {
        if (member.inheritedFrom) continue;
        members += 1;
        expect(urls(), `${summary.slug}#${member.id}`).toContain(apiHref(summary.slug, member.id));
      }
    }
    expect(members).toBeGreaterThan(1000);
    const setContent = documents.find((doc) => doc.url.endsWith("widgets.element.Class.Element#method-setcontent"));
    expect(setContent).toMatchObject({ kind: "method", module: "widgets.element", page: "Element" });
    expect(setContent?.text).toMatch(/content/i);
  });

  it("keeps inherited members out, so a name is indexed where it is declared", () => {
    const onButton = documents.filter((doc) => doc.url.includes("widgets.button.Class.Button#method-setcontent"));
    expect(onButton).toEqual([]);
  });

  it("leaves out, whole, the sentences that point at a code block or a run the index does not hold", () => {
    const guides = documents.filter((doc) => !doc.url.includes("/api/generated"));
    const pointing = guides.filter((doc) =>
      /\b(?:runs?|samples?|output|panels?|script|code)\s+(?:below|above|under)\b/i.test(doc.text),
    );
    expect(pointing.map((doc) => doc.url)).toEqual([]);
    // A paragraph's last sentence that ends in a colon right before a listing goes with the listing.
    const leadIns = guides.filter((doc) => /:$/.test(doc.text));
    expect(leadIns.map((doc) => doc.url)).toEqual([]);
    const tabs = documents.find((doc) => doc.url === "/docs/guides/focus#tab-and-shifttab");
    expect(tabs?.text).toMatch(/^The screen handles Tab and Shift\+Tab itself/);
  });

  it("numbers documents by position, as the embedded engine expects", () => {
    documents.forEach((doc, i) => expect(doc.id).toBe(i));
  });
});

describe("ranking", () => {
  // The line that answered on each of the first n pages (results are grouped by page).
  const top = (query: string, n = 1) => index.search(query, { limit: n }).hits.map((hit) => bestLine(hit).url);

  it('puts the Screen class first for "screen" and "Screen"', () => {
    expect(top("screen")).toEqual([apiHref("widgets.screen.Class.Screen")]);
    expect(top("Screen")).toEqual([apiHref("widgets.screen.Class.Screen")]);
  });

  it('finds the installation page for "install"', () => {
    expect(top("install")).toEqual(["/docs/getting-started/installation"]);
  });

  it('finds the setContent member for "setContent", the declaration before overrides', () => {
    expect(top("setContent")).toEqual([apiHref("widgets.element.Class.Element", "method-setcontent")]);
  });

  it("titles a member with its owner (Element.setContent, ElementOptions.border) and ranks it by its own name", () => {
    const line = (query: string) => {
      const first = index.search(query, { limit: 5, group: "api" }).hits[0];
      return first && bestLine(first);
    };
    const setContent = line("setContent");
    expect(setContent?.title, "the bare name, which ranking compares").toBe("setContent");
    expect(segmentsText(setContent?.titleSegments ?? [])).toBe("Element.setContent");
    expect(setContent?.titleSegments.filter((segment) => segment.match).map((segment) => segment.text)).toEqual([
      "setContent",
    ]);
    expect(segmentsText(line("border default")?.titleSegments ?? [])).toBe("ElementOptions.border");
    expect(segmentsText(line("Screen")?.titleSegments ?? []), "a declaration keeps its own name").toBe("Screen");
  });

  it("finds scrollTo once where ScrollableMethods declares it, then on Element, which is typed from it", () => {
    const scrollTo = documents.filter((doc) => doc.title === "scrollTo");
    expect(scrollTo.map((doc) => [doc.url, doc.override ?? false])).toEqual([
      [apiHref("lib.scrolling.Interface.ScrollableMethods", "method-scrollto"), false],
      [apiHref("widgets.element.Class.Element", "method-scrollto"), true],
    ]);
    expect(top("scrollTo", 2)).toEqual(scrollTo.map((doc) => doc.url));
  });

  it('still finds Screen for the typo "scren"', () => {
    expect(top("scren")).toEqual([apiHref("widgets.screen.Class.Screen")]);
  });

  it("finds by prefix while typing", () => {
    expect(top("migrat", 3)).toContain("/docs/getting-started/migration-from-blessed");
    expect(top("progressb")).toEqual([apiHref("widgets.progressbar.Class.ProgressBar")]);
  });

  it("reports the total and pages through it", () => {
    const first = index.search("list", { limit: 5 });
    const second = index.search("list", { limit: 5, offset: 5 });
    expect(first.total).toBeGreaterThan(10);
    expect(second.total).toBe(first.total);
    expect(second.hits[0]?.url).not.toBe(first.hits[0]?.url);
  });

  it("marks the matched words of a hit", () => {
    const [page] = index.search("setContent", { limit: 1 }).hits;
    expect(page?.headsOnly).toBe(true);
    const hit = page ? bestLine(page) : undefined;
    expect(hit?.titleSegments).toEqual([
      { text: "Element.", match: false },
      { text: "setContent", match: true },
    ]);
  });

  it("finds nothing for gibberish and for an empty query", () => {
    expect(index.search("qqqxxzzv", { limit: 5 }).total).toBe(0);
    expect(index.search("   ", { limit: 5 }).total).toBe(0);
  });

  it("retrieves passages with text for Ask AI", () => {
    const passages = index.retrieve("peer dependencies", 3);
    expect(passages.length).toBe(3);
    expect(passages[0]?.url).toBe("/docs/getting-started/installation#peer-dependencies");
    expect(passages.every((doc) => doc.text.length > 0)).toBe(true);
  });
});

describe("contextual search (one docs version at a time)", () => {
  const urlsFor = (query: string, version?: string) =>
    index.search(query, { limit: 50, ...(version ? { version } : {}) }).hits.map((hit) => hit.url);

  it("tags every API document with its version, and no guide", () => {
    const api = documents.filter((doc) => doc.category.startsWith("API Reference"));
    expect(new Set(api.map((doc) => doc.version))).toEqual(new Set(["current", "0.2.0"]));
    for (const doc of api) {
      const under = doc.version === "current" ? "/docs/api/generated" : "/docs/0.2.0/api/generated";
      expect(doc.url.startsWith(under), doc.url).toBe(true);
    }
    const guides = documents.filter((doc) => doc.url.startsWith("/docs/getting-started/"));
    expect(guides.length).toBeGreaterThan(0);
    expect(guides.every((doc) => doc.version === undefined)).toBe(true);
  });

  it("finds a 0.2.0-only symbol in the 0.2.0 scope only", () => {
    expect(urlsFor("createRuntime", "0.2.0")[0]).toBe("/docs/0.2.0/api/generated/runtime.Function.createRuntime");
    expect(urlsFor("createRuntime").some((url) => url.includes("runtime.Function.createRuntime"))).toBe(false);
    expect(urlsFor("createRuntime", "current").some((url) => url.includes("/0.2.0/api/generated/"))).toBe(false);
  });

  it("gives each scope its own version of a shared symbol, and the same guides", () => {
    expect(urlsFor("Screen")[0]).toBe("/docs/api/generated/widgets.screen.Class.Screen");
    expect(urlsFor("Screen", "0.2.0")[0]).toBe("/docs/0.2.0/api/generated/widgets.screen.Class.Screen");
    const guides = (version?: string) => urlsFor("install", version).filter((url) => !url.includes("/api/"));
    expect(guides("0.2.0")).toEqual(guides());
    expect(guides().length).toBeGreaterThan(0);
  });
});

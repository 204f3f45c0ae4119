import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { highlightPage } from "../../../app/api-reference/.server/generator/highlight-examples";
import type { ApiPageData } from "../../../contracts/api-model";
import { renderApiBody } from "../../../app/api-reference/ui/render-api-html.server";
import { ApiPageTitle } from "../../../app/api-reference/ui/page-title";
import { apiSlugFromPath } from "../../../contracts/api-paths";
import { apiToc } from "../../../app/api-reference/ui/api-toc";
import { apiPageToMarkdown } from "../../../app/api-reference/.server/api-markdown-twin";
import { convertFixtureFirst, declarationPage, fixturePage } from "./fixture";

convertFixtureFirst();

/** The h1 as the route renders it, then the body as the loader renders it. */
function render(page: ApiPageData): string {
  const title = renderToStaticMarkup(
    <h1>
      <ApiPageTitle kind={page.kind} title={page.title} />
    </h1>,
  );
  return title + renderApiBody(page);
}

/** The markup of one member, from its heading (h3, or h4 in a folded group) to the end of its section. */
function memberSection(html: string, id: string): string {
  const start = html.search(new RegExp(`<h[34] id="${id}"`));
  if (start === -1) throw new Error(`no member ${id}`);
  return html.slice(start, html.indexOf("</section>", start));
}

describe("API page components", () => {
  it("renders the title with a kind badge", async () => {
    const html = render(await declarationPage("widgets.box.Class.Box"));
    expect(html).toMatch(/<h1>.*data-kind="class".*Class.*Box/);
  });

  it("renders members under anchored h3 headings with anchor and copy-link controls", async () => {
    const html = render(await declarationPage("widgets.box.Class.Box"));
    expect(html).toContain('<h3 id="method-setcontent" class="group">');
    expect(html).toContain('<a href="#method-setcontent" class="heading-anchor"');
    expect(html).toMatch(
      /<h3 id="method-setcontent"[^]*?<button type="button" data-copy-link="" aria-label="Copy link to setContent" class="api-copy">/,
    );
    // Overloads get their own anchor.
    const emitter = render(await declarationPage("lib.events.Class.EventEmitter"));
    expect(emitter).toContain('id="method-emit-2"');
  });

  it("folds inherited members by the class that declares them, with a link to it", async () => {
    const html = render(await declarationPage("widgets.listtable.Class.ListTable"));
    const fold = html.slice(html.indexOf('<details id="inherited-from-box"'));
    expect(fold).toMatch(
      /^<details id="inherited-from-box" class="api-fold"><summary>From <code>Box<\/code> \(\d+\)<\/summary>/,
    );
    expect(fold).toMatch(/^[^]*?Documented on <a href="\/docs\/api\/generated\/widgets\.box\.Class\.Box">Box<\/a>/);
    expect(fold.slice(0, fold.indexOf("</details>"))).toContain('<h4 id="method-setcontent"');
  });

  it("marks an overriding member with a link to the member it overrides", async () => {
    const html = render(await declarationPage("widgets.box.Class.Box"));
    expect(html).toMatch(
      /Overrides <a[^>]*href="\/docs\/api\/generated\/widgets\.node\.Class\.Node#method-detach"[^>]*>Node<\/a>/,
    );
  });

  it("renders an inherited member's parameter descriptions, returns and example", async () => {
    const html = memberSection(render(await declarationPage("widgets.listtable.Class.ListTable")), "method-setcontent");
    expect(html).toContain("The new text.");
    expect(html).toContain("Keep the old content.");
    expect(html).toContain("Nothing.");
    expect(html).toMatch(/Example.*box\.setContent\(&quot;hello&quot;, true\);/s);
  });

  it("marks a member declared as an interface's member with a link to it", async () => {
    const html = memberSection(render(await declarationPage("widgets.box.Class.Box")), "method-scrollto");
    expect(html).toMatch(
      /Signature from <a[^>]*href="\/docs\/api\/generated\/lib\.scrolling\.Interface\.ScrollableMethods#method-scrollto"[^>]*>ScrollableMethods<\/a>/,
    );
    expect(html).toContain("<code>scrollTo?</code>");
    expect(html).toContain("Line to show at the top.");
  });

  it("links types and {@link} targets", async () => {
    const html = render(await declarationPage("widgets.box.Class.Box"));
    expect(html).toContain('href="/docs/api/generated/widgets.box.Interface.BoxOptions"');
    const node = render(await declarationPage("widgets.node.Class.Node"));
    expect(node).toContain('href="/docs/api/generated/widgets.box.Class.Box#method-setcontent"');
    expect(node).toContain("<code");
  });

  it("shows deprecation, defaults, examples and the declaration location", async () => {
    const node = render(await declarationPage("widgets.node.Class.Node"));
    expect(node).toContain("Deprecated.");
    const options = render(await declarationPage("widgets.node.Interface.NodeOptions"));
    expect(options).toMatch(/Default.*&quot;node&quot;/s);
    const box = render(await declarationPage("widgets.box.Class.Box"));
    expect(box).toContain('<h2 id="examples"');
    expect(box).toMatch(/Defined in <code[^>]*>fixture\.d\.ts:\d+<\/code>/);
  });

  it("uses the site highlighter's HTML for code blocks", async () => {
    const page = structuredClone(await declarationPage("widgets.box.Class.Box"));
    await highlightPage(page, async (code, lang) => `<pre class="shiki" data-lang="${lang}">${code.length}</pre>`);
    expect(render(page)).toContain('<pre class="shiki" data-lang="ts">');
  });

  it("builds a TOC of own groups (h2) and members (h3), then the folded groups, matching the headings", async () => {
    const page = await declarationPage("widgets.box.Class.Box");
    const toc = apiToc(page);
    expect(toc.filter((e) => e.depth === 2).map((e) => e.text)).toEqual([
      "Examples",
      "Options",
      "Hierarchy",
      "Constructors",
      "Properties",
      "Accessors",
      "Methods",
      "Events",
      "Inherited members",
    ]);
    expect(toc.filter((e) => e.id.startsWith("inherited-from-")).map((e) => e.text)).toEqual([
      "From Node (4)",
      "From EventEmitter (2)",
    ]);
    const html = render(page);
    for (const entry of toc) expect(html, entry.id).toContain(`id="${entry.id}"`);
  });

  it("puts a widget's constructor options in one table, with its parents' options and declared defaults", async () => {
    const page = await declarationPage("widgets.box.Class.Box");
    // The fixture is not a package that can be run: its table keeps the declared defaults.
    expect(page.options?.probed).toBe(false);
    const html = render(page);
    expect(html).toContain('<h2 id="options"');
    expect(html).toMatch(
      /<table class="api-opts"><thead><tr><th>Option<\/th><th>Type<\/th><th>Default<\/th><th>What it does<\/th>/,
    );
    const names = page.options?.options.map((o) => o.name) ?? [];
    expect(names.length).toBeGreaterThan(1);
    for (const name of names) expect(html).toContain(`<td><code>${name}</code></td>`);
  });

  it("says in the row, on the page and in its Markdown, that an option no code reads does nothing, and what a noted one does", async () => {
    const page = await declarationPage("widgets.box.Class.Box");
    const [unread, read, noted] = page.options?.options ?? [];
    if (!page.options || !unread || !read || !noted) throw new Error("the fixture's Box has no three options");
    noted.note = "It does this instead.";
    page.options.probed = true;
    unread.neverRead = true;
    unread.summary = "Promises something.";
    const row = (html: string, name: string) =>
      html.slice(html.indexOf(`<td><code>${name}</code></td>`)).split("</tr>")[0];
    const html = render(page);
    expect(row(html, unread.name)).toContain(
      "<strong>Does nothing:</strong> no code of the library reads it. Doc says: “Promises something.”",
    );
    expect(row(html, read.name)).not.toContain("Does nothing");
    expect(row(html, noted.name)).toContain("<strong>In fact:</strong> It does this instead.");
    expect(html).toContain("One option is declared but read by no code of the library: setting it changes nothing.");
    const markdown = apiPageToMarkdown(page);
    expect(markdown).toContain(`| \`${unread.name}\` |`);
    expect(markdown).toContain("**In fact:** It does this instead.");
    expect(markdown).toMatch(
      /\*\*Does nothing:\*\* no code of the library reads it\. Doc says: “Promises something\.”/,
    );
  });

  it("lists every module on the index page and entries on module pages", async () => {
    const index = render(await fixturePage(""));
    expect(index).toContain('href="/docs/api/generated/widgets.gauge"');
    const module = render(await fixturePage("widgets.gauge"));
    expect(module).toContain('href="/docs/api/generated/widgets.gauge.Interface.GaugeOptions"');
  });

  it("maps URL paths to slugs", () => {
    expect(apiSlugFromPath("/docs/api/generated")).toBe("");
    expect(apiSlugFromPath("/docs/api/generated/")).toBe("");
    expect(apiSlugFromPath("/docs/api/generated/widgets.box.Class.Box")).toBe("widgets.box.Class.Box");
    expect(apiSlugFromPath("/docs/other")).toBeUndefined();
  });
});

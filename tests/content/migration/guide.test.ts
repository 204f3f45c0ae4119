// The migration guide's page against the code that checks it: its checklist
// is the one compare.test.ts applies, the sections it links exist, and its
// widget table says what the two packages really offer under each name.
// Page: content/docs/getting-started/migration-from-blessed.mdx.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readPageSource } from "../../../app/content-pipeline/.server/content/page-source";
import { guideHeadings } from "../../../app/search/.server/collect-guides";
import { siteConfig } from "../../../app/site-config";
import { REPO_ROOT } from "../lib/docs";
import { CHECKLIST, GUIDE_PAGE } from "./checklist";
import { KNOWN_DIFFERENCES } from "./known-differences";
import { specimenNames } from "./programs";
import { ALIAS_NAMES, blessedHas, type WidgetRow, widgetRows } from "./widget-table";

const pageFile = path.join(REPO_ROOT, GUIDE_PAGE);
const page = readFileSync(pageFile, "utf8");
const body = readPageSource(pageFile).body;

/** The text of the `## heading` section, up to the next h2. */
function section(heading: string): string {
  const start = page.indexOf(`\n## ${heading}\n`);
  if (start < 0) throw new Error(`no "## ${heading}" on the page`);
  const end = page.indexOf("\n## ", start + 1);
  return page.slice(start, end < 0 ? undefined : end);
}

/** Heading ids as the compiled page has them (contracts/heading-ids.ts). */
function headingIds(): Set<string> {
  return new Set(guideHeadings(pageFile).map((heading) => heading.id));
}

describe("the page's order", () => {
  const h2s = [...body.matchAll(/^## (.+)$/gm)].map(([, text]) => text);

  it("starts with the checklist: what a reader coming from blessed needs first", () => {
    expect(body.trimStart().startsWith("## Checklist\n")).toBe(true);
  });

  it("keeps how the guide was checked as a short note at the end", () => {
    expect(h2s.at(-1)).toBe("How this guide was checked");
    expect(section("How this guide was checked").split(/\s+/).length).toBeLessThan(150);
  });
});

describe("the checklist on the page", () => {
  const items = [...section("Checklist").matchAll(/^(\d+)\. \*\*(.+?)\*\*([\s\S]*?)(?=^\d+\. |^\S|$(?![\s\S]))/gm)];

  it("is the checklist the comparison test applies, in the same order", () => {
    expect(items.map(([, number, title]) => `${number}. ${title}`)).toEqual(
      CHECKLIST.map((step, i) => `${i + 1}. ${step.title}`),
    );
  });

  it("links each step to the section that explains it, and that section exists", () => {
    const ids = headingIds();
    for (const step of CHECKLIST) {
      const item = items.find(([, , title]) => title === step.title)?.[0] ?? "";
      expect(item, step.title).toContain(`(#${step.section})`);
      expect(ids.has(step.section), step.section).toBe(true);
    }
  });

  it("shows the code each step applies, as the test applies it", () => {
    // Compared with runs of white space made one space: a snippet may sit indented in a sample.
    const flat = (text: string) => text.replace(/\s+/g, " ");
    for (const step of CHECKLIST) {
      for (const snippet of step.snippets) expect(flat(page), step.title).toContain(flat(snippet));
    }
  });

  it("lists every difference the checklist leaves", () => {
    const ids = headingIds();
    for (const known of Object.values(KNOWN_DIFFERENCES)) expect(ids.has(known.section), known.section).toBe(true);
  });
});

describe("the widget table", () => {
  const rows = widgetRows();
  const table = section("Widgets and aliases")
    .split("\n")
    .filter((line) => /^\| `/.test(line))
    .map((line) =>
      line
        .split("|")
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );

  it("covers blessed's 34 widget classes and its alias names", () => {
    expect(rows.filter((row) => row.blessed.length === 2)).toHaveLength(34);
    for (const name of ALIAS_NAMES) expect(blessedHas(name), name).toBe(true);
    expect(table.map(([names]) => names)).toEqual(rows.map((row) => row.blessed.map((n) => `\`${n}\``).join(" / ")));
  });

  it.each(rows.map((row) => ({ name: row.blessed[0], row })))(
    "says what @unblessed/blessed has for $name",
    ({ row }) => {
      const cells = table.find(([names]) => names === row.blessed.map((n) => `\`${n}\``).join(" / ")) ?? [];
      const [, offered, status = "", api] = cells;
      expect(offered).toBe(row.unblessed.length ? row.unblessed.map((n) => `\`${n}\``).join(" / ") : "—");
      expect(status.split(/[ :]/)[0]).toBe(row.status);
      for (const id of row.sections) expect(status).toContain(`(#${id})`);
      expect(api === "—" ? undefined : /\]\(([^)]+)\)/.exec(api ?? "")?.[1]).toBe(row.api);
    },
  );

  it("says which widgets the comparison did not draw", () => {
    // The specimen program draws every widget it can; the others are marked in the table.
    const drawn = new Set(specimenNames());
    const undrawn = rows.filter((row: WidgetRow) => row.status === "same" && !drawn.has(row.blessed[0] ?? ""));
    for (const row of undrawn) {
      const cells = table.find(([names]) => names?.startsWith(`\`${row.blessed[0]}\``)) ?? [];
      expect(cells[2], row.blessed[0]).toBe("same (not drawn)");
    }
  });

  it("gives the counts the table has", () => {
    const classes = rows.filter((row) => row.blessed.length === 2);
    const count = (status: string) => classes.filter((row) => row.status === status).length;
    expect(section("Widgets and aliases")).toContain(
      `of blessed's 34 widget classes, ${count("same")} are the same, ${count("changed")} changed and ${count("missing")} missing`,
    );
  });
});

describe("the announcement bar", () => {
  it("promises what the guide has", () => {
    const content = siteConfig.announcementBar?.content ?? "";
    expect(content).toContain(`href="/docs/getting-started/migration-from-blessed"`);
    expect(content).toContain("all 34 blessed widgets");
    expect(content).toContain(`${CHECKLIST.length}-step checklist`);
    expect(content).not.toMatch(/every widget and option/);
  });
});

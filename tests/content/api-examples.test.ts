// Every example on the API pages works with the pinned packages: each is
// type-checked (a fragment with a prelude that imports what it uses and
// declares the `screen` or `box` it leans on; app/api-reference/.server/generator/example-blocks.ts),
// and each that builds a Screen is run by the guides' sample runner. Where the
// library's example does not work, the page shows ours (content/api-examples.ts):
// ours is what is checked. The pages are the ones `npm run generate` wrote, fixes
// applied; a fix that no longer matches any example fails generate itself
// (assertEveryFixApplied).
import { beforeAll, describe, expect, it } from "vitest";
import type { ApiPageData } from "../../contracts/api-model";
import { checkSample } from "../../app/content-pipeline/.server/samples/check-sample";
import { planSample } from "../../app/content-pipeline/.server/samples/sample-spec";
import {
  CHECKED_EXAMPLE_LANGS,
  collectExamples,
  fragmentModule,
  isFragment,
  type ApiExample,
} from "../../app/api-reference/.server/generator/example-blocks";
import { listApiPages, loadApiPage } from "../../app/content-pipeline/.server/content/generated-api";
import { API_EXAMPLE_FIXES } from "../../content/api-examples";
import type { CodeBlock } from "./lib/blocks";
import { REPO_ROOT } from "./lib/docs";
import { typecheckBlocks } from "./lib/typecheck";

let pages: ApiPageData[] = [];
let examples: ApiExample[] = [];

beforeAll(async () => {
  pages = await Promise.all(listApiPages().map((page) => loadApiPage(page.slug)));
  examples = collectExamples(pages);
});

const exportedNames = () => pages.filter((p) => p.kind !== "index" && p.kind !== "module").map((p) => p.title);
const classOf = (example: ApiExample) => /\.Class\.(\w+)$/.exec(example.pages[0] ?? "")?.[1];

/** The example as a module tsc can check, and where its own line 1 sits. */
function asBlock(example: ApiExample, i: number, names: string[]): CodeBlock {
  const module = isFragment(example.code)
    ? fragmentModule(example.code, names, classOf(example))
    : { source: example.code, preludeLines: 0 };
  return {
    file: `${example.pages[0]} (example ${i + 1})`,
    line: -module.preludeLines,
    lang: "ts",
    meta: "",
    code: module.source,
  };
}

describe("API examples", () => {
  it("finds the examples of the doc comments", () => {
    expect(examples.length).toBeGreaterThan(100);
    expect(examples.every((e) => CHECKED_EXAMPLE_LANGS.has(e.lang))).toBe(true);
  });

  it("shows each of our fixes in place of the library's example", () => {
    const shown = new Set(examples.map((example) => example.code));
    expect(Object.values(API_EXAMPLE_FIXES).filter((fix) => !shown.has(fix.code))).toEqual([]);
  });

  it("compiles every example, fragments with their prelude", () => {
    const names = exportedNames();
    const blocks = examples.map((example, i) => asBlock(example, i, names));
    // The library types many callbacks' parameters as `any` or `Function`
    // (`readInput((err, value) => …)`), which only noImplicitAny rejects: the
    // examples are held to every other strict check.
    const errors = typecheckBlocks(blocks, REPO_ROOT, { noImplicitAny: false });
    expect(errors.map((e) => e.message)).toEqual([]);
  }, 120_000);

  it("runs every example that builds a Screen", async () => {
    const programs = examples.filter((e) => planSample(e.lang, e.code, "").kind === "run");
    expect(programs.length).toBeGreaterThanOrEqual(4);
    const outcomes = await Promise.all(programs.map((e) => checkSample(e.lang, e.code, "")));
    const failed = outcomes.flatMap((outcome, i) =>
      outcome.kind === "failed" ? [`${programs[i]?.pages[0]}: ${outcome.reason}`] : [],
    );
    expect(failed).toEqual([]);
    expect(outcomes.every((o) => o.kind === "ran")).toBe(true);
  }, 180_000);
});

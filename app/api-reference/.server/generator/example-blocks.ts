/**
 * The examples of the API reference (from the library's doc comments) as code
 * to check: every one is type-checked against the pinned packages, and the
 * ones that build a Screen are run by the guides' sample runner, whose
 * capture the page shows. A fragment (no imports, a `screen` or `box` it never
 * declares) is checked with a prelude that imports the names it uses from
 * @unblessed/node and declares the usual free variables with their types.
 * tests/content/api-examples.test.ts runs all of it; the generator uses the
 * same plan to put our working version (content/api-examples.ts) in place of
 * an example that does not work, and to attach captures.
 */
import type { ApiPageData, Block, DocComment } from "../../../../contracts/api-model";

export interface ApiExample {
  /** The example's code as the library's doc comment has it. */
  code: string;
  lang: string;
  /** Pages (slugs) that show it; inherited members repeat an example on many pages. */
  pages: string[];
}

/** Every distinct example code block on the given pages, in page order. */
export function collectExamples(pages: readonly ApiPageData[]): ApiExample[] {
  const byCode = new Map<string, ApiExample>();
  for (const page of pages) {
    forEachExampleBlock(page, (block) => {
      const found = byCode.get(block.code);
      if (found) {
        if (!found.pages.includes(page.slug)) found.pages.push(page.slug);
      } else byCode.set(block.code, { code: block.code, lang: block.lang, pages: [page.slug] });
    });
  }
  return [...byCode.values()];
}

type CodeBlock = Extract<Block, { t: "code" }>;

/** Calls `visit` for every code block inside an `@example` of the page (members and signatures included). */
export function forEachExampleBlock(page: unknown, visit: (block: CodeBlock, doc: DocComment) => void): void {
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) walk(item);
      return;
    }
    if (!value || typeof value !== "object") return;
    const record = value as Record<string, unknown>;
    const examples = record["examples"];
    if (Array.isArray(examples) && "summary" in record) {
      for (const example of examples as DocComment["examples"] & object) {
        for (const block of example.body) if (block.t === "code") visit(block, record as unknown as DocComment);
      }
    }
    for (const key of Object.keys(record)) if (key !== "examples") walk(record[key]);
  };
  walk(page);
}

export const CHECKED_EXAMPLE_LANGS: ReadonlySet<string> = new Set(["ts", "typescript", "js", "javascript", "tsx"]);

/** A program imports what it uses; a fragment leans on names it never declares. */
export function isFragment(code: string): boolean {
  return !/^\s*import\s/m.test(code);
}

/**
 * The free variables the library's examples use without declaring them, with
 * the type a reader would have: `screen` is a Screen, `box` a Box.
 */
export const FRAGMENT_VARIABLES: Readonly<Record<string, string>> = {
  screen: "Screen",
  box: "Box",
  element: "Element",
  el: "Element",
  widget: "Element",
  list: "List",
  listbar: "Listbar",
  table: "ListTable",
  form: "Form",
  textarea: "Textarea",
  textbox: "Textbox",
  input: "Textbox",
  log: "Log",
  program: "Program",
  node: "Node",
  canvas: "BrailleCanvas",
  progressbar: "ProgressBar",
  progress: "ProgressBar",
  checkbox: "Checkbox",
  button: "Button",
  dialog: "Dialog",
  prompt: "Prompt",
  question: "Question",
  message: "Message",
  loading: "Loading",
  layout: "Layout",
  parent: "Element",
  runtime: "Runtime",
  itemElement: "Element",
  fileManager: "FileManager",
  listTable: "ListTable",
  progressBar: "ProgressBar",
};

/**
 * On a class page, the class's own name in camelCase and its last word
 * (`charCanvas`, `canvas` on CharCanvas) stand for an instance of it.
 */
export function pageVariables(className: string | undefined): Record<string, string> {
  if (!className) return {};
  const camel = className.charAt(0).toLowerCase() + className.slice(1);
  const lastWord = /[A-Z][a-z]+$/.exec(className)?.[0]?.toLowerCase();
  return { [camel]: className, ...(lastWord && lastWord !== camel ? { [lastWord]: className } : {}) };
}

/**
 * The fragment as a module: imports of the exported names it uses and does
 * not declare, then declarations of its free variables. Returns the prelude's
 * line count, so an error can be reported at the fragment's own line.
 */
export function fragmentModule(
  code: string,
  exportedNames: readonly string[],
  className?: string,
): { source: string; preludeLines: number } {
  const declared = new Set(
    [...code.matchAll(/\b(?:const|let|var|function|class|interface|type)\s+([A-Za-z_$][\w$]*)/g)].map(
      (m) => m[1] ?? "",
    ),
  );
  const used = new Set([...code.matchAll(/[A-Za-z_$][\w$]*/g)].map((m) => m[0]));
  const exported = new Set(exportedNames);
  const variables = { ...FRAGMENT_VARIABLES, ...pageVariables(className) };
  const free = Object.entries(variables).filter(([name]) => used.has(name) && !declared.has(name));
  const imports = new Set(exportedNames.filter((name) => used.has(name) && !declared.has(name)));
  for (const [, type] of free) if (exported.has(type)) imports.add(type);
  const prelude = [
    imports.size > 0 ? `import { ${[...imports].sort().join(", ")} } from "@unblessed/node";` : "",
    ...free.map(([name, type]) => `declare const ${name}: ${exported.has(type) ? type : "any"};`),
  ].filter(Boolean);
  return { source: `${prelude.join("\n")}\n${code}`, preludeLines: prelude.length };
}

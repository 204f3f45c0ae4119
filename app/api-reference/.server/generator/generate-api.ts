/**
 * The API reference generator: TypeDoc JSON → normalised pages on disk, for
 * one docs version at a time (app/content-pipeline/.server/content/api-versions.ts describes where
 * each version's package is and where its model goes).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { isDeclarationPage, type ApiPageData } from "../../../../contracts/api-model";
import {
  apiVersionSource,
  entryPointOf,
  type ApiVersionSource,
} from "../../../content-pipeline/.server/content/api-versions";
import { CURRENT_VERSION } from "../../../../contracts/docs-versions";
import { assignModules } from "./modules";
import { BuildContext } from "./context";
import { buildAllPages } from "./api-pages";
import { indexProject } from "./reflections";
import { convertToJson } from "./typedoc-json";
import { highlightCode } from "../../../content-pipeline/.server/mdx/highlight-snippet";
import { highlightPage } from "./highlight-examples";
import { describeExampleNames, type ExampleNames } from "./example-names";
import { writeModel } from "./write";
import { applyProbedDefaults, shareOptionsTables } from "./options";
import { applyExampleFixes, assertEveryFixApplied, attachExampleCaptures } from "./example-fixes";
import { applyDocCorrections } from "./doc-corrections";
import { publishedSourceUrl } from "../../../../contracts/source-links";

const CURRENT_SOURCE = apiVersionSource(CURRENT_VERSION);
/** The declarations the current reference documents. */
export const DEFAULT_ENTRY = entryPointOf(CURRENT_SOURCE);
/** Where the loaders read the current model from (API_MODEL_DIR; see app/content-pipeline/.server/content/generated-api.ts). */
export const DEFAULT_OUT_DIR = CURRENT_SOURCE.modelDir;

export interface GenerateOptions {
  /** The version to document; the current one by default. */
  source?: ApiVersionSource;
  /** Overrides the source's declaration file (tests use fixtures). */
  entryPoint?: string;
  /** Overrides the source's model folder. */
  outDir?: string;
  logLevel?: "Verbose" | "Info" | "Warn" | "Error" | "None";
}

export interface GenerateResult {
  pages: number;
  bytes: number;
  typedocMs: number;
  totalMs: number;
  /** The examples whose names were read (the current version only), and how many the compiler described. */
  exampleNames?: { examples: number; computed: number; ms: number };
}

/** Convert and normalise, without writing: used by tests. */
export async function buildApiPages(
  options: GenerateOptions = {},
): Promise<{ pages: ApiPageData[]; typedocMs: number }> {
  const source = options.source ?? CURRENT_SOURCE;
  const started = performance.now();
  const json = await convertToJson({
    entryPoint: options.entryPoint ?? entryPointOf(source),
    logLevel: options.logLevel,
  });
  const typedocMs = performance.now() - started;
  const index = indexProject(json);
  const entryPoint = options.entryPoint ?? entryPointOf(source);
  const ctx = new BuildContext(index, assignModules(index), source.version, publishedSourceLinker(source, entryPoint));
  const pages = buildAllPages(ctx);
  // Defaults are read from the package that can be loaded: the current one. Another
  // version's table keeps its declared defaults only, and says so.
  if (source.version.name === CURRENT_VERSION.name && !options.entryPoint)
    await applyProbedDefaults(pages.filter(isDeclarationPage));
  shareOptionsTables(pages.filter(isDeclarationPage));
  return { pages, typedocMs };
}

export async function generateApi(options: GenerateOptions = {}): Promise<GenerateResult> {
  const started = performance.now();
  const { pages, typedocMs } = await buildApiPages(options);
  // Examples that do not work as shown get ours; those that build a Screen are run (cached); the
  // names in them get the compiler's types. All against the pinned packages, so for the current version only.
  let names: ExampleNames | undefined;
  let namesMs = 0;
  if ((options.source ?? CURRENT_SOURCE).version.name === CURRENT_VERSION.name && !options.entryPoint) {
    assertEveryFixApplied(applyExampleFixes(pages));
    applyDocCorrections(pages);
    const failures = await attachExampleCaptures(pages);
    for (const failure of failures) console.warn(`API example did not run: ${failure}`);
    const namesStarted = performance.now();
    names = describeExampleNames(pages);
    namesMs = performance.now() - namesStarted;
  }
  // What is on disk is what the page renders: examples are highlighted, names marked, before writing.
  await Promise.all(pages.map((page) => highlightPage(page, highlightCode, names?.byPage.get(page.slug))));
  const outDir = options.outDir ?? (options.source ?? CURRENT_SOURCE).modelDir;
  const sampleNames = new Map([...(names?.byPage ?? [])].map(([slug, pageNames]) => [slug, pageNames.entries]));
  const { bytes } = await writeModel(path.resolve(outDir), pages, sampleNames);
  return {
    pages: pages.length,
    bytes,
    typedocMs,
    totalMs: performance.now() - started,
    ...(names ? { exampleNames: { examples: names.examples, computed: names.computed, ms: namesMs } } : {}),
  };
}

/**
 * Source links point into the published package the declarations were read
 * from; a declaration file outside it (a test fixture) gets no link.
 */
function publishedSourceLinker(
  source: ApiVersionSource,
  entryPoint: string,
): ((file: string, line: number) => string | undefined) | undefined {
  const packageDir = path.resolve(source.packageDir);
  const entryDir = path.dirname(path.resolve(entryPoint));
  if (path.relative(packageDir, entryDir).startsWith("..")) return undefined;
  const pkg = JSON.parse(readFileSync(path.join(packageDir, "package.json"), "utf8")) as {
    name: string;
    version: string;
  };
  return (file, line) => {
    // TypeDoc names the file relative to where it ran; the bundled declarations sit beside the entry point.
    const inPackage = path
      .relative(packageDir, path.join(entryDir, path.basename(file)))
      .split(path.sep)
      .join("/");
    return publishedSourceUrl(pkg, inPackage, line);
  };
}

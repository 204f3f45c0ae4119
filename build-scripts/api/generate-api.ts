/**
 * The API reference generator: TypeDoc JSON → normalised pages on disk.
 */
import path from "node:path";
import type { ApiPageData } from "../../app/contracts/api-model.js";
import { assignModules } from "./modules.js";
import { BuildContext } from "./context.js";
import { buildAllPages } from "./pages.js";
import { indexProject } from "./reflections.js";
import { convertToJson } from "./typedoc-json.js";
import { highlightCode } from "../../app/.server/mdx/highlight.js";
import { API_MODEL_DIR } from "../../app/contracts/api-paths.js";
import { highlightPage } from "./highlight.js";
import { writeModel } from "./write.js";

/** The declarations the reference documents. */
export const DEFAULT_ENTRY = "node_modules/@unblessed/core/dist/index.d.ts";
/** Where the loaders read the model from (see app/.server/api/pages.ts). */
export const DEFAULT_OUT_DIR = API_MODEL_DIR;

export interface GenerateOptions {
  entryPoint?: string;
  outDir?: string;
  logLevel?: "Verbose" | "Info" | "Warn" | "Error" | "None";
}

export interface GenerateResult {
  pages: number;
  bytes: number;
  typedocMs: number;
  totalMs: number;
}

/** Convert and normalise, without writing: used by tests. */
export async function buildApiPages(
  options: GenerateOptions = {},
): Promise<{ pages: ApiPageData[]; typedocMs: number }> {
  const started = performance.now();
  const json = await convertToJson({ entryPoint: options.entryPoint ?? DEFAULT_ENTRY, logLevel: options.logLevel });
  const typedocMs = performance.now() - started;
  const index = indexProject(json);
  const ctx = new BuildContext(index, assignModules(index));
  return { pages: buildAllPages(ctx), typedocMs };
}

export async function generateApi(options: GenerateOptions = {}): Promise<GenerateResult> {
  const started = performance.now();
  const { pages, typedocMs } = await buildApiPages(options);
  await Promise.all(pages.map((page) => highlightPage(page, highlightCode)));
  const { bytes } = await writeModel(path.resolve(options.outDir ?? DEFAULT_OUT_DIR), pages);
  return { pages: pages.length, bytes, typedocMs, totalMs: performance.now() - started };
}

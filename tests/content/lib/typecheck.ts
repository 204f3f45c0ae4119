// Type-checks many code blocks with a single `tsc` run: one file per block in
// a throw-away project under .cache/ (inside the repo, so that imports of
// @unblessed/* resolve through the repo's node_modules exactly as a reader's
// project would). One run over all files is much faster than one per block.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { SAMPLE_COMPILER_OPTIONS } from "../../../app/content-pipeline/.server/sample-types/compiler-options";
import type { CodeBlock } from "./blocks";

export interface BlockError {
  block: CodeBlock;
  /** Line in the MDX file, so the report points at what an author edits. */
  mdxLine: number;
  message: string;
}

const require = createRequire(import.meta.url);

const EXT: Record<string, string> = { ts: ".ts", tsx: ".tsx", js: ".js" };

export function typecheckBlocks(
  blocks: readonly CodeBlock[],
  repoRoot: string,
  /** Compiler options over the reader's strict defaults (the API examples relax one; see its test). */
  overrides: Record<string, unknown> = {},
): BlockError[] {
  const cacheDir = path.join(repoRoot, ".cache");
  mkdirSync(cacheDir, { recursive: true });
  const dir = mkdtempSync(path.join(cacheDir, "code-blocks-"));
  try {
    const names = blocks.map((block, i) => {
      const name = `block-${String(i).padStart(4, "0")}${EXT[block.lang] ?? ".ts"}`;
      // `export {}` makes every block its own module, so two pages may both
      // declare `const screen` without clashing.
      writeFileSync(path.join(dir, name), `${block.code}\nexport {};\n`);
      return name;
    });
    const tsconfig = {
      // The reader's strict defaults, the same the types shown in the samples are read with.
      compilerOptions: { ...SAMPLE_COMPILER_OPTIONS, ...overrides },
      files: names,
    };
    writeFileSync(path.join(dir, "tsconfig.json"), JSON.stringify(tsconfig, null, 2));
    const tsc = require.resolve("typescript/lib/tsc.js");
    const run = spawnSync(process.execPath, [tsc, "-p", dir, "--pretty", "false"], {
      encoding: "utf8",
      cwd: dir,
    });
    const byName = new Map(names.map((name, i) => [name, blocks[i]] as const));
    const errors: BlockError[] = [];
    // tsc --pretty false prints `file(line,col): error TSxxxx: message`.
    for (const match of run.stdout.matchAll(/^(block-\d{4}\.[jt]sx?)\((\d+),(\d+)\): (error .*)$/gm)) {
      const [, name = "", line = "0", col = "0", message = ""] = match;
      const block = byName.get(name);
      if (!block) continue;
      const mdxLine = block.line + Number(line);
      errors.push({ block, mdxLine, message: `${block.file}:${mdxLine}:${col} ${message}` });
    }
    if (run.status !== 0 && errors.length === 0) {
      // tsc failed for a reason we could not map (bad config, crash): surface it.
      throw new Error(`tsc failed without block diagnostics:\n${run.stdout}\n${run.stderr}`);
    }
    return errors;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

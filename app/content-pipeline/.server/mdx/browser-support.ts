import { IMPORTABLE } from "../../../../contracts/playground";
import { type CodeMeta, metaValues } from "./code-meta";

/** Fence attribute that states why a screen sample cannot run in a browser tab (content/README.md). */
export const NO_BROWSER_ATTRIBUTE = "norun";

/** Where a screen sample can run: in the page (▶ Run, Open in playground), or not, and why. */
export type BrowserSupport = { runs: true } | { runs: false; reason: string } | { invalid: string };

// What a browser tab lacks, found in the source. The first match gives the reason.
const NEEDS: Array<[RegExp, string]> = [
  [/\bprocess\.argv\b/, "it reads its command-line arguments (process.argv)"],
  [/\bnew\s+Terminal\s*\(/, "Terminal runs a shell in a child process"],
  [/\bnew\s+OverlayImage\s*\(/, "OverlayImage draws through w3m's image program"],
  [
    /\bnew\s+(?:ANSIImage|Image)\s*\(/,
    "the page's runtime has no image decoder (runtime.images), which PNG and GIF pictures need",
  ],
  [/\bnew\s+Video\s*\(/, "Video plays through an external player program"],
  [/\.(?:spawn|exec|execSync|readEditor)\s*\(/, "it starts another program"],
];

const MODULE_REASONS: Record<string, string> = {
  "node:child_process": "it starts a child process (node:child_process)",
  "node:fs": "it reads or writes files (node:fs)",
  "@xterm/headless": "it drives a headless terminal (@xterm/headless), a Node test setup",
};

/** Every module a sample loads: `import … from "x"`, `import "x"`, `require("x")`. */
export function importedModules(code: string): string[] {
  const names = new Set<string>();
  for (const match of code.matchAll(
    /\bfrom\s+["']([^"']+)["']|\bimport\s+["']([^"']+)["']|\brequire\(\s*["']([^"']+)["']\s*\)/g,
  )) {
    const name = match[1] ?? match[2] ?? match[3];
    if (name) names.add(name);
  }
  return [...names];
}

function derivedReason(code: string): string | undefined {
  const foreign = importedModules(code).filter((name) => !(IMPORTABLE as readonly string[]).includes(name));
  const [first] = foreign;
  if (first !== undefined) {
    return MODULE_REASONS[first] ?? `it imports ${first}; programs in the page can import ${IMPORTABLE.join(" and ")}`;
  }
  return NEEDS.find(([pattern]) => pattern.test(code))?.[1];
}

/**
 * Decides, for a sample the build ran (it creates a Screen), whether the page
 * offers ▶ Run. Runnable unless the source shows what a tab lacks (a module
 * other than core and node, process.argv, a child process, files); where the
 * source cannot show it, the fence says `norun="why"`. A `norun` on a sample
 * whose reason is already derived, or an empty one, is a mistake the build
 * reports, as is `live` (listed in the playground) on a sample that cannot run.
 */
export function browserSupport(code: string, meta: CodeMeta, liveFlag: string): BrowserSupport {
  const stated = metaValues(meta, NO_BROWSER_ATTRIBUTE);
  const derived = derivedReason(code);
  if (stated.length > 1) return { invalid: `${NO_BROWSER_ATTRIBUTE} is given ${stated.length} times; give it once` };
  const [given] = stated;
  if (given !== undefined) {
    if (!given.trim()) return { invalid: `${NO_BROWSER_ATTRIBUTE} needs a reason: ${NO_BROWSER_ATTRIBUTE}="why"` };
    if (derived) {
      return { invalid: `${NO_BROWSER_ATTRIBUTE} is not needed: the build finds the reason itself (${derived})` };
    }
  }
  const reason = given?.trim() ?? derived;
  if (reason === undefined) return { runs: true };
  if (meta.flags.has(liveFlag))
    return { invalid: `\`${liveFlag}\` on a sample that cannot run in a browser tab: ${reason}` };
  return { runs: false, reason };
}

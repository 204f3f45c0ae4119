/**
 * Which folder may import which (README, "How it is built"): the contracts
 * are the centre and import nothing of the three pipelines; the server side
 * (loaders, generator, indexer) never imports the UI; the UI never imports a
 * route module or server code. Type-only imports count: a type from the wrong
 * side is still a dependency on it.
 */
import fs from "node:fs";
import path from "node:path";

export interface Boundary {
  /** Files this rule applies to (repo-relative prefix). */
  from: readonly string[];
  /** Folders they must not import from. */
  forbidden: readonly string[];
  why: string;
}

export const BOUNDARIES: readonly Boundary[] = [
  {
    from: ["app/contracts/"],
    forbidden: ["app/.server/", "app/components/", "app/routes/", "build-scripts/"],
    why: "the contracts are shared by every pipeline and depend on none",
  },
  {
    from: ["app/.server/", "build-scripts/"],
    forbidden: ["app/components/", "app/routes/"],
    why: "the generator, loaders and indexer share data with the UI through app/contracts",
  },
  {
    from: ["app/components/", "app/lib/"],
    forbidden: ["app/routes/", "app/.server/"],
    why: "UI code gets loader data and model types from app/contracts, not from routes or server code",
  },
];

export interface SourceFile {
  /** Repo-relative, with forward slashes. */
  path: string;
  text: string;
}

export interface Violation {
  file: string;
  specifier: string;
  why: string;
}

const IMPORT =
  /(?:^|[;\s])(?:import|export)\s+(?:type\s+)?(?:[^'"`;]*?\s+from\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

/** The repo-relative path an import points at, without extension; undefined for packages. */
export function resolveImport(file: string, specifier: string): string | undefined {
  let target: string;
  if (specifier.startsWith("~/")) target = `app/${specifier.slice(2)}`;
  else if (specifier.startsWith("."))
    target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
  else return undefined;
  return target.replace(/\.(js|ts|tsx)$/, "");
}

export function findViolations(files: readonly SourceFile[], boundaries = BOUNDARIES): Violation[] {
  const violations: Violation[] = [];
  for (const file of files) {
    const rules = boundaries.filter((rule) => rule.from.some((prefix) => file.path.startsWith(prefix)));
    if (rules.length === 0) continue;
    for (const match of file.text.matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2] ?? "";
      const target = resolveImport(file.path, specifier);
      if (!target) continue;
      for (const rule of rules) {
        if (rule.forbidden.some((prefix) => `${target}/`.startsWith(prefix)))
          violations.push({ file: file.path, specifier, why: rule.why });
      }
    }
  }
  return violations;
}

/** Every TypeScript source under the folders the rules name. */
export function readSources(root: string): SourceFile[] {
  const files: SourceFile[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(relative);
      else if (/\.tsx?$/.test(entry.name))
        files.push({ path: relative, text: fs.readFileSync(path.join(root, relative), "utf8") });
    }
  };
  for (const dir of ["app", "build-scripts"]) walk(dir);
  return files;
}

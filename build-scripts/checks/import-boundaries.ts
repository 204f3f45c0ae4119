/**
 * Which code may import which (docs/architecture.md, "Layers"). Dependencies
 * point one way: contracts at the bottom; build scripts and server code
 * (loaders, generators, indexers) above them; the browser's code on top. The
 * content imports contracts only. Type-only imports count: a type from the
 * wrong side is still a dependency on it.
 */
import fs from "node:fs";
import path from "node:path";

export interface Boundary {
  /** Whether the rule applies to a file (repo-relative path). */
  from: (file: string) => boolean;
  /** Whether a target (repo-relative source file, with its extension) is out of bounds for it. */
  forbidden: (target: string) => boolean;
  why: string;
}

/** Server-only code: a `.server` folder, a `*.server.ts(x)` file, or a build script. */
export const isServerOnly = (file: string) =>
  file.includes("/.server/") || /\.server(\.tsx?)?$/.test(file) || file.startsWith("build-scripts/");

/** A React component or hook: what only the browser and the static renders (`*.server.tsx`) use. */
const isUi = (file: string) => file.startsWith("app/") && !isServerOnly(file) && /(\.tsx|\/use-[\w-]+\.ts)$/.test(file);

const isRoute = (file: string) => file.startsWith("app/routes/");

export const BOUNDARIES: readonly Boundary[] = [
  {
    // Not even app/site-config.ts: the configuration schema reads the contracts, so a contract that
    // read the configuration made a circle.
    from: (file) => file.startsWith("contracts/"),
    forbidden: (target) => !target.startsWith("contracts/"),
    why: "the contracts are shared by every layer and import nothing of the project outside contracts/",
  },
  {
    from: (file) => file.startsWith("content/"),
    forbidden: (target) => !target.startsWith("content/") && !target.startsWith("contracts/"),
    why: "the content imports the contracts it fills in, never the site's code",
  },
  {
    from: (file) => file.includes("/.server/") || file.endsWith(".server.ts") || file.startsWith("build-scripts/"),
    forbidden: (target) => isUi(target) || isRoute(target),
    why: "generators, loaders and indexers share data with the UI through contracts/ (a static render is a *.server.tsx file)",
  },
  {
    from: (file) => file.startsWith("app/") && !isServerOnly(file) && !isRoute(file) && !/^app\/[\w.-]+$/.test(file),
    forbidden: (target) => isServerOnly(target) || isRoute(target),
    why: "browser code gets loader data and model types from contracts/, not from routes or server code",
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
  const known = new Set(files.map((file) => file.path));
  const violations: Violation[] = [];
  for (const file of files) {
    const rules = boundaries.filter((rule) => rule.from(file.path));
    if (rules.length === 0) continue;
    for (const match of file.text.matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2] ?? "";
      const target = resolveFile(file.path, specifier, known) ?? resolveImport(file.path, specifier);
      if (!target) continue;
      for (const rule of rules) {
        if (rule.forbidden(target)) violations.push({ file: file.path, specifier, why: rule.why });
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
  for (const dir of ["app", "build-scripts", "contracts", "content"]) walk(dir);
  return files;
}

/** The source file an import resolves to, among `known` paths; undefined for packages and assets. */
function resolveFile(file: string, specifier: string, known: ReadonlySet<string>): string | undefined {
  const target = resolveImport(file, specifier);
  if (target === undefined) return undefined;
  return [".ts", ".tsx", "/index.ts", "/index.tsx"].map((ending) => target + ending).find((path) => known.has(path));
}

/**
 * Import circles among `files` (type-only imports count, as above), each as
 * the files on it in import order, starting from its first file by name.
 * Strongly connected components (Tarjan), so a tangle of several circles is
 * reported once.
 */
export function findCircles(files: readonly SourceFile[]): string[][] {
  const known = new Set(files.map((file) => file.path));
  const edges = new Map<string, string[]>();
  for (const file of files) {
    const targets = [...file.text.matchAll(IMPORT)]
      .map((match) => resolveFile(file.path, match[1] ?? match[2] ?? "", known))
      .filter((target): target is string => target !== undefined);
    edges.set(file.path, [...new Set(targets)].sort());
  }
  /** Tarjan's numbers per file: when it was reached, and the earliest file it leads back to. */
  const seen = new Map<string, { index: number; low: number }>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (node: string) => {
    const own = { index: seen.size, low: seen.size };
    seen.set(node, own);
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      const reached = seen.get(next);
      if (reached === undefined) {
        visit(next);
        own.low = Math.min(own.low, seen.get(next)?.low ?? own.low);
      } else if (onStack.has(next)) own.low = Math.min(own.low, reached.index);
    }
    if (own.low !== own.index) return;
    const component: string[] = [];
    for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
      onStack.delete(member);
      component.push(member);
      if (member === node) break;
    }
    const selfImport = edges.get(node)?.includes(node) ?? false;
    if (component.length > 1 || selfImport) circles.push(component.sort());
  };
  for (const file of [...known].sort()) if (!seen.has(file)) visit(file);
  return circles;
}

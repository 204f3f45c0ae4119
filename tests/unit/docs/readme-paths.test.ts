import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The README and docs/ name files, folders and commands for a newcomer to
 * follow. A path that moved, or a script that was renamed, sends them nowhere:
 * every repository path these documents name in code (backticks or a fenced
 * block) or in a link must exist, every npm command must be a script, and the
 * documents stay short enough to read.
 */
const ROOT = path.resolve(import.meta.dirname, "../../..");
const README = "README.md";
const DOCS = fs
  .readdirSync(path.join(ROOT, "docs"))
  .filter((name) => name.endsWith(".md"))
  .map((name) => `docs/${name}`);
const README_MAX_LINES = 150;
const DOC_MAX_LINES = 300;

/** A path in code is a repository path when it starts with one of these folders... */
const REPO_ROOTS = new Set([
  "app",
  "contracts",
  "content",
  "build-scripts",
  "hosting",
  "tests",
  "docs",
  "public",
  ".ci",
]);
/** ...or is one of these files at the root. */
const ROOT_FILE = /^(README\.md|package(-lock)?\.json|tsconfig\.json|[\w-]+\.config\.[cm]?[jt]s)$/;
/** Where a path stops being literal: `content/docs/<section>/<name>.mdx`, `app/search/ui/…`. */
const PLACEHOLDER = /[<…*{$[]/;
/** npm's own commands, which need no script. */
const NPM_BUILT_INS = new Set([
  "ci",
  "install",
  "i",
  "test",
  "start",
  "run",
  "exec",
  "init",
  "ls",
  "outdated",
  "update",
]);

interface Named {
  /** As written in the document. */
  text: string;
  /** The repository path it must exist at; a trailing `/` asks for a folder. */
  target: string;
}

/** Inline code spans and fenced blocks: where a document names a path or a command. */
function codeOf(markdown: string): string[] {
  const fences = [...markdown.matchAll(/^```[^\n]*\n([\s\S]*?)^```/gm)].map((match) => match[1] ?? "");
  const outside = markdown.replace(/^```[^\n]*\n[\s\S]*?^```/gm, "");
  const spans = [...outside.matchAll(/`([^`\n]+)`/g)].map((match) => match[1] ?? "");
  return [...fences, ...spans];
}

/** The repository path a token of code names, if it names one. */
function repoPathOf(token: string): string | undefined {
  let candidate = token.replace(/^\.\//, "").replace(/[.,:;]+$/, "");
  candidate = candidate.replace(/#.*$/, "").replace(/:\d+(:\d+)?$/, "");
  const first = candidate.split("/")[0] ?? "";
  const isRepoPath = candidate.includes("/") ? REPO_ROOTS.has(first) : ROOT_FILE.test(candidate);
  if (!isRepoPath) return undefined;
  const cut = candidate.search(PLACEHOLDER);
  // Only what comes before a placeholder is literal: its folder must exist.
  return cut === -1 ? candidate : candidate.slice(0, candidate.lastIndexOf("/", cut) + 1);
}

/** Every repository path `markdown` (the file at `file`) names in code or in a link. */
function namedPaths(file: string, markdown: string): Named[] {
  const named: Named[] = [];
  for (const code of codeOf(markdown)) {
    for (const token of code.split(/[\s()",'=|]+/)) {
      const target = repoPathOf(token);
      if (target) named.push({ text: token, target });
    }
  }
  for (const match of markdown.matchAll(/\]\(([^)\s]+)\)/g)) {
    const href = match[1] ?? "";
    if (/^([a-z]+:|#|\/)/i.test(href)) continue; // a URL, an anchor of this page, a page of the site
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), href.replace(/#.*$/, "")));
    named.push({ text: href, target });
  }
  return named;
}

/** Paths named in `markdown` that do not exist under `root`. */
function missingPaths(file: string, markdown: string, root = ROOT): string[] {
  return namedPaths(file, markdown)
    .filter(({ target }) => {
      const full = path.join(root, target);
      if (!fs.existsSync(full)) return true;
      return target.endsWith("/") && !fs.statSync(full).isDirectory();
    })
    .map(({ text, target }) => (text === target ? text : `${text} (${target})`));
}

/** npm commands named in code that are neither a script of `scripts` nor one of npm's own. */
function unknownNpmCommands(markdown: string, scripts: Record<string, string>): string[] {
  const unknown: string[] = [];
  for (const code of codeOf(markdown)) {
    for (const match of code.matchAll(/(?:^|[\s;&|(])npm\s+(?:--?[\w-]+\s+)*(run(?:-script)?\s+)?([\w:.-]+)/g)) {
      const [, run, name = ""] = match;
      const known = run ? name in scripts : name in scripts || NPM_BUILT_INS.has(name);
      if (!known) unknown.push(`npm ${run ?? ""}${name}`);
    }
  }
  return unknown;
}

const read = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");
const lineCount = (text: string) => text.replace(/\n$/, "").split("\n").length;
const scripts = (JSON.parse(read("package.json")) as { scripts: Record<string, string> }).scripts;

describe("README.md and docs/", () => {
  it("exist: the README and the documents it links to", () => {
    expect(DOCS).toEqual(expect.arrayContaining(["docs/architecture.md", "docs/testing.md", "docs/behaviour.md"]));
  });

  for (const file of [README, ...DOCS]) {
    it(`${file} names only paths that exist`, () => {
      const text = read(file);
      expect(namedPaths(file, text).length, "it names some paths").toBeGreaterThan(0);
      expect(missingPaths(file, text)).toEqual([]);
    });

    it(`${file} names only npm commands that exist`, () => {
      expect(unknownNpmCommands(read(file), scripts)).toEqual([]);
    });
  }

  it(`README.md is at most ${README_MAX_LINES} lines`, () => {
    expect(lineCount(read(README))).toBeLessThanOrEqual(README_MAX_LINES);
  });

  for (const file of DOCS) {
    it(`${file} is at most ${DOC_MAX_LINES} lines`, () => {
      expect(lineCount(read(file))).toBeLessThanOrEqual(DOC_MAX_LINES);
    });
  }
});

describe("the checks above, on planted mistakes", () => {
  const planted = [
    "Search is in `app/lib/search/engine.ts` and `app/search/ui/…`; see [search](docs/no-such.md).",
    "Paths with placeholders: `content/docs/<section>/<name>.mdx`, `no-such-root/x.ts`, `gallery.test.ts`.",
    "```bash",
    "npm ci && npm run dev && npm run no-such-script",
    "npm frobnicate   # not npm's own either",
    "npx vitest run tests/unit/no-such.test.ts",
    "```",
    "A folder that is a file: `hosting/nginx.conf/`. A site URL: [intro](/docs/getting-started/introduction).",
  ].join("\n");

  it("reports a path that does not exist, and nothing that is not a repository path", () => {
    expect(missingPaths(README, planted)).toEqual([
      "tests/unit/no-such.test.ts",
      "app/lib/search/engine.ts",
      "hosting/nginx.conf/",
      "docs/no-such.md",
    ]);
  });

  it("resolves a link relative to the document that holds it", () => {
    expect(missingPaths("docs/x.md", "[nginx](../hosting/nginx.conf), [gone](../hosting/apache.conf)")).toEqual([
      "../hosting/apache.conf (hosting/apache.conf)",
    ]);
  });

  it("reports an npm command that is no script", () => {
    expect(unknownNpmCommands(planted, scripts)).toEqual(["npm run no-such-script", "npm frobnicate"]);
  });
});

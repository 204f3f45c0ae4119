import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientNavigate, launchChromium, openWatchedPage, waitForText } from "../browser/support/chromium";
import { spawn } from "node:child_process";
import { freePort } from "../../build-scripts/hosting/free-port";

interface DevServer {
  baseUrl: string;
  /** Everything the server printed so far. */
  output(): string;
  close(): Promise<void>;
}

/**
 * `react-router dev` as `npm run dev` starts it (after `generate`, whose
 * output the test build has left in .generated/), in its own process group so
 * that closing it ends its helpers too.
 */
async function startDevServer(env: Record<string, string>): Promise<DevServer> {
  const port = await freePort();
  const bin = path.resolve("node_modules/@react-router/dev/bin.js");
  const child = spawn(process.execPath, [bin, "dev", "--host", "127.0.0.1", "--port", String(port), "--strictPort"], {
    env: { ...process.env, ...env, NODE_ENV: "development" },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`react-router dev exited:\n${output}`);
    if (attempt > 600) throw new Error(`react-router dev did not start:\n${output}`);
    const up = await fetch(baseUrl).then(
      () => true,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    baseUrl,
    output: () => output,
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        if (child.pid !== undefined) process.kill(-child.pid, "SIGTERM");
      }),
  };
}

/**
 * `npm run dev` on a copy of the content, edited the way an author does while
 * it runs: a new page is served without a restart by hand, and an MDX mistake
 * in it is shown on the page with the file's line and column.
 */
let content: string;
let dev: DevServer;
let browser: Browser;
const NEW_PAGE = "/docs/getting-started/written-during-dev";
let toolProject: string | undefined;

beforeAll(async () => {
  content = fs.mkdtempSync(path.join(os.tmpdir(), "docs-content-"));
  fs.cpSync("content", content, { recursive: true });
  dev = await startDevServer({ DOCS_CONTENT_DIR: content });
  browser = await launchChromium();
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await dev?.close();
  if (content) fs.rmSync(content, { recursive: true, force: true });
  if (toolProject) fs.rmSync(toolProject, { recursive: true, force: true });
});

const newPageFile = () => path.join(content, "docs/getting-started/written-during-dev.mdx");
const hydrated = (page: Page) =>
  page.waitForFunction(() => document.documentElement.dataset["hydrated"] === "true", undefined, { timeout: 60_000 });

/**
 * A client-side navigation once the page has stopped reloading. On a starved
 * machine Vite's client can lose the restarting server more than once and
 * reload the page again while the test navigates (a CI run lost its page
 * that way); each such reload is waited out, at most twice.
 */
async function navigateWhenSettled(page: Page, to: string): Promise<void> {
  for (let reloads = 0; ; reloads++) {
    try {
      await clientNavigate(page, to);
      return;
    } catch (error) {
      if (reloads >= 2 || !String(error).includes("Execution context was destroyed")) throw error;
      await page.waitForLoadState("load");
      await hydrated(page);
    }
  }
}

describe("npm run dev", () => {
  it("serves a page added while it runs, shows an MDX error in it with the file's line and column, and shows a save made as a page loads", async () => {
    try {
      await addEditAndMendAPage();
    } catch (error) {
      // What the dev server said is most of the story when this fails.
      throw new Error(
        `${String(error)}\n--- npm run dev printed (last 3000 characters) ---\n${dev.output().slice(-3000)}`,
        { cause: error },
      );
    }
  }, 180_000);
});

async function addEditAndMendAPage(): Promise<void> {
  const { page, errors } = await openWatchedPage(browser);
  await page.goto(`${dev.baseUrl}/docs/getting-started/introduction`);
  await hydrated(page);
  // The page policy is written by the build only: the dev server's own inline scripts would break under it.
  expect(await page.locator('meta[http-equiv="Content-Security-Policy"]').count()).toBe(0);

  const reloaded = page.waitForEvent("load", { timeout: 60_000 });
  fs.writeFileSync(
    newPageFile(),
    "---\ntitle: Written during dev\ndescription: A page added while the dev server runs.\n---\n\n## First section\n\nSome text.\n",
  );
  // The dev server restarts with the new route table; the browser reloads once it is back.
  await reloaded;
  await hydrated(page);
  // Vite's client polls the restarting server until it answers: refused connections until then.
  errors.length = 0;
  await navigateWhenSettled(page, NEW_PAGE);
  expect(await waitForText(page, "h1", "Written during dev", 30_000)).toBe("Written during dev");
  expect(dev.output()).not.toContain("No result found");
  // On a first run (no dependency cache yet, as in CI) Vite must not find dependencies late and reload the page.
  expect(dev.output()).not.toContain("optimized dependencies changed");

  // Line 8, column 3: `A <div> never closed.`
  fs.writeFileSync(
    newPageFile(),
    "---\ntitle: Written during dev\ndescription: A page added while the dev server runs.\n---\n\n## First section\n\nA <div> never closed.\n",
  );
  // An edit runs the loaders again in place: no new document.
  let loads = 0;
  page.on("load", () => loads++);
  // Nor does a tool writing a project of its own into the repository meanwhile, as the code-block
  // type checks do under .cache/ while the browser tests run beside them.
  writeToolProject();
  const message = await waitForText(page, "[role=alert]", "MDX error", 60_000);
  expect(message).toMatch(/written-during-dev\.mdx:8:3: Expected a closing tag for `<div>`/);
  expect(dev.output()).toMatch(/MDX error in \S*written-during-dev\.mdx:8:3/);
  // The crash is the page's own error: nothing else went wrong.
  expect(errors.filter((error) => !/MDX error|status of 500/.test(error))).toEqual([]);

  // Fixing the page shows it again, still without reloading the document.
  fs.writeFileSync(
    newPageFile(),
    "---\ntitle: Written during dev\ndescription: A page added while the dev server runs.\n---\n\n## First section\n\nMended during dev.\n",
  );
  expect(await waitForText(page, "article", "Mended during dev", 60_000)).toContain("Mended during dev");
  expect(loads).toBe(0);
  expect(dev.output()).not.toContain("changed tsconfig file detected");

  // A save made the moment the page has loaded, before its scripts listen for changes, is shown too.
  await page.goto(`${dev.baseUrl}${NEW_PAGE}`, { waitUntil: "load" });
  fs.writeFileSync(
    newPageFile(),
    "---\ntitle: Written during dev\ndescription: A page added while the dev server runs.\n---\n\n## First section\n\nSaved as the page loaded.\n",
  );
  expect(await waitForText(page, "article", "Saved as the page loaded", 30_000)).toContain("Saved as the page loaded");
}

/** A throw-away TypeScript project under .cache/, like tests/content/lib/typecheck.ts makes. */
function writeToolProject(): void {
  fs.mkdirSync(".cache", { recursive: true });
  toolProject = fs.mkdtempSync(path.join(".cache", "dev-watch-probe-"));
  fs.writeFileSync(path.join(toolProject, "tsconfig.json"), JSON.stringify({ files: [] }));
}

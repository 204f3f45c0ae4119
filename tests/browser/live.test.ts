import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations } from "./support/axe";
import { launchChromium, openWatchedPage, waitForHydration, waitForText } from "./support/chromium";
import { baseUrl } from "./support/site";

// Samples run in the page: the Run button under a live sample, the landing
// demo and the playground (app/components/live, app/lib/browser-runtime).
const TERMINAL = "[data-live-terminal] .xterm-rows";
const STATUS = "[data-run-status]";
/** Chunks that must not load before the reader asks for a terminal. */
const LAZY_CHUNK = /\/assets\/(load-live-terminal|live-terminal|playground-terminal|workbench)-[^/]+\.js$/;

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** Opens a page and records every script it fetches. */
async function open(path: string, init?: () => void): Promise<{ page: Page; scripts: string[]; errors: string[] }> {
  const { page, errors } = await openWatchedPage(browser, { viewport: { width: 1280, height: 900 } });
  if (init) await page.addInitScript(init);
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto(baseUrl() + path);
  await waitForHydration(page);
  return { page, scripts, errors };
}

const terminalText = (page: Page) => waitForText(page, TERMINAL, /\S/, 15_000);

async function setEditorCode(page: Page, code: string): Promise<void> {
  await page.locator(".cm-content").click();
  await page.keyboard.press("Control+A");
  await page.keyboard.press("Delete");
  await page.keyboard.insertText(code);
}

describe("Run in your browser (simple-box example)", () => {
  it("loads nothing of the terminal before the click, then runs the sample, reacts to keys and stops", async () => {
    const { page, scripts, errors } = await open("/docs/examples/getting-started/simple-box");
    // Idle work (prefetching, deferred enhancements) has had its chance to run by now.
    await page.waitForTimeout(1000);
    expect(scripts.filter((url) => LAZY_CHUNK.test(url))).toEqual([]);

    await page.getByRole("button", { name: "Run in your browser" }).click();
    await terminalText(page);
    await waitForText(page, TERMINAL, "Arrow keys move me.", 15_000);
    await waitForText(page, TERMINAL, "Position: 4,2");
    // The program has the keyboard: the arrow moves the box two columns, as the example says.
    await page.keyboard.press("ArrowRight");
    await waitForText(page, TERMINAL, "Position: 6,2");

    await page.getByRole("button", { name: "Stop" }).click();
    await waitForText(page, STATUS, "simple-box.ts was stopped.");
    await waitForText(page, TERMINAL, "[stopped]");
    expect(await page.locator(TERMINAL).textContent()).not.toContain("Arrow keys move me.");
    // Released: keys typed into the terminal reach no program any more.
    await page.locator("[data-live-terminal] .xterm").click();
    await page.keyboard.press("ArrowRight");
    await page.waitForTimeout(300);
    expect(await page.locator(TERMINAL).textContent()).not.toContain("Position");
    expect(errors).toEqual([]);
  });

  it("q ends the program the way it ends in Node: exit code 0", async () => {
    const { page } = await open("/docs/examples/getting-started/simple-box");
    await page.getByRole("button", { name: "Run in your browser" }).click();
    await waitForText(page, TERMINAL, "Arrow keys move me.", 15_000);
    await page.keyboard.press("q");
    await waitForText(page, STATUS, "simple-box.ts exited with code 0.");
    await page.getByRole("button", { name: "Run again" }).click();
    await waitForText(page, TERMINAL, "Arrow keys move me.", 15_000);
  });

  it("shows a focus ring on the terminal and lets the keyboard leave it with Ctrl+]", async () => {
    const { page } = await open("/docs/examples/getting-started/simple-box");
    await page.getByRole("button", { name: "Run in your browser" }).click();
    await waitForText(page, TERMINAL, "Arrow keys move me.", 15_000);
    // The run takes focus; the frame around the terminal shows it.
    expect(await page.evaluate(() => document.activeElement?.classList.contains("xterm-helper-textarea"))).toBe(true);
    const ring = await page.locator(".live-terminal-frame").evaluate((frame) => getComputedStyle(frame).outlineColor);
    expect(ring).toBe("rgb(74, 222, 128)");

    await page.keyboard.press("Control+BracketRight");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Stop");
    // Leaving did not send anything to the program: it still runs, unchanged.
    await waitForText(page, STATUS, "simple-box.ts is running.");
    await waitForText(page, TERMINAL, "Position: 4,2");
  });
});

describe("the landing page demo", () => {
  it("starts with one click and loads nothing before it", async () => {
    const { page, scripts } = await open("/");
    await page.waitForTimeout(1000);
    expect(scripts.filter((url) => LAZY_CHUNK.test(url))).toEqual([]);
    await page.getByRole("button", { name: "Run in your browser" }).click();
    await waitForText(page, TERMINAL, "Hello from unblessed", 15_000);
  });
});

describe("the playground", () => {
  it("runs the reader's edited code", async () => {
    const { page, errors } = await open("/playground");
    await setEditorCode(
      page,
      [
        'import { Box, Screen } from "@unblessed/core";',
        "const screen = new Screen();",
        'new Box({ parent: screen, top: 1, left: 2, width: 30, height: 3, border: { type: "line" }, content: "Edited in the playground" });',
        "screen.render();",
      ].join("\n"),
    );
    await page.getByRole("button", { name: "Run", exact: true }).click();
    await waitForText(page, TERMINAL, "Edited in the playground", 15_000);
    await waitForText(page, STATUS, "is running.");
    await page.getByRole("button", { name: "Stop" }).click();
    await waitForText(page, STATUS, "was stopped.");
    expect(errors).toEqual([]);
  });

  it("shows a syntax error with its line and column, and goes to it", async () => {
    const { page } = await open("/playground");
    await setEditorCode(page, "const width: number = 3;\nconst height = ;\n");
    await page.getByRole("button", { name: "Run", exact: true }).click();
    const message = await waitForText(page, STATUS, "SyntaxError", 15_000);
    expect(message).toContain("SyntaxError at line 2, column 16: Unexpected token");
    await page.getByRole("button", { name: "Go to line 2" }).click();
    expect(await page.locator(".cm-activeLine").textContent()).toBe("const height = ;");
  });

  it("shows an error thrown by the program with its line in the TypeScript source", async () => {
    const { page } = await open("/playground");
    await setEditorCode(
      page,
      [
        'import { Screen } from "@unblessed/core";',
        "const limit: number = 2;",
        "",
        "throw new RangeError(`limit ${limit} is too low`);",
      ].join("\n"),
    );
    await page.getByRole("button", { name: "Run", exact: true }).click();
    const message = await waitForText(page, STATUS, "RangeError", 15_000);
    expect(message).toContain("RangeError at line 4, column 7: limit 2 is too low");
  });

  it("keeps the code in the link and works when storage throws", async () => {
    const { page } = await open("/playground", () => {
      Object.defineProperty(window, "localStorage", {
        get() {
          throw new DOMException("denied", "SecurityError");
        },
      });
    });
    await setEditorCode(page, 'console.log("shared");\n');
    await page.waitForFunction(() => window.location.hash.startsWith("#code="));
    const shared = page.url();

    const again = await open(shared.replace(baseUrl(), ""));
    await again.page.locator(".cm-content").waitFor();
    expect(await again.page.locator(".cm-content").textContent()).toBe('console.log("shared");');
  });

  it("passes axe with the terminal open", async () => {
    const { page } = await open("/playground?example=simple-box");
    await page.getByRole("button", { name: "Run", exact: true }).click();
    await waitForText(page, TERMINAL, "Arrow keys move me.", 15_000);
    expect(await axeViolations(page)).toEqual([]);
  });
});

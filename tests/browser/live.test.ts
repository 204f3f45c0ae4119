import type { Browser, Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations } from "./support/axe";
import { openWatchedPage, recordScripts, waitForHydration, waitForText } from "./support/chromium";
import { sharedTabForFile, visitRecordingScripts } from "./support/reused-tab";
import { baseUrl } from "./support/site";

/**
 * Opens `url` at `width`×900 (after `init`, if given, runs in the page),
 * waits for hydration, and records the URL of every script the page fetches
 * from then on: what the lazy-loading checks read.
 */
async function openRecordingScripts(
  browser: Browser,
  url: string,
  { width = 1280, init }: { width?: number; init?: () => void } = {},
): Promise<{ page: Page; scripts: string[]; errors: string[] }> {
  const { page, errors } = await openWatchedPage(browser, { viewport: { width, height: 900 } });
  if (init) await page.addInitScript(init);
  const scripts = recordScripts(page);
  await page.goto(url);
  await waitForHydration(page);
  return { page, scripts, errors };
}

// Samples run in the page: the Run button under a live sample, the landing
// demo and the playground (app/live/terminal, app/live/runtime).
const TERMINAL = "[data-live-terminal] .xterm-rows";
const STATUS = "[data-run-status]";
/** Chunks that must not load before the reader asks for a terminal. */
const LAZY_CHUNK = /\/assets\/(load-live-terminal|live-terminal|playground-terminal|workbench|code-editor)-[^/]+\.js$/;

const shared = sharedTabForFile({ dataSaver: true });

/** Opens a page and records every script it fetches; a page with an init script gets a tab of its own. */
const open = (path: string, init?: () => void) =>
  init ? openRecordingScripts(shared.browser, baseUrl() + path, { init }) : visitRecordingScripts(shared.tab, path);

const terminalText = (page: Page) => waitForText(page, TERMINAL, /\S/, 15_000);

/** The code block (figure) of a sample, by its title. */
const sampleBlock = (page: Page, title: string) =>
  page.locator("figure.code-block").filter({ has: page.locator("figcaption", { hasText: title }) });

/**
 * The middle of `text` as xterm.js's DOM renderer shows it inside `root`
 * (the nth time it appears), in page coordinates for page.mouse.
 */
async function textPosition(root: Locator, text: string, nth = 0): Promise<{ x: number; y: number }> {
  const rows = root.locator(".xterm-rows");
  await rows.filter({ hasText: text }).waitFor({ timeout: 15_000 });
  return rows.evaluate(
    (element, [wanted, index]) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      let seen = 0;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const data = node.textContent ?? "";
        for (let at = data.indexOf(wanted as string); at >= 0; at = data.indexOf(wanted as string, at + 1)) {
          if (seen++ < (index as number)) continue;
          const range = document.createRange();
          range.setStart(node, at);
          range.setEnd(node, at + (wanted as string).length);
          const box = range.getBoundingClientRect();
          return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
        }
      }
      throw new Error(`"${wanted as string}" is not on the terminal`);
    },
    [text, nth] as const,
  );
}

/** A real Chromium click (mouse down and up) on the text in a terminal. */
async function clickText(page: Page, root: Locator, text: string): Promise<void> {
  const { x, y } = await textPosition(root, text);
  await page.mouse.click(x, y);
}

/** Starts the playground's editor as a reader does, with a click on the code; returns its content. */
async function openEditor(page: Page): Promise<Locator> {
  await page.locator("[data-editor-preview]").click();
  const content = page.locator(".cm-content");
  await content.waitFor();
  return content;
}

async function setEditorCode(page: Page, code: string): Promise<void> {
  await (await openEditor(page)).click();
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

describe("the mouse in the live terminal (Chromium mouse events)", () => {
  it("interactive list: a click highlights an item, a second click on it chooses it", async () => {
    const { page, errors } = await open("/docs/examples/getting-started/interactive-list");
    await page.getByRole("button", { name: "Run in your browser" }).click();
    const terminal = page.locator("[data-live-terminal]");
    await waitForText(page, TERMINAL, "Up/Down to move", 15_000);
    await clickText(page, terminal, "Damson");
    // The first click moves the highlight and chooses nothing, as the page says.
    await page.waitForTimeout(300);
    expect(await page.locator(TERMINAL).textContent()).not.toContain("You chose");
    await clickText(page, terminal, "Damson");
    await waitForText(page, TERMINAL, "You chose Damson");
    expect(errors).toEqual([]);
  });

  it("Mouse guide: where.ts reports the clicked cell and the release of the left button", async () => {
    const { page } = await open("/docs/guides/mouse");
    const block = sampleBlock(page, "where.ts");
    await block.getByRole("button", { name: "Run in your browser" }).click();
    await clickText(page, block, "click me");
    const report = await waitForText(page, "figure.code-block [data-live-terminal] .xterm-rows", "action: mouseup");
    expect(report).toContain("action: mouseup, button: left");
    // "click me" starts at column 2, row 2 (inside the border); its middle is 4 cells on.
    expect(report).toMatch(/terminal cell: \d+,2/);
  });

  it("Mouse guide: two-clicks.ts chooses an item on the second click only", async () => {
    const { page } = await open("/docs/guides/mouse");
    const block = sampleBlock(page, "two-clicks.ts");
    await block.getByRole("button", { name: "Run in your browser" }).click();
    await clickText(page, block, "Cherry");
    await page.waitForTimeout(300);
    expect(await block.locator(".xterm-rows").textContent()).toContain("chosen: -");
    await clickText(page, block, "Cherry");
    await waitForText(page, "figure.code-block [data-live-terminal] .xterm-rows", "chosen: Cherry");
  });

  it("Scrolling guide: the wheel moves a list's highlight", async () => {
    const { page } = await open("/docs/guides/scrolling");
    const block = sampleBlock(page, "wheel.ts");
    await block.getByRole("button", { name: "Run in your browser" }).click();
    const { x, y } = await textPosition(block, "line 1", 2);
    await page.mouse.move(x, y);
    await page.mouse.wheel(0, 120);
    await waitForText(page, "figure.code-block [data-live-terminal] .xterm-rows", /highlight: line [1-9]/);
  });
});

describe("Run on every sample of a guide", () => {
  it("every screen sample of the Mouse guide has Run, and each run draws its first frame", async () => {
    const { page, errors } = await open("/docs/guides/mouse");
    const screens = await page.locator("[data-sample-output]").count();
    expect(await page.locator("[data-norun]").count()).toBe(0);
    const runs = page.getByRole("button", { name: "Run in your browser" });
    const count = await runs.count();
    expect(count).toBeGreaterThanOrEqual(4);
    expect(screens).toBeGreaterThanOrEqual(count);
    for (let i = 0; i < count; i++) {
      // Each press opens a terminal in place of its button, so the next one is always the first left.
      await runs.first().click();
      const terminal = page.locator("[data-live-terminal]").nth(i);
      // The program's first write marks the frame (use-live-run.ts): its first frame is on screen.
      await terminal.locator("[data-first-frame]").waitFor({ timeout: 15_000 });
      await terminal.locator(".xterm-rows").filter({ hasText: /\S/ }).waitFor({ timeout: 15_000 });
      expect((await terminal.locator(".xterm-rows").textContent())?.trim()).not.toBe("");
    }
    expect(errors).toEqual([]);
  });

  it("a sample that cannot run in a tab says why instead", async () => {
    const { page } = await open("/docs/guides/testing");
    const note = await waitForText(page, "[data-norun]", "not in this tab");
    expect(note).toContain("node:assert/strict");
  });

  it("Open in playground carries the sample into the playground, without touching the reader's drafts", async () => {
    const { page } = await open("/docs/guides/mouse");
    // The link under the sample carries its file name.
    await page.locator('a[data-open-playground][href*="sample=two-clicks.ts"]').click();
    await page.waitForURL(/\/playground\?sample=two-clicks\.ts/);
    expect(await (await openEditor(page)).textContent()).toContain('items: ["Apple", "Banana", "Cherry"]');
    expect(await page.getByLabel("Example").inputValue()).toBe(":linked");
    await page.getByRole("button", { name: "Run", exact: true }).click();
    await waitForText(page, TERMINAL, "chosen: -", 15_000);
    expect(await page.evaluate(() => localStorage.getItem("unblessed-docs:playground-drafts"))).toBeNull();
  });
});

describe("one palette: live and captured frames", () => {
  it("paints the dashboard's header and text in the same colours live as in the capture", async () => {
    const { page } = await open("/docs/examples/getting-started/dashboard");
    await page.getByRole("button", { name: "Run in your browser" }).click();
    await waitForText(page, TERMINAL, "100% complete", 20_000);
    // The text of a cell, its colour and background, as the browser computed them.
    const colours = (root: string, text: string) =>
      page.locator(root).evaluate((element, wanted) => {
        const span = [...element.querySelectorAll("span")].reverse().find((s) => s.textContent?.includes(wanted));
        if (!span) throw new Error(`no span with "${wanted}"`);
        let behind: Element | null = span;
        let background = "rgba(0, 0, 0, 0)";
        while (behind && background === "rgba(0, 0, 0, 0)") {
          background = getComputedStyle(behind).backgroundColor;
          behind = behind.parentElement;
        }
        return { color: getComputedStyle(span).color, background };
      }, text);
    const capture = '[data-sample-output][data-frame="final"] pre';
    for (const text of ["Build dashboard", "p: pause/resume", "Progress", "100%"]) {
      const live = await colours(TERMINAL, text);
      const captured = await colours(capture, text);
      expect({ text, ...live }).toEqual({ text, ...captured });
    }
    // Bold black on cyan is light text on the teal bar, in both.
    expect(await colours(TERMINAL, "Build dashboard")).toEqual({
      color: "rgb(204, 205, 210)",
      background: "rgb(16, 94, 102)",
    });
  });
});

describe("the landing page demo", () => {
  it("starts with one click and loads nothing before it; the live terminal takes the captured screen's place", async () => {
    const { page, scripts } = await open("/");
    await page.waitForTimeout(1000);
    expect(scripts.filter((url) => LAZY_CHUNK.test(url))).toEqual([]);
    await page.getByRole("button", { name: "Run in your browser" }).click();
    await waitForText(page, TERMINAL, "Hello from unblessed", 15_000);
    expect(await page.locator("[data-sample-output]").count()).toBe(0);
  });

  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    it(`shows the program's captured screen and its Run button in the first screenful at ${width}×${height}`, async () => {
      const { page } = await open("/");
      await page.setViewportSize({ width, height });
      const screen = page.locator("[data-sample-output]");
      expect(await screen.textContent()).toContain("Hello from unblessed");
      for (const part of [screen, page.getByRole("button", { name: "Run in your browser" })]) {
        const box = await part.boundingBox();
        expect(box && box.y + box.height).toBeLessThanOrEqual(height);
        // Whole, not cut at the side: the screen scales to the width.
        expect(box && box.x + box.width).toBeLessThanOrEqual(width);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
      // The program is read whole: no line of it hides past its box's edge.
      const code = page.locator("figure.code-block pre").first();
      expect(await code.evaluate((pre) => pre.scrollWidth <= pre.clientWidth)).toBe(true);
    });
  }
});

describe("the playground", () => {
  it("starts the editor on the reader's first click, with the cursor on the line clicked, or on Tab", async () => {
    const { page, errors } = await open("/playground?example=simple-box");
    const preview = page.locator("[data-editor-preview]");
    await preview.waitFor();
    // Nothing of CodeMirror runs until the reader asks for it.
    expect(await page.locator(".cm-editor").count()).toBe(0);
    const third = preview.locator("span").nth(2);
    const thirdLine = (await third.textContent())?.trimEnd();
    await third.click({ position: { x: 60, y: 4 } });
    await page.locator(".cm-content").waitFor();
    expect(await page.evaluate(() => document.activeElement?.classList.contains("cm-content"))).toBe(true);
    expect(await page.locator(".cm-activeLine").textContent()).toBe(thirdLine);

    const again = await open("/playground?example=simple-box");
    await again.page.locator("[data-editor-preview]").focus();
    await again.page.locator(".cm-content:focus").waitFor();
    expect(errors).toEqual([]);
  });

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
    await expect.poll(() => page.locator(".cm-activeLine").textContent()).toBe("const height = ;");
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
    expect(await again.page.locator("[data-editor-preview]").textContent()).toBe('console.log("shared");\n');
    expect(await (await openEditor(again.page)).textContent()).toBe('console.log("shared");');
  });

  it("offers 80×24 and fit-to-panel sizes, and the program gets the size it is given", async () => {
    const { page } = await open("/playground?example=simple-box");
    const stop = page.getByRole("button", { name: "Stop" });
    const reset = page.getByRole("button", { name: "Reset" });
    // Nothing runs: Stop is disabled, and does not look like Reset.
    expect(await stop.isDisabled()).toBe(true);
    const look = (button: Locator) =>
      button.evaluate((element) => {
        const style = getComputedStyle(element);
        return `${style.borderStyle} ${style.opacity} ${style.color}`;
      });
    expect(await look(stop)).not.toBe(await look(reset));

    await page.getByRole("button", { name: "Run", exact: true }).click();
    await waitForText(page, TERMINAL, "Arrow keys move me.", 15_000);
    expect(await stop.isDisabled()).toBe(false);
    const frame = page.locator("[data-live-terminal]");
    const grid = async () => `${await frame.getAttribute("data-cols")}x${await frame.getAttribute("data-rows")}`;
    const fitted = await grid();

    await page.getByLabel("Terminal size").selectOption("80x24");
    await page.waitForFunction(
      () => document.querySelector("[data-live-terminal]")?.getAttribute("data-cols") === "80",
    );
    expect(await grid()).toBe("80x24");
    expect(await page.locator(`${TERMINAL} > div`).count()).toBe(24);
    // The program redrew for its new size: the box is still there.
    await waitForText(page, TERMINAL, "Arrow keys move me.");

    await page.getByLabel("Terminal size").selectOption("fit");
    await page.waitForFunction((size) => {
      const element = document.querySelector("[data-live-terminal]");
      return `${element?.getAttribute("data-cols")}x${element?.getAttribute("data-rows")}` === size;
    }, fitted);
  });

  it("passes axe with the terminal open", async () => {
    const { page } = await open("/playground?example=simple-box");
    await page.getByRole("button", { name: "Run", exact: true }).click();
    await waitForText(page, TERMINAL, "Arrow keys move me.", 15_000);
    expect(await axeViolations(page)).toEqual([]);
  });
});

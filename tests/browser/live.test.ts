import { readFileSync } from "node:fs";
import type { Locator, Page } from "playwright-core";
import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { axeViolations } from "./support/axe";
import { behaviour } from "./support/behaviour";
import { openWatchedPage, waitForHydration, waitForText } from "./support/chromium";
import { sharedTabForFile, visitRecordingScripts } from "./support/reused-tab";
import { baseUrl } from "./support/site";
import { extractCodeBlocks } from "../content/lib/blocks";
import { NAMES_LIVE_ATTRIBUTE } from "../../contracts/sample-types";
import { SAMPLE_TYPES_UNAVAILABLE } from "../../app/docs-page/sample-types/sample-types-after-idle";

// Samples run in the page: the Run button under a live sample, the landing
// demo and the playground (app/live/terminal, app/live/runtime).
//
// A page load and a live run (a fresh worker parsing the runtime) are what these tests spend
// their time on, so each test loads its page once and checks every behaviour of that page on
// the one load, and of a program on the one run, each under its own name (behaviour()).
const TERMINAL = "[data-live-terminal] .xterm-rows";
const STATUS = "[data-run-status]";
const SANDBOX_FRAME = "iframe[data-live-sandbox]";
/** Chunks that must not load before the reader asks for a terminal (the loader alone may, when the page is idle). */
const LAZY_CHUNK = /\/assets\/(load-live-terminal|live-terminal|playground-terminal|workbench|code-editor)-[^/]+\.js$/;
/** A lazy chunk's name without its hash: `load-live-terminal`. */
const chunkName = (url: string) => LAZY_CHUNK.exec(url)?.[1] ?? url;
/** Time idle work (prefetching, deferred enhancements) gets to fetch what it would before a lazy-loading check. */
const IDLE_CHANCE_MS = 1000;

// Data saver: a visit that checks nothing about what the page fetches does not prefetch the
// links in view, work no test here is about.
const shared = sharedTabForFile({ dataSaver: true });

const visit = (path: string) => shared.tab.visit(path);

/** A visit on a normal connection that lists the scripts fetched, and the time it hydrated. */
async function visitWatchingScripts(path: string, dataSaver = false) {
  const visited = await visitRecordingScripts(shared.tab, path, undefined, dataSaver);
  return { ...visited, hydratedAt: Date.now() };
}

/** The requests for the sandbox's runtime script (app/live/sandbox/worker.ts, fetched by the page) from now on. */
function watchRuntimeFetches(page: Page): string[] {
  const fetched: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/worker-[^/]+\.js$/.test(request.url())) fetched.push(request.url());
  });
  return fetched;
}

/** Waits out what is left of the idle work's chance since `hydratedAt` (other checks may have used some). */
async function afterIdleChance(page: Page, hydratedAt: number): Promise<void> {
  const left = hydratedAt + IDLE_CHANCE_MS - Date.now();
  if (left > 0) await page.waitForTimeout(left);
}

/** A page in a context of its own, for an init script the shared tab could not shed. */
async function openOwnPage(path: string, init: () => void): Promise<Page> {
  const { page } = await openWatchedPage(shared.browser, { viewport: { width: 1280, height: 900 } });
  await page.addInitScript(init);
  await page.goto(baseUrl() + path);
  await waitForHydration(page);
  return page;
}

/** The code block (figure) of a sample, by its title. */
const sampleBlock = (page: Page, title: string) =>
  page.locator("figure.code-block").filter({ has: page.locator("figcaption", { hasText: title }) });

/** Waits until a terminal inside `root` shows `text`; returns the terminal's text. */
async function terminalShows(root: Locator, text: string | RegExp, timeout = 5000): Promise<string> {
  const rows = root.locator(".xterm-rows").filter({ hasText: text }).first();
  await rows.waitFor({ timeout });
  return (await rows.textContent()) ?? "";
}

/**
 * Waits until the list item `item` is highlighted in a terminal inside `root`: xterm.js paints
 * a cell's background with an `xterm-bg-*` class. The sign that a click reached the program.
 */
async function highlighted(root: Locator, item: string): Promise<void> {
  await root
    .locator(".xterm-rows span[class*='xterm-bg-']")
    .filter({ hasText: new RegExp(`^${item}\\s*$`) })
    .waitFor({ timeout: 5000 });
}

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

/**
 * The longest run of unlit pixels, in Chromium's own drawing, down the first
 * vertical box line (│) of `root` from one row into the next: 0 when the
 * glyphs of consecutive rows touch, as in a real terminal.
 */
async function boxLineGap(page: Page, root: Locator): Promise<number> {
  await root.scrollIntoViewIfNeeded();
  const spot = await root.evaluate((element) => {
    const boxes: DOMRect[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      for (let at = text.indexOf("│"); at >= 0; at = text.indexOf("│", at + 1)) {
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + 1);
        boxes.push(range.getBoundingClientRect());
      }
    }
    boxes.sort((a, b) => a.left - b.left || a.top - b.top);
    const [first] = boxes;
    const below = boxes.find((box) => first && Math.abs(box.left - first.left) < 1 && box.top > first.top);
    if (!first || !below) throw new Error("no vertical box line spans two rows here");
    return {
      x: Math.floor(first.left + first.width / 2) - 3,
      y: Math.floor(first.top),
      height: below.bottom - first.top,
    };
  });
  const shot = PNG.sync.read(await page.screenshot({ clip: { x: spot.x, y: spot.y, width: 7, height: spot.height } }));
  const lit = (x: number, y: number) => {
    const i = (y * shot.width + x) * 4;
    // The terminal's background is near black (#05070a); a line, even a dim one, is well above it.
    return (shot.data[i] ?? 0) + (shot.data[i + 1] ?? 0) + (shot.data[i + 2] ?? 0) > 70;
  };
  const columns = Array.from({ length: shot.width }, (_, x) => x);
  const litCount = (x: number) => Array.from({ length: shot.height }, (_, y) => y).filter((y) => lit(x, y)).length;
  const line = columns.reduce((a, b) => (litCount(b) > litCount(a) ? b : a));
  let longest = 0;
  let run = 0;
  for (let y = 0; y < shot.height; y++) {
    run = lit(line, y) ? 0 : run + 1;
    longest = Math.max(longest, run);
  }
  return longest;
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

/** Replaces everything in the running editor with `code`, as typed. */
async function replaceCode(page: Page, code: string): Promise<void> {
  await page.locator(".cm-content").click();
  await page.keyboard.press("Control+A");
  await page.keyboard.press("Delete");
  await page.keyboard.insertText(code);
}

/**
 * Whether the reader sees `locator`: inside the viewport and, at its middle, not under
 * something else (the sticky navbar).
 */
async function inView(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    if (box.height === 0 || box.top < 0 || box.bottom > window.innerHeight) return false;
    const middle = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return middle !== null && element.contains(middle);
  });
}

/** How far the page itself scrolls sideways: 0 when nothing sticks out of the viewport. */
const pageOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe("Run in your browser (simple-box example)", () => {
  it("loads nothing of the terminal before the click; the run has the keyboard until Ctrl+], q ends it with code 0, Run again restarts it, Stop releases the keys", async () => {
    // On a data-saver connection: the sandbox's frame, started by an idle page on a normal one
    // (the landing page's test below), waits for the reader here.
    const { page, scripts, errors, hydratedAt } = await visitWatchingScripts(
      "/docs/examples/getting-started/simple-box",
      true,
    );
    const runtime = watchRuntimeFetches(page);
    const runButton = page.getByRole("button", { name: "Run in your browser" });
    await behaviour("on a data-saver connection nothing of the terminal or the sandbox loads before Run", async () => {
      await afterIdleChance(page, hydratedAt);
      await runButton.hover();
      await page.waitForTimeout(IDLE_CHANCE_MS / 2);
      expect(scripts.filter((url) => LAZY_CHUNK.test(url))).toEqual([]);
      expect(await page.locator(SANDBOX_FRAME).count(), "sandbox frames").toBe(0);
      expect(runtime, "the runtime's script").toEqual([]);
    });
    await behaviour(
      "on a normal connection the pointer reaching Run starts the sandbox and its runtime, not the terminal",
      async () => {
        await page.mouse.move(0, 0);
        await shared.tab.setDataSaver(false);
        await runButton.hover();
        await page.locator(SANDBOX_FRAME).waitFor({ state: "attached" });
        await expect.poll(() => runtime.length, { message: "the runtime's script" }).toBe(1);
        expect(scripts.filter((url) => LAZY_CHUNK.test(url))).toEqual([]);
      },
    );

    await runButton.click();
    await behaviour("the run draws the sample's screen", async () => {
      await waitForText(page, TERMINAL, "Arrow keys move me.", 15_000);
      await waitForText(page, TERMINAL, "Position: 4,2");
    });
    await behaviour("the run takes the focus, and its frame shows a ring", async () => {
      expect(await page.evaluate(() => document.activeElement?.classList.contains("xterm-helper-textarea"))).toBe(true);
      const ring = await page.locator(".live-terminal-frame").evaluate((frame) => getComputedStyle(frame).outlineColor);
      expect(ring).toBe("rgb(74, 222, 128)");
    });
    await behaviour("the program has the keyboard: the arrow moves the box two columns", async () => {
      await page.keyboard.press("ArrowRight");
      await waitForText(page, TERMINAL, "Position: 6,2");
    });
    await behaviour("Ctrl+] moves the focus to Stop without sending anything to the program", async () => {
      await page.keyboard.press("Control+BracketRight");
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Stop");
      await waitForText(page, STATUS, "simple-box.ts is running.");
      await waitForText(page, TERMINAL, "Position: 6,2");
    });
    await behaviour("back in the terminal, q ends the program the way it ends in Node: exit code 0", async () => {
      await page.locator("[data-live-terminal] .xterm").click();
      await page.keyboard.press("q");
      await waitForText(page, STATUS, "simple-box.ts exited with code 0.");
    });
    await behaviour("Run again starts the program afresh", async () => {
      await page.getByRole("button", { name: "Run again" }).click();
      await waitForText(page, TERMINAL, "Arrow keys move me.", 15_000);
      await waitForText(page, TERMINAL, "Position: 4,2");
    });
    await behaviour("Stop ends the run and clears its screen", async () => {
      await page.getByRole("button", { name: "Stop" }).click();
      await waitForText(page, STATUS, "simple-box.ts was stopped.");
      await waitForText(page, TERMINAL, "[stopped]");
      expect(await page.locator(TERMINAL).textContent()).not.toContain("Arrow keys move me.");
    });
    await behaviour("after Stop, keys typed into the terminal reach no program", async () => {
      await page.locator("[data-live-terminal] .xterm").click();
      await page.keyboard.press("ArrowRight");
      // Nothing can show that a key went nowhere: a stray program gets the time to answer it.
      await page.waitForTimeout(300);
      expect(await page.locator(TERMINAL).textContent()).not.toContain("Position");
    });
    expect(errors, "console errors and uncaught exceptions").toEqual([]);
  });
});

/** The page whose sample both the terminal's mouse tests and the names' tests use. */
const INTERACTIVE_LIST = "/docs/examples/getting-started/interactive-list";
const POPOVER = ".name-popover";
const namedBlock = (page: Page) => page.locator("figure.code-block", { has: page.locator("pre[data-named-code]") });
/** A name of the block by its text, the `nth` time it is marked. */
const name = (page: Page, text: string, nth = 0) =>
  namedBlock(page)
    .locator("[data-qi]")
    .filter({ hasText: new RegExp(`^${text}$`) })
    .nth(nth);
/** The names' listeners are installed once the browser is idle after hydration. */
const namesLive = (page: Page) => page.locator(`html[${NAMES_LIVE_ATTRIBUTE}]`).waitFor({ state: "attached" });
const popoverText = async (page: Page) => {
  await page.locator(POPOVER).waitFor({ state: "visible", timeout: 5000 });
  return (await page.locator(POPOVER).textContent()) ?? "";
};

describe("the mouse in the live terminal (Chromium mouse events)", () => {
  it("interactive list at 390×844 on a touch screen: tapping screen.key shows its signature in a popover that fits the screen; the run opens at the sample's 64×12 with every column reachable and box lines joined at 390, 320 and 1280 px; full screen, native and refused; a click highlights an item, a second click chooses it", async () => {
    const { page, errors } = await shared.tab.visit(INTERACTIVE_LIST, { viewport: { width: 390, height: 844 } });
    // The sample's names on a touch screen first, on the fresh load at the phone's size they are
    // about; the touch emulation is off again before the mouse is used.
    await namesLive(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setTouchEmulationEnabled", { enabled: true, maxTouchPoints: 1 });
    try {
      const key = name(page, "key");
      await key.scrollIntoViewIfNeeded();
      const box = await key.boundingBox();
      if (!box) throw new Error("screen.key's key has no box");
      const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      await behaviour("tapping key in screen.key shows its signature", async () => {
        await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [point] });
        await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
        const text = await popoverText(page);
        expect(text).toMatch(/\(method\) \w+\.key\(/);
      });
      await behaviour("the popover fits the phone's screen", async () => {
        const rect = await page.locator(POPOVER).evaluate((element) => element.getBoundingClientRect().toJSON());
        expect(rect.left).toBeGreaterThanOrEqual(0);
        expect(rect.right).toBeLessThanOrEqual(390);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      });
      await behaviour("a tap elsewhere closes it", async () => {
        await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: 20, y: 200 }] });
        await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
        await page.locator(POPOVER).waitFor({ state: "hidden" });
      });
    } finally {
      await cdp.send("Emulation.setTouchEmulationEnabled", { enabled: false });
      await cdp.detach();
    }
    await page.getByRole("button", { name: "Run in your browser" }).click();
    const terminal = page.locator("[data-live-terminal]");
    await waitForText(page, TERMINAL, "Up/Down to move", 15_000);
    /** The grid and how it sits in its panel, once the resize has been laid out. */
    const layout = async () => {
      // xterm.js redraws its rows in a frame after a resize; on a busy machine that frame comes late.
      await page
        .waitForFunction(
          () => {
            const rows = document.querySelectorAll("[data-live-terminal] .xterm-rows > div");
            return (rows[rows.length - 2]?.textContent ?? "").trim() !== "";
          },
          undefined,
          { timeout: 5000 },
        )
        .catch(() => undefined);
      await page.waitForTimeout(100);
      return page.evaluate(() => {
        const frame = document.querySelector<HTMLElement>("[data-live-terminal] .live-terminal-frame");
        const rows = frame?.querySelectorAll(".xterm-rows > div") ?? [];
        const cue = frame?.nextElementSibling;
        return {
          rows: rows.length,
          lastRow: rows[rows.length - 2]?.textContent?.trimEnd() ?? "",
          fontPx: parseFloat(getComputedStyle(frame?.querySelector(".xterm-rows") ?? document.body).fontSize),
          pans: (frame?.scrollWidth ?? 0) > (frame?.clientWidth ?? 0) + 1,
          cueShown: cue ? getComputedStyle(cue).display !== "none" : false,
          pageOverflow: document.documentElement.scrollWidth - window.innerWidth,
        };
      });
    };
    for (const [width, height] of [
      [390, 844],
      [320, 640],
      [1280, 800],
    ] as const) {
      await behaviour(`at ${width}×${height} the whole program is there or reachable`, async () => {
        await page.setViewportSize({ width, height });
        const seen = await layout();
        // The sample's grid, not what fits: the status line is whole, on the grid's last rows.
        expect(seen.rows).toBe(12);
        expect(seen.lastRow).toContain("Up/Down to move, Enter to choose, Esc to cancel, q to quit");
        expect(seen.fontPx).toBeGreaterThanOrEqual(9);
        // Narrower than the grid even at the smallest font: the panel pans, and says so; the page never does.
        expect(seen.cueShown).toBe(seen.pans);
        expect(seen.pageOverflow).toBe(0);
        if (width === 1280) expect(seen).toMatchObject({ fontPx: 14, pans: false });
        if (width === 320) expect(seen).toMatchObject({ fontPx: 9, pans: true });
        // Box-drawing lines join from row to row, live and in the captured picture above the terminal.
        expect(await boxLineGap(page, page.locator("[data-live-terminal] .xterm-rows"))).toBe(0);
        expect(await boxLineGap(page, page.locator("figure[data-sample-output]").first())).toBe(0);
      });
    }
    const fullScreenButton = () => terminal.getByRole("button", { name: /full screen/i });
    await behaviour(
      "on a phone turned sideways, Full screen shows the whole grid at the usual font, and Exit returns",
      async () => {
        await page.setViewportSize({ width: 844, height: 390 });
        await fullScreenButton().click();
        await page.waitForFunction(() => document.fullscreenElement?.hasAttribute("data-live-terminal") === true);
        const seen = await layout();
        expect(seen).toMatchObject({ rows: 12, pans: false, cueShown: false });
        expect(seen.fontPx).toBeGreaterThanOrEqual(12);
        expect(await fullScreenButton().getAttribute("aria-pressed")).toBe("true");
        await fullScreenButton().click();
        await page.waitForFunction(() => document.fullscreenElement === null);
        expect(await terminal.getAttribute("data-full-screen")).toBeNull();
      },
    );
    await behaviour(
      "where the browser refuses full screen, the terminal covers the window instead, and Escape closes it",
      async () => {
        await page.setViewportSize({ width: 390, height: 844 });
        await page.evaluate(() => {
          Element.prototype.requestFullscreen = () => Promise.reject(new TypeError("Permissions check failed"));
        });
        await fullScreenButton().click();
        await page.waitForFunction(
          () => document.querySelector("[data-live-terminal]")?.getAttribute("data-full-screen") === "overlay",
        );
        const covers = await terminal.evaluate((element) => {
          const box = element.getBoundingClientRect();
          const middle = document.elementFromPoint(window.innerWidth / 2, window.innerHeight - 5);
          return [box.top, box.left, box.width, box.height, element.contains(middle)];
        });
        expect(covers).toEqual([0, 0, 390, 844, true]);
        expect((await layout()).rows).toBe(12);
        await page.keyboard.press("Escape");
        await page.waitForFunction(
          () => !document.querySelector("[data-live-terminal]")?.hasAttribute("data-full-screen"),
        );
        expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Full screen");
      },
    );
    await behaviour("a click highlights an item, a second click on it chooses it", async () => {
      await clickText(page, terminal, "Damson");
      // The first click moves the highlight and chooses nothing, as the page says.
      await highlighted(terminal, "Damson");
      expect(await page.locator(TERMINAL).textContent()).not.toContain("You chose");
      await clickText(page, terminal, "Damson");
      await waitForText(page, TERMINAL, "You chose Damson");
    });
    expect(errors).toEqual([]);
  });

  it("Scrolling guide: the wheel moves a list's highlight", async () => {
    const { page } = await visit("/docs/guides/scrolling");
    const block = sampleBlock(page, "wheel.ts");
    await block.getByRole("button", { name: "Run in your browser" }).click();
    // The script's scroll to the button lands on estimated heights of the sections above it (they
    // are laid out as they near): the terminal may open below the fold, where a reader scrolls to it.
    await block.locator(".xterm-rows").filter({ hasText: "line 1" }).waitFor({ timeout: 15_000 });
    await block.locator(".xterm-rows").scrollIntoViewIfNeeded();
    const { x, y } = await textPosition(block, "line 1", 2);
    await page.mouse.move(x, y);
    await page.mouse.wheel(0, 120);
    await terminalShows(block, /highlight: line [1-9]/);
  });
});

describe("Run on every sample of a guide", () => {
  it("Mouse guide: every screen sample runs and draws its first frame, answers the mouse as the guide says, and opens in the playground without touching the reader's drafts", async () => {
    const { page, errors } = await visit("/docs/guides/mouse");
    const runs = page.getByRole("button", { name: "Run in your browser" });
    const count = await runs.count();
    const titles = await page
      .locator("figure.code-block")
      .filter({ has: runs })
      .locator("figcaption")
      .allTextContents();
    await behaviour("every screen sample of the guide has Run", async () => {
      expect(await page.locator("[data-norun]").count(), "samples that say they cannot run").toBe(0);
      expect(count).toBeGreaterThanOrEqual(4);
      expect(await page.locator("[data-sample-output]").count()).toBeGreaterThanOrEqual(count);
      expect(titles, "the titled samples the Run buttons are under").toHaveLength(count);
      expect(titles, "the samples checked with the mouse").toEqual(
        expect.arrayContaining(["where.ts", "two-clicks.ts"]),
      );
    });

    for (const title of titles) {
      const block = sampleBlock(page, title);
      await behaviour(`${title} draws its first frame`, async () => {
        await block.getByRole("button", { name: "Run in your browser" }).click();
        const terminal = block.locator("[data-live-terminal]");
        // The program's first write marks the frame (use-live-run.ts): its first frame is on screen.
        await terminal.locator("[data-first-frame]").waitFor({ timeout: 15_000 });
        await terminal.locator(".xterm-rows").filter({ hasText: /\S/ }).waitFor({ timeout: 15_000 });
        expect((await terminal.locator(".xterm-rows").textContent())?.trim()).not.toBe("");
      });
      // The next sample's run ends this one (one run per page): what it answers is checked now.
      if (title === "where.ts")
        await behaviour("where.ts reports the clicked cell and the release of the left button", async () => {
          await clickText(page, block, "click me");
          const report = await terminalShows(block, "action: mouseup");
          expect(report).toContain("action: mouseup, button: left");
          // "click me" starts at column 2, row 2 (inside the border); its middle is 4 cells on.
          expect(report).toMatch(/terminal cell: \d+,2/);
        });
      if (title === "two-clicks.ts")
        await behaviour("two-clicks.ts chooses an item on the second click only", async () => {
          await clickText(page, block, "Cherry");
          await highlighted(block, "Cherry");
          expect(await block.locator(".xterm-rows").textContent()).toContain("chosen: -");
          await clickText(page, block, "Cherry");
          await terminalShows(block, "chosen: Cherry");
        });
    }

    await behaviour("Open in playground carries the sample into the playground", async () => {
      // The link under the sample carries its file name.
      await page.locator('a[data-open-playground][href*="sample=two-clicks.ts"]').click();
      await page.waitForURL(/\/playground\?sample=two-clicks\.ts/);
      expect(await (await openEditor(page)).textContent()).toContain('items: ["Apple", "Banana", "Cherry"]');
      expect(await page.getByLabel("Example").inputValue()).toBe(":linked");
      await page.getByRole("button", { name: "Run", exact: true }).click();
      await waitForText(page, TERMINAL, "chosen: -", 15_000);
    });
    await behaviour("the playground leaves the reader's drafts alone", async () => {
      expect(await page.evaluate(() => localStorage.getItem("unblessed-docs:playground-drafts"))).toBeNull();
    });
    expect(errors, "console errors and uncaught exceptions").toEqual([]);
  });

  it("a sample that cannot run in a tab says why instead", async () => {
    const { page } = await visit("/docs/guides/testing");
    const note = await waitForText(page, "[data-norun]", "not in this tab");
    expect(note).toContain("node:assert/strict");
  });
});

describe("one palette: live and captured frames", () => {
  it("gets the dashboard's sandbox ready while the page is idle, its Run screens below; paints its header and text in the same colours live as in the capture", async () => {
    // On a normal connection: the program an example page is about has its sandbox's frame made at
    // idle wherever its Run is, for a reader who jumps to the button and presses it at once.
    const { page } = await shared.tab.visit("/docs/examples/getting-started/dashboard", { dataSaver: false });
    const runButton = page.getByRole("button", { name: "Run in your browser" });
    const screensDown = await runButton.evaluate((button) => button.getBoundingClientRect().top / innerHeight);
    expect(screensDown, "Run is more than a screen below the viewport").toBeGreaterThan(2);
    await page.locator(SANDBOX_FRAME).waitFor({ state: "attached" });
    await runButton.click();
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
  it("shows the program's captured screen and its Run button in the first screenful at 1280×800 and 390×844, loads nothing of the terminal before the click, shows the types of the program's names, says why when the terminal fails to download, and starts with one click in the screen's place", async () => {
    const { page, scripts, hydratedAt } = await visitWatchingScripts("/");
    const runtime = watchRuntimeFetches(page);
    for (const [width, height] of [
      [1280, 800],
      [390, 844],
    ] as const) {
      await behaviour(
        `the captured screen and Run are whole in the first screenful at ${width}×${height}`,
        async () => {
          await page.setViewportSize({ width, height });
          const screen = page.locator("[data-sample-output]");
          expect(await screen.textContent()).toContain("Hello from unblessed");
          for (const [name, part] of [
            ["screen", screen],
            ["Run", page.getByRole("button", { name: "Run in your browser" })],
          ] as const) {
            const box = await part.boundingBox();
            expect(box && box.y + box.height, `${name}'s bottom`).toBeLessThanOrEqual(height);
            // Whole, not cut at the side: the screen scales to the width.
            expect(box && box.x + box.width, `${name}'s right edge`).toBeLessThanOrEqual(width);
          }
          expect(
            await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth),
            "no sideways scroll",
          ).toBe(true);
          // The program is read whole: no line of it hides past its box's edge.
          const code = page.locator("figure.code-block pre").first();
          expect(await code.evaluate((pre) => pre.scrollWidth <= pre.clientWidth), "the program's lines fit").toBe(
            true,
          );
        },
      );
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    await behaviour(
      "before Run only the terminal's loader loads; the idle page starts the sandbox's frame, without its runtime",
      async () => {
        await afterIdleChance(page, hydratedAt);
        await page.locator(SANDBOX_FRAME).waitFor({ state: "attached" });
        // Only the loader, which names the terminal's files: a round trip less on the click.
        await expect
          .poll(() => scripts.filter((url) => LAZY_CHUNK.test(url)).map(chunkName))
          .toEqual(["load-live-terminal"]);
        expect(runtime, "the runtime's script").toEqual([]);
      },
    );
    await behaviour(
      "the program's names show their types: hovering smartCSR shows its option and its API page",
      async () => {
        await page.locator(`html[${NAMES_LIVE_ATTRIBUTE}]`).waitFor({ state: "attached" });
        await page.locator(".landing-code [data-qi]", { hasText: /^smartCSR$/ }).hover();
        const popover = page.locator(".name-popover");
        await popover.waitFor({ state: "visible", timeout: 5000 });
        expect(await popover.textContent()).toContain("smartCSR?: boolean");
        expect(await popover.locator("a").getAttribute("href")).toMatch(/\/docs\/api\/generated\/.*ScreenOptions.*#/);
        await page.mouse.move(0, 0);
      },
    );
    await behaviour("a terminal that fails to download says so above Run, which tries again", async () => {
      // The terminal's own chunk: its loader came while the page was idle.
      const chunk = /\/assets\/live-terminal-[^/]+\.js$/;
      await page.route(chunk, (route) => route.abort());
      await page.getByRole("button", { name: "Run in your browser" }).click();
      await waitForText(
        page,
        "[role=alert]",
        /^The terminal could not be downloaded\. Check the connection and press Run again/,
      );
      await page.unroute(chunk);
    });
    await behaviour("one click starts the demo, and the live terminal takes the captured screen's place", async () => {
      await page.getByRole("button", { name: "Run in your browser" }).click();
      await waitForText(page, TERMINAL, "Hello from unblessed", 15_000);
      expect(await page.locator("[data-sample-output]").count()).toBe(0);
    });
  });
});

describe("the playground", () => {
  it("loads no editor until asked; Stop waits for a run; the run passes axe and gets the 80×24 or fitted size chosen; a click on the code starts the editor on that line", async () => {
    const { page, errors } = await visit("/playground?example=simple-box");
    const preview = page.locator("[data-editor-preview]");
    const stop = page.getByRole("button", { name: "Stop" });
    await behaviour("nothing of CodeMirror runs until the reader asks for it", async () => {
      await preview.waitFor();
      expect(await page.locator(".cm-editor").count()).toBe(0);
    });
    await behaviour("with nothing running, Stop is disabled and does not look like Reset", async () => {
      expect(await stop.isDisabled()).toBe(true);
      const look = (button: Locator) =>
        button.evaluate((element) => {
          const style = getComputedStyle(element);
          return `${style.borderStyle} ${style.opacity} ${style.color}`;
        });
      expect(await look(stop)).not.toBe(await look(page.getByRole("button", { name: "Reset" })));
    });

    await page.getByRole("button", { name: "Run", exact: true }).click();
    await behaviour("Run starts the example and enables Stop", async () => {
      await waitForText(page, TERMINAL, "Arrow keys move me.", 15_000);
      expect(await stop.isDisabled()).toBe(false);
    });
    await behaviour("the page passes axe with the terminal open", async () => {
      expect(await axeViolations(page)).toEqual([]);
    });
    await behaviour("the program gets the 80×24 size, then the fitted one again", async () => {
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
    await behaviour("a click on the code starts the editor, with the cursor on the line clicked", async () => {
      const third = preview.locator("span").nth(2);
      const thirdLine = (await third.textContent())?.trimEnd();
      await third.click({ position: { x: 60, y: 4 } });
      await page.locator(".cm-content").waitFor();
      expect(await page.evaluate(() => document.activeElement?.classList.contains("cm-content"))).toBe(true);
      expect(await page.locator(".cm-activeLine").textContent()).toBe(thirdLine);
    });
    expect(errors, "console errors and uncaught exceptions").toEqual([]);
  });

  it("keeps the code in the link where storage throws; opened from the link, the code takes Tab into the editor, runs the reader's edits, and points at the line of an error; at 1280×800 the terminal stays in view beside a long program; Share copies a link that reopens the edit, or shows it where the clipboard is refused; Reset has an undo; at 390×844 and 320×640 Run, Stop, Reset and Share share one row and Run switches to the terminal", async () => {
    const denied = await openOwnPage("/playground", () => {
      Object.defineProperty(window, "localStorage", {
        get() {
          throw new DOMException("denied", "SecurityError");
        },
      });
    });
    let link = "";
    await behaviour("where storage throws, the edited code goes into the link", async () => {
      await openEditor(denied);
      await replaceCode(denied, 'console.log("shared");\n');
      await denied.waitForFunction(() => window.location.hash.startsWith("#code="));
      link = denied.url().replace(baseUrl(), "");
    });
    await denied.context().close();

    const { page, errors } = await shared.tab.visit(link, { viewport: { width: 1280, height: 800 } });
    await behaviour("the link opens with its code, and Tab into it starts the editor", async () => {
      const preview = page.locator("[data-editor-preview]");
      expect(await preview.textContent()).toBe('console.log("shared");\n');
      await preview.focus();
      await page.locator(".cm-content:focus").waitFor();
      expect(await page.locator(".cm-content").textContent()).toBe('console.log("shared");');
    });
    await behaviour("the reader's edited code runs, and Stop stops it", async () => {
      await replaceCode(
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
    });
    await behaviour("a syntax error shows its line and column, and Go to line goes there", async () => {
      await replaceCode(page, "const width: number = 3;\nconst height = ;\n");
      await page.getByRole("button", { name: "Run", exact: true }).click();
      const message = await waitForText(page, STATUS, "SyntaxError", 15_000);
      expect(message).toContain("SyntaxError at line 2, column 16: Unexpected token");
      await page.getByRole("button", { name: "Go to line 2" }).click();
      await expect.poll(() => page.locator(".cm-activeLine").textContent()).toBe("const height = ;");
    });
    await behaviour("an error thrown by the program shows its line in the TypeScript source", async () => {
      await replaceCode(
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

    // A program longer than the window: its last lines are edited with the page scrolled down.
    const longProgram = [
      'import { Box, Screen } from "@unblessed/core";',
      "const screen = new Screen();",
      ...Array.from({ length: 60 }, (_, line) => `// line ${line + 3} of a long program`),
      'new Box({ parent: screen, top: 1, left: 2, width: 30, height: 3, border: { type: "line" }, content: "The long one ran" });',
      "screen.render();",
    ].join("\n");
    const terminal = page.locator("[data-live-terminal]");
    await behaviour(
      "at 1280×800, Ctrl+Enter at the end of a long program runs it in a terminal still in view",
      async () => {
        await replaceCode(page, longProgram);
        await page.keyboard.press("Control+End");
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
        await page.keyboard.press("Control+Enter");
        await waitForText(page, TERMINAL, "The long one ran", 15_000);
        expect(await inView(terminal)).toBe(true);
        expect(await inView(page.locator(".cm-activeLine"))).toBe(true);
      },
    );
    let sharedLink = "";
    await behaviour("Share copies a link to this code and says so", async () => {
      await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
      await page.getByRole("button", { name: "Share" }).click();
      await waitForText(page, "[data-share-status]", "Link copied");
      sharedLink = await page.evaluate(() => navigator.clipboard.readText());
      expect(sharedLink.startsWith(`${baseUrl()}/playground?example=`)).toBe(true);
      expect(sharedLink).toContain("#code=");
    });
    await behaviour(
      "where the clipboard is refused, Share says so and hands over the same link, selected",
      async () => {
        await page.evaluate(() => {
          navigator.clipboard.writeText = () => Promise.reject(new DOMException("refused", "NotAllowedError"));
        });
        await page.getByRole("button", { name: "Share" }).click();
        const field = page.getByLabel("Copy this link yourself");
        await field.waitFor();
        expect(await field.inputValue()).toBe(sharedLink);
        const selected = await field.evaluate((input: HTMLInputElement) => [input.selectionStart, input.selectionEnd]);
        expect(selected).toEqual([0, sharedLink.length]);
      },
    );
    await behaviour("Reset goes back to the example, and Undo brings the edit back, draft included", async () => {
      const drafts = () => page.evaluate(() => localStorage.getItem("unblessed-docs:playground-drafts") ?? "");
      expect(await drafts()).toContain("The long one ran");
      await page.getByRole("button", { name: "Reset" }).click();
      await expect.poll(() => page.locator(".cm-content").textContent()).toContain("Hello from unblessed");
      expect(await drafts()).not.toContain("The long one ran");
      await page.getByRole("button", { name: "Undo reset" }).click();
      await expect.poll(() => page.locator(".cm-content").textContent()).toContain("The long one ran");
      await expect.poll(drafts).toContain("The long one ran");
      expect(await page.getByRole("button", { name: "Undo reset" }).count()).toBe(0);
    });
    expect(errors, "console errors and uncaught exceptions").toEqual([]);

    const { page: phone, errors: phoneErrors } = await shared.tab.visit(sharedLink.replace(baseUrl(), ""), {
      viewport: { width: 390, height: 844 },
    });
    await behaviour("the shared link reopens exactly the edited code", async () => {
      expect(await phone.locator("[data-editor-preview]").textContent()).toBe(longProgram);
    });
    const showing = async () => ({
      code: await phone.locator("#playground-editor").isVisible(),
      terminal: await phone.locator("#playground-terminal").isVisible(),
      pressed: await phone.locator("[data-playground-views] [aria-pressed='true']").textContent(),
    });
    /** Run, Stop, Reset and Share: how many rows they take, and whether each is inside the window. */
    const actionRow = () =>
      phone.evaluate(() => {
        const names = ["Run", "Stop", "Reset", "Share"];
        const buttons = [...document.querySelectorAll("button")].filter((b) => names.includes(b.textContent.trim()));
        const boxes = buttons.map((b) => b.getBoundingClientRect());
        return {
          buttons: buttons.map((b) => b.textContent.trim()),
          rows: new Set(boxes.map((box) => Math.round(box.top))).size,
          inside: boxes.every((box) => box.left >= 0 && box.right <= window.innerWidth),
        };
      });
    const oneRow = { buttons: ["Run", "Stop", "Reset", "Share"], rows: 1, inside: true };
    await behaviour("at 390×844 the editor and the terminal take turns: the code first", async () => {
      expect(await showing()).toEqual({ code: true, terminal: false, pressed: "Code" });
      expect(await pageOverflow(phone)).toBe(0);
      expect(await actionRow(), "Run, Stop, Reset and Share at 390 px").toEqual(oneRow);
    });
    await behaviour("at 390×844 Run shows the terminal, in view, running the program", async () => {
      await phone.getByRole("button", { name: "Run", exact: true }).click();
      await waitForText(phone, TERMINAL, "The long one ran", 15_000);
      expect(await showing()).toEqual({ code: false, terminal: true, pressed: "Terminal" });
      expect(await inView(phone.locator("[data-live-terminal]"))).toBe(true);
      expect(await pageOverflow(phone)).toBe(0);
    });
    await behaviour("at 320×640, back to the code and Run again: the terminal is in view again", async () => {
      await phone.setViewportSize({ width: 320, height: 640 });
      expect(await actionRow(), "Run, Stop, Reset and Share at 320 px").toEqual(oneRow);
      await phone.getByRole("button", { name: "Code", exact: true }).click();
      expect(await showing()).toEqual({ code: true, terminal: false, pressed: "Code" });
      await phone.locator("[data-editor-preview]").evaluate((element) => element.scrollIntoView({ block: "end" }));
      await phone.getByRole("button", { name: "Run", exact: true }).click();
      await waitForText(phone, STATUS, "is running.");
      expect(await showing()).toEqual({ code: false, terminal: true, pressed: "Terminal" });
      expect(await inView(phone.locator("[data-live-terminal]"))).toBe(true);
      expect(await pageOverflow(phone)).toBe(0);
    });
    expect(phoneErrors, "console errors and uncaught exceptions").toEqual([]);
  });
});

describe("the names in a sample (app/docs-page/sample-types)", () => {
  /** The interactive-list program as its page's MDX has it: what copying must give back. */
  const code = () => {
    const file = "content/docs/examples/getting-started/interactive-list.mdx";
    const block = extractCodeBlocks(readFileSync(file, "utf8"), file).find((b) =>
      b.meta.includes("interactive-list.ts"),
    );
    if (!block) throw new Error(`no interactive-list.ts block in ${file}`);
    return block.code;
  };

  it("at 1280×800: the file loads on the first hover; hovering List shows its constructor and opens its API page; the keyboard reaches vi in one Tab stop; copying and a screen reader get the code alone", async () => {
    const fetched: string[] = [];
    const { page, errors } = await shared.tab.visit(INTERACTIVE_LIST, {
      viewport: { width: 1280, height: 800 },
      beforeLoad: (tab) => tab.on("request", (request) => fetched.push(new URL(request.url()).pathname)),
    });
    const pre = namedBlock(page).locator("pre");
    await behaviour("nothing of the types is fetched before a name is asked about", async () => {
      await namesLive(page);
      await page.waitForTimeout(IDLE_CHANCE_MS);
      expect(fetched.filter((path) => path.startsWith("/sample-types/"))).toEqual([]);
      expect(await pre.locator("[data-qi]").count()).toBeGreaterThan(40);
    });
    await behaviour("the code block is one Tab stop: no name is focusable until the arrows move there", async () => {
      expect(await pre.getAttribute("tabindex")).toBe("0");
      expect(await pre.locator("[tabindex]").count()).toBe(0);
    });
    await behaviour("focusing vi with the keyboard shows its option type", async () => {
      await pre.focus();
      let focused = "";
      for (let step = 0; step < 200 && focused !== "vi"; step++) {
        await page.keyboard.press("ArrowRight");
        focused = await page.evaluate(() => document.activeElement?.textContent ?? "");
      }
      expect(focused).toBe("vi");
      expect(await popoverText(page)).toContain("vi?: boolean");
      // One name focusable at a time, and only the one that has the focus.
      expect(await pre.locator("[tabindex]").count()).toBe(1);
      await page.keyboard.press("ArrowDown");
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("mouse");
      await page.keyboard.press("Escape");
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("PRE");
      expect(await page.locator(POPOVER).isVisible()).toBe(false);
      // Tab leaves the block: its names are no Tab stops.
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest("pre")))).toBe(false);
      expect(fetched.filter((path) => path.startsWith("/sample-types/"))).toEqual([
        `/sample-types${INTERACTIVE_LIST}.json`,
      ]);
    });
    await behaviour("hovering List shows its constructor signature", async () => {
      await name(page, "List", 1).hover();
      const text = await popoverText(page);
      expect(text).toContain("new List(options?: ListOptions");
      expect(text).toContain("List in the API reference");
    });
    await behaviour(
      "copying gives the plain code, with a popover open: the Copy button and a text selection",
      async () => {
        await page.evaluate(() => {
          const w = window as unknown as { copied?: string };
          navigator.clipboard.writeText = async (text: string) => void (w.copied = text);
        });
        await namedBlock(page).getByRole("button", { name: "Copy code to clipboard" }).click({ force: true });
        expect((await page.evaluate(() => (window as unknown as { copied?: string }).copied))?.trimEnd()).toBe(code());
        const selected = await pre.evaluate((element) => {
          window.getSelection()?.selectAllChildren(element);
          const text = window.getSelection()?.toString() ?? "";
          window.getSelection()?.removeAllRanges();
          return text;
        });
        expect(selected.trimEnd()).toBe(code());
      },
    );
    await behaviour("a screen reader's view of the code block is the code, not the popover", async () => {
      await name(page, "List", 1).hover();
      await popoverText(page);
      // One node, the code, whose text (white space collapsed, as a screen reader reads it) is the program.
      const snapshot = (await pre.ariaSnapshot()).trim();
      const spoken = /^- code: (".*")$/s.exec(snapshot)?.[1];
      expect(spoken, snapshot.slice(0, 200)).toBeDefined();
      expect(JSON.parse(spoken ?? '""')).toBe(code().replace(/\s+/g, " ").trim());
      // The popover is outside the code, and nothing points the code's names at it.
      expect(await pre.locator(POPOVER).count()).toBe(0);
      expect(await pre.locator("[aria-describedby], [aria-label], [aria-hidden]").count()).toBe(0);
    });
    await behaviour("the popover's link opens List's API page", async () => {
      await name(page, "List", 1).hover();
      await page.locator(POPOVER).getByRole("link", { name: "List in the API reference" }).click();
      await page.waitForURL(/\/docs\/api\/generated\/widgets\.list\.Class\.List$/);
      await page.locator("h1", { hasText: "List" }).waitFor();
    });
    expect(errors, "console errors and uncaught exceptions").toEqual([]);
  });

  it("stays whole when the names' chunk fails to download: the code stays plain, with a warning, never the error screen", async () => {
    const namesChunk = (url: URL) =>
      /\/assets\/sample-types-[\w-]+\.js$/.test(url.pathname) && !url.pathname.includes("after-idle");
    let warned: Promise<void> = Promise.resolve();
    const { page, errors } = await shared.tab.visit(INTERACTIVE_LIST, {
      viewport: { width: 1280, height: 800 },
      beforeLoad: async (tab) => {
        warned = new Promise<void>((resolve) => {
          tab.on("console", function onConsole(message) {
            if (!message.text().startsWith(SAMPLE_TYPES_UNAVAILABLE)) return;
            tab.off("console", onConsole);
            resolve();
          });
        });
        await tab.route(namesChunk, (route) => route.abort());
      },
    });
    try {
      await warned;
      expect(await page.locator("h1").first().textContent()).toBe("Interactive list");
      expect(await page.getByText("This page could not be loaded").count()).toBe(0);
      expect(await namedBlock(page).locator("[data-qi]").count()).toBeGreaterThan(40);
    } finally {
      await page.unroute(namesChunk);
    }
    // The download this test cuts off is the browser's own console error; nothing else may be.
    expect(errors.filter((error) => !error.includes("net::ERR_FAILED"))).toEqual([]);
  });
});

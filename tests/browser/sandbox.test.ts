import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DRAFTS_KEY } from "../../app/live/playground/drafts";
import { encodeCode } from "../../contracts/playground-url";
import { behaviour } from "./support/behaviour";
import { waitForText } from "./support/chromium";
import { sharedTabForFile } from "./support/reused-tab";

// Reader code runs in a Worker inside <iframe sandbox="allow-scripts"> (app/live/sandbox/):
// whatever a shared link's program tries, it reaches its terminal and nothing else.
const TERMINAL = "[data-live-terminal] .xterm-rows";
const STATUS = "[data-run-status]";
const NOTICE = "[data-playground-notice]";

// Data saver: these tests are not about links, and the playground prefetching the navbar's pages is work
// they do not need.
const shared = sharedTabForFile({ dataSaver: true });

/** Every way out of the sandbox a link's author might try; each line ends "failed (<error>)" or "DONE". */
const HOSTILE = `import { Box, Screen } from "@unblessed/core";
const w = globalThis as any;
const attempts: Array<[string, () => unknown]> = [
  ["read storage", () => { if (w.localStorage.getItem("reader-secret") === null) throw new Error("no secret"); }],
  ["write storage", () => w.localStorage.setItem("pwned", "yes")],
  ["read cookies", () => { if (!w.document.cookie.includes("reader")) throw new Error("no cookie"); }],
  ["write cookies", () => { w.document.cookie = "pwned=yes"; }],
  ["page title", () => { w.document.title = "pwned"; }],
  ["parent document", () => { w.parent.document.body.innerHTML = "pwned"; }],
  ["top navigation", () => { w.top.location.href = "https://example.com/"; }],
  ["popup", () => { if (!w.open("https://example.com/")) throw new Error("blocked"); }],
  ["network", () => { w.importScripts("https://example.com/x.js"); }],
];
const lines = attempts.map(([name, attempt]) => {
  try { attempt(); return name + ": DONE"; } catch (error) { return name + ": failed (" + (error as Error).name + ")"; }
});
const screen = new Screen({ mouse: true } as any);
new Box({ parent: screen, top: 0, left: 0, width: 60, height: lines.length + 2, border: { type: "line" }, content: lines.join("\\n") });
const button = new Box({ parent: screen, top: lines.length + 3, left: 2, width: 20, height: 3, border: { type: "line" }, content: "Click me", mouse: true } as any);
button.on("click", () => { button.setContent("Clicked"); screen.render(); });
screen.key(["k"], () => { button.setContent("Key k"); screen.render(); });
screen.key(["x"], () => setTimeout(() => { w.document.title = "pwned"; }));
screen.render();
`;

async function plantReaderData(page: Page): Promise<void> {
  await page.evaluate(() => {
    localStorage.setItem("reader-secret", "s3cret");
    document.cookie = "reader=1; path=/";
  });
}

describe("a program in the sandbox", () => {
  it("a shared link's program fails at every attempt on the page while its terminal takes keys and mouse; a program that never yields is stopped by the watchdog", async () => {
    const { page, context, errors } = await shared.tab.visit(`/playground#code=${encodeCode(HOSTILE)}`, {
      beforeLoad: plantReaderData,
    });
    const title = await page.title();
    const path = new URL(page.url()).pathname;
    await page.getByRole("button", { name: "Run", exact: true }).click();
    await behaviour("every attempt on the page fails", async () => {
      const screen = await waitForText(page, TERMINAL, "popup:", 20_000);
      const text = (await page.locator(TERMINAL).textContent()) ?? "";
      for (const attempt of ["read storage", "write storage", "read cookies", "write cookies", "page title"])
        expect(text).toContain(`${attempt}: failed`);
      for (const attempt of ["parent document", "top navigation", "popup", "network"])
        expect(text).toContain(`${attempt}: failed`);
      expect(text).not.toContain("DONE");
      expect(screen).not.toContain("s3cret");
    });

    await behaviour("keys and the mouse still reach the program", async () => {
      await page.keyboard.press("k");
      await waitForText(page, TERMINAL, "Key k");
      const box = await page.locator(TERMINAL).boundingBox();
      const rowHeight =
        (box?.height ?? 0) / Number((await page.locator("[data-live-terminal]").getAttribute("data-rows")) ?? 1);
      const colWidth =
        (box?.width ?? 0) / Number((await page.locator("[data-live-terminal]").getAttribute("data-cols")) ?? 1);
      // The button's text sits on row 13 (0-based: 9 lines + border + gap + border), from column 3.
      await page.mouse.click((box?.x ?? 0) + colWidth * 6.5, (box?.y ?? 0) + rowHeight * 13.5);
      await waitForText(page, TERMINAL, "Clicked");
    });

    await behaviour(
      "an attempt the program does not catch ends the run, and the reader sees why, on their line",
      async () => {
        await page.locator("[data-live-terminal] .xterm-helper-textarea").focus();
        await page.keyboard.press("x");
        // A worker has no document: the program's `document` is undefined there.
        const status = await waitForText(page, STATUS, "TypeError", 10_000);
        expect(status).toMatch(
          /TypeError at line 22, column \d+: Cannot set properties of undefined \(setting 'title'\)/,
        );
        await waitForText(page, TERMINAL, "TypeError at line 22");
      },
    );

    await behaviour("the page, its storage and cookies are as they were", async () => {
      expect(await page.title()).toBe(title);
      expect(new URL(page.url()).pathname).toBe(path);
      expect(context.pages()).toHaveLength(1);
      expect(await page.evaluate(() => localStorage.getItem("pwned"))).toBeNull();
      expect(await page.evaluate(() => document.cookie)).not.toContain("pwned");
      const sandbox = await page.locator("iframe[data-live-sandbox]").getAttribute("sandbox");
      expect(sandbox).toBe("allow-scripts");
    });

    // The same sandbox, on the page already open: the program goes in through the editor.
    await behaviour("a program that never yields leaves the page responsive, and the watchdog stops it", async () => {
      await page.locator("[data-editor-preview]").click();
      await page.locator(".cm-content").click();
      await page.keyboard.press("Control+A");
      await page.keyboard.press("Delete");
      await page.keyboard.insertText("while (true) {}\n");
      await page.getByRole("button", { name: "Run", exact: true }).click();
      await waitForText(page, STATUS, "is running.", 15_000);
      // The page answers at once while the program spins in its worker.
      const started = Date.now();
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
      expect(Date.now() - started).toBeLessThan(1000);
      await page.getByRole("combobox", { name: "Terminal size" }).selectOption("80x24");
      const status = await waitForText(page, STATUS, "watchdog", 15_000);
      expect(status).toContain("Stopped by the watchdog");
      await waitForText(page, TERMINAL, "watchdog");
    });
    expect(errors, "console errors and uncaught exceptions").toEqual([]);
  });
});

describe("damaged links and saved drafts", () => {
  it("a damaged link opens the example with a message saying what is wrong; a link's code never overwrites the reader's draft without asking", async () => {
    const cases: Array<[string, string, RegExp]> = [
      ["not base64url", "%%%", /not base64url/],
      ["not UTF-8", btoa("\xc3\x28").replace(/=+$/, ""), /UTF-8/],
      ["empty", "", /empty/],
      ["too large", "A".repeat(400_000), /larger than 256 KB/],
    ];
    // The example a link without one opens: the one the draft below is saved for.
    let example = "";
    for (const [kind, code, message] of cases) {
      await behaviour(`a link whose code is ${kind} opens the example and says so`, async () => {
        const { page } = await shared.tab.visit(`/playground#code=${code}`);
        const notice = await waitForText(page, NOTICE, message);
        expect(notice).toContain("here is the");
        expect(await page.locator("[data-editor-preview]").textContent()).toContain("@unblessed");
        example ||= await page.getByRole("combobox", { name: "Example" }).inputValue();
      });
    }

    await behaviour("a link's code leaves the reader's saved draft as it was", async () => {
      const draft = "// my own draft\n";
      const { page } = await shared.tab.visit(`/playground?example=${example}#code=${encodeCode("// from a link\n")}`, {
        beforeLoad: (tab) =>
          tab.evaluate(([key, id, code]) => localStorage.setItem(key, JSON.stringify({ [id]: code })), [
            DRAFTS_KEY,
            example,
            draft,
          ] as const),
      });
      await waitForText(page, NOTICE, "Your saved draft");
      expect(await page.locator("[data-editor-preview]").textContent()).toBe("// from a link\n");
      const saved = () => page.evaluate((key) => localStorage.getItem(key), DRAFTS_KEY);
      // Nothing shows that a draft was not written: a late write gets the time to happen.
      await page.waitForTimeout(500);
      expect(JSON.parse((await saved()) ?? "{}")).toEqual({ [example]: draft });

      await page.getByRole("button", { name: "Open my draft" }).click();
      expect(await page.locator("[data-editor-preview]").textContent()).toBe(draft);
      expect(JSON.parse((await saved()) ?? "{}")).toEqual({ [example]: draft });
    });
  });
});

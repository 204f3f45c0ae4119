import type { Page } from "playwright-core";

/** Waits until a resize (or any layout change) has been painted. */
export async function settleLayout(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** How much wider than the window the page is; 0 when it does not scroll sideways. */
export async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth));
}

/**
 * The code blocks whose Copy button covers text: any text node of the page
 * (the code, its title, the language) whose box intersects a visible button's box.
 */
export async function copyButtonsOverText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const overlaps: string[] = [];
    // By its words, not a class: the check must find the button wherever a change puts it.
    const buttons = [...document.querySelectorAll<HTMLElement>(".code-block button")].filter((button) =>
      /^Cop(y|ied)/.test(button.textContent ?? ""),
    );
    buttons.forEach((button, index) => {
      const b = button.getBoundingClientRect();
      if (b.width === 0 || b.height === 0) return;
      const figure = button.parentElement;
      if (!figure) return;
      const walker = document.createTreeWalker(figure, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (button.contains(node) || !node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const r of range.getClientRects()) {
          if (r.width > 0 && r.left < b.right && r.right > b.left && r.top < b.bottom && r.bottom > b.top) {
            overlaps.push(`block ${index + 1}: "${node.textContent.trim().slice(0, 30)}"`);
            return;
          }
        }
      }
    });
    return overlaps;
  });
}

/**
 * Inline code of one short token (no space, up to 24 characters, such as
 * `1.0.0-alpha.23`), or such a word of longer inline code, that the browser
 * split across two lines.
 */
export async function brokenShortTokens(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>(".mdx-content :not(pre) > code, .mdx-content .code-word")]
      .filter((code) => {
        const text = code.textContent ?? "";
        if (/\s/.test(text) || text.length > 24 || code.getBoundingClientRect().width === 0) return false;
        const range = document.createRange();
        range.selectNodeContents(code);
        const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        return lines.size > 1;
      })
      .map((code) => code.textContent ?? ""),
  );
}

/**
 * Punctuation that the browser moved to the start of a line on its own, away
 * from the inline code it follows (`Box`. with the full stop below): a break
 * the reader never expects, which an unbreakable code box allows.
 */
export async function strandedPunctuation(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>(".mdx-content :not(pre) > code")]
      .filter((code) => {
        const next = code.nextSibling;
        if (next?.nodeType !== Node.TEXT_NODE || !/^[.,;:!?)]/.test(next.textContent ?? "")) return false;
        const codeLines = [...code.getClientRects()].filter((r) => r.width > 0);
        const last = codeLines[codeLines.length - 1];
        if (!last) return false;
        const mark = document.createRange();
        mark.setStart(next, 0);
        mark.setEnd(next, 1);
        const box = mark.getBoundingClientRect();
        return box.width > 0 && box.top >= last.bottom - 1;
      })
      .map((code) => `${code.textContent ?? ""}${(code.nextSibling?.textContent ?? "").slice(0, 1)}`),
  );
}

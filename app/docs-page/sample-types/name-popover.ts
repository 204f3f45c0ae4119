/**
 * The one popover of a page's names: the signature, highlighted like the
 * code, the doc comment's first sentence, what the site knows to be wrong
 * about it, and the link to its API page. It lives at the end of the body,
 * outside every code block, so that the code's text (read aloud, selected,
 * copied) stays the code alone.
 */
import { codeSpans } from "../../../contracts/doc-text";
import type { SampleTypeEntry } from "../../../contracts/sample-types";

export const POPOVER_CLASS = "name-popover";
/** Room kept between the popover and the viewport's edges, and between it and its name, in px. */
const MARGIN = 8;
const GAP = 6;

export class NamePopover {
  readonly element: HTMLDivElement;

  constructor(private readonly onLinkClick: (event: MouseEvent, href: string) => void) {
    this.element = document.createElement("div");
    this.element.className = POPOVER_CLASS;
    this.element.hidden = true;
    document.body.append(this.element);
  }

  get shown(): boolean {
    return !this.element.hidden;
  }

  show(entry: SampleTypeEntry, name: HTMLElement): void {
    this.element.replaceChildren(...contentOf(entry, this.onLinkClick));
    this.element.hidden = false;
    this.place(name);
  }

  /** A sentence in place of a name's entry (its file could not be fetched). */
  showMessage(text: string, name: HTMLElement): void {
    this.element.replaceChildren(paragraph(`${POPOVER_CLASS}-summary`, text));
    this.element.hidden = false;
    this.place(name);
  }

  hide(): void {
    this.element.hidden = true;
  }

  contains(node: EventTarget | null): boolean {
    return node instanceof Node && this.element.contains(node);
  }

  remove(): void {
    this.element.remove();
  }

  /** Below the name, or above it when the viewport has no room below; never past the viewport's sides. */
  private place(name: HTMLElement): void {
    const anchor = name.getBoundingClientRect();
    const box = this.element;
    box.style.left = "0px";
    box.style.top = "0px";
    const { width, height } = box.getBoundingClientRect();
    const viewportWidth = document.documentElement.clientWidth;
    const left = Math.max(MARGIN, Math.min(anchor.left, viewportWidth - width - MARGIN));
    const below = anchor.bottom + GAP;
    const fitsBelow = below + height <= window.innerHeight - MARGIN || anchor.top - GAP - height < MARGIN;
    const top = fitsBelow ? below : anchor.top - GAP - height;
    box.style.left = `${left + window.scrollX}px`;
    box.style.top = `${top + window.scrollY}px`;
  }
}

function contentOf(entry: SampleTypeEntry, onLinkClick: (event: MouseEvent, href: string) => void): HTMLElement[] {
  const parts: HTMLElement[] = [];
  const signature = document.createElement("div");
  signature.className = `${POPOVER_CLASS}-signature`;
  for (const line of entry.signature) {
    const row = document.createElement("div");
    for (const run of line) {
      const span = document.createElement("span");
      if (typeof run === "string") span.textContent = run;
      else {
        span.textContent = run[0];
        span.style.color = run[1];
      }
      row.append(span);
    }
    signature.append(row);
  }
  parts.push(signature);
  if (entry.summary) parts.push(paragraph(`${POPOVER_CLASS}-summary`, entry.summary));
  if (entry.correction) parts.push(paragraph(`${POPOVER_CLASS}-correction`, entry.correction));
  if (entry.href) {
    const href = entry.href;
    const link = document.createElement("a");
    link.className = `${POPOVER_CLASS}-link`;
    link.href = href;
    // Reached from the name (Enter), not by Tab: the popover is not part of the page's order.
    link.tabIndex = -1;
    link.textContent = `${entry.label ?? "Declaration"} in the API reference`;
    link.addEventListener("click", (event) => onLinkClick(event, href));
    parts.push(link);
  }
  return parts;
}

/** A sentence whose `code` spans are shown in code font, as the API reference shows them. */
function paragraph(className: string, text: string): HTMLParagraphElement {
  const element = document.createElement("p");
  element.className = className;
  for (const run of codeSpans(text)) {
    if (!run.code) {
      element.append(run.text);
      continue;
    }
    const code = document.createElement("code");
    code.textContent = run.text;
    element.append(code);
  }
  return element;
}

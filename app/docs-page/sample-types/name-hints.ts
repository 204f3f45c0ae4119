/**
 * The names of a page's code samples, live: one set of listeners on the
 * document serves every code block. A name shows its popover when the mouse
 * rests on it, when it is tapped, or when it gets the keyboard focus; the
 * page's sample-types file is fetched the first time any of that happens.
 *
 * The keyboard: each code block stays one Tab stop (Shiki gives its `<pre>`
 * tabindex 0); there, the arrow keys move the focus between its names
 * (./name-keys.ts), Enter opens the focused name's API page and Escape goes
 * back to the block.
 */
import { isPlainLeftClick } from "../../common/plain-click";
import { NAME_INDEX_ATTRIBUTE, NAMED_CODE_ATTRIBUTE, type SampleTypeEntry } from "../../../contracts/sample-types";
import { loadSampleTypes } from "./load-sample-types";
import { NAME_KEYS, nameIndexAfterKey } from "./name-keys";
import { NamePopover } from "./name-popover";

/** How long the mouse rests on a name before its popover shows, and how long the popover outlives the mouse leaving, in ms. */
const SHOW_DELAY = 150;
const HIDE_DELAY = 250;

/** What the popover says when the page's file of types could not be fetched. */
export const TYPES_FAILED = "The types of this code could not be downloaded. Check the connection and try again.";

/** The class of the name whose popover is open. */
export const ACTIVE_NAME_CLASS = "name-active";

const NAME_SELECTOR = `pre[${NAMED_CODE_ATTRIBUTE}] [${NAME_INDEX_ATTRIBUTE}]`;

function nameAt(target: EventTarget | null): HTMLElement | undefined {
  return target instanceof Element ? ((target.closest(NAME_SELECTOR) as HTMLElement | null) ?? undefined) : undefined;
}

function namedBlockAt(target: EventTarget | null): HTMLElement | undefined {
  return target instanceof Element
    ? ((target.closest(`pre[${NAMED_CODE_ATTRIBUTE}]`) as HTMLElement | null) ?? undefined)
    : undefined;
}

function namesOf(block: HTMLElement): HTMLElement[] {
  return [...block.querySelectorAll<HTMLElement>(`[${NAME_INDEX_ATTRIBUTE}]`)];
}

/** Installs the listeners; the returned function removes them and the popover. */
export function installNameHints(src: string, navigate: (href: string) => void): () => void {
  let active: HTMLElement | undefined;
  let entryShown: SampleTypeEntry | undefined;
  let showTimer: number | undefined;
  let hideTimer: number | undefined;

  const popover = new NamePopover((event, href) => {
    if (!isPlainLeftClick(event)) return;
    event.preventDefault();
    close();
    navigate(href);
  });

  const clearTimers = () => {
    window.clearTimeout(showTimer);
    window.clearTimeout(hideTimer);
  };

  const open = (name: HTMLElement) => {
    clearTimers();
    const index = Number(name.getAttribute(NAME_INDEX_ATTRIBUTE));
    active?.classList.remove(ACTIVE_NAME_CLASS);
    active = name;
    name.classList.add(ACTIVE_NAME_CLASS);
    loadSampleTypes(src).then(
      (file) => {
        const entry = file.entries[index];
        // Another name may have been asked for while the file loaded.
        if (active !== name || !entry || !name.isConnected) return;
        entryShown = entry;
        popover.show(entry, name);
      },
      () => {
        // The file did not download (the connection dropped): said where the type would be; the next ask tries again.
        if (active !== name || !name.isConnected) return;
        entryShown = undefined;
        popover.showMessage(TYPES_FAILED, name);
      },
    );
  };

  const close = () => {
    clearTimers();
    active?.classList.remove(ACTIVE_NAME_CLASS);
    active = undefined;
    entryShown = undefined;
    popover.hide();
  };

  const onPointerOver = (event: PointerEvent) => {
    if (event.pointerType !== "mouse") return;
    const name = nameAt(event.target);
    if (name || popover.contains(event.target)) window.clearTimeout(hideTimer);
    if (!name || name === active) return;
    window.clearTimeout(showTimer);
    showTimer = window.setTimeout(() => open(name), popover.shown ? 0 : SHOW_DELAY);
  };

  const onPointerOut = (event: PointerEvent) => {
    if (event.pointerType !== "mouse") return;
    const leaving = nameAt(event.target) ?? (popover.contains(event.target) ? popover.element : undefined);
    if (!leaving) return;
    const to = event.relatedTarget;
    if (nameAt(to) || popover.contains(to)) return;
    window.clearTimeout(showTimer);
    // A name that has the keyboard focus keeps its popover.
    if (active && document.activeElement === active) return;
    hideTimer = window.setTimeout(close, HIDE_DELAY);
  };

  // A tap (or a click) on a name opens it; anywhere else but the popover closes it.
  const onClick = (event: MouseEvent) => {
    const name = nameAt(event.target);
    if (name) {
      if (name !== active || !popover.shown) open(name);
    } else if (active && !popover.contains(event.target)) {
      close();
    }
  };

  const onFocusIn = (event: FocusEvent) => {
    const name = nameAt(event.target);
    if (name) open(name);
  };

  const onFocusOut = (event: FocusEvent) => {
    const name = nameAt(event.target);
    if (!name || nameAt(event.relatedTarget)) return;
    name.removeAttribute("tabindex");
    if (name === active) close();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const block = namedBlockAt(event.target);
    if (!block) return;
    const focused = nameAt(event.target);
    if (event.key === "Escape" && focused) {
      event.preventDefault();
      close();
      block.focus();
      return;
    }
    if (event.key === "Enter" && focused) {
      const href = focused === active ? entryShown?.href : undefined;
      if (!href) return;
      event.preventDefault();
      close();
      navigate(href);
      return;
    }
    if (!NAME_KEYS.has(event.key)) return;
    const names = namesOf(block);
    const positions = names.map((name) => ({
      line: lineOf(name),
      left: name.getBoundingClientRect().left,
    }));
    const next = nameIndexAfterKey(positions, focused ? names.indexOf(focused) : -1, event.key);
    const target = next === undefined ? undefined : names[next];
    // At either end the key does nothing rather than scroll the block.
    event.preventDefault();
    if (!target) return;
    if (focused) focused.removeAttribute("tabindex");
    // Focusable only while it has the focus: the block stays the one Tab stop.
    target.tabIndex = -1;
    target.focus();
  };

  const onScrollOrResize = (event: Event) => {
    // The page scrolling carries the popover with its name; a code block scrolling sideways does not.
    if (event.type === "resize" || (event.target instanceof Element && event.target.contains(active ?? null))) close();
  };

  const listeners: Array<[string, EventListener, AddEventListenerOptions?]> = [
    ["pointerover", onPointerOver as EventListener],
    ["pointerout", onPointerOut as EventListener],
    ["click", onClick as EventListener],
    ["focusin", onFocusIn as EventListener],
    ["focusout", onFocusOut as EventListener],
    ["keydown", onKeyDown as EventListener],
    ["scroll", onScrollOrResize, { capture: true, passive: true }],
  ];
  for (const [type, listener, options] of listeners) document.addEventListener(type, listener, options);
  window.addEventListener("resize", onScrollOrResize, { passive: true });
  return () => {
    close();
    for (const [type, listener, options] of listeners) document.removeEventListener(type, listener, options);
    window.removeEventListener("resize", onScrollOrResize);
    popover.remove();
  };
}

/**
 * The line a name is on: the index of its line span in highlighted code (Shiki gives each line a
 * span of class `line`), or, in plain text (the gallery's programs), where it sits down the block.
 */
function lineOf(name: HTMLElement): number {
  const line = name.closest(".line");
  if (line?.parentElement) return [...line.parentElement.children].indexOf(line);
  return Math.round(name.getBoundingClientRect().top);
}

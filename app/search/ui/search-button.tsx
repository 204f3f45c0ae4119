import { lazy, Suspense, useCallback, useEffect, useRef, useState, type MouseEvent } from "react";
import { Link } from "react-router";
import { canonicalPath } from "../../common/trailing-slash";
import { useHydrated } from "../../common/use-hydrated";
import { siteConfig } from "../../site-config";
import { isPlainLeftClick } from "../../common/plain-click";

// The modal, autocomplete and the engines load on first use, never with the page.
const loadModal = () => import("./search-modal");
const SearchModal = lazy(loadModal);

function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
}

/**
 * Opens the search modal (behaviour §2): the button, Ctrl/⌘+K anywhere, and "/"
 * outside text fields. Before hydration (or without JavaScript) it is a
 * plain link to the /search page.
 */
export function SearchButton() {
  const [open, setOpen] = useState(false);
  // "Ctrl" in the prerendered HTML; Apple keyboards get ⌘ once hydrated.
  const modifier = useHydrated() && /Mac|iPhone|iPad/.test(navigator.platform) ? "⌘" : "Ctrl";
  // What is typed after the shortcut while the modal's code loads; its search field takes it.
  const typed = useRef<string | null>(null);
  const close = useCallback(() => {
    typed.current = null;
    setOpen(false);
  }, []);
  const show = () => {
    typed.current = "";
    setOpen(true);
  };

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const plain = !event.ctrlKey && !event.metaKey && !event.altKey;
      if (plain && typed.current !== null && event.key.length === 1) {
        event.preventDefault();
        typed.current += event.key;
      } else if (
        (!plain && !event.altKey && event.key.toLowerCase() === "k") ||
        (plain && event.key === "/" && !isTypingTarget(event.target))
      ) {
        event.preventDefault();
        // Ctrl+K again closes it, like the button's toggle.
        if (!open) show();
        else if (!plain) close();
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [open, close]);

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainLeftClick(event)) return;
    event.preventDefault();
    show();
  };

  return (
    <>
      <Link
        to={canonicalPath(siteConfig.searchPagePath)}
        onClick={onClick}
        onPointerEnter={() => void loadModal()}
        onFocus={() => void loadModal()}
        role="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        className="search-button"
        aria-keyshortcuts="Control+K Meta+K /"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20">
          <circle cx="9" cy="9" r="6" />
          <path d="M14 14l4 4" />
        </svg>
        <span className="sr-only sm:not-sr-only">Search</span>
        <span className="hidden gap-1 md:flex" aria-hidden="true">
          <kbd className="kbd">{modifier} K</kbd>
          <kbd className="kbd">/</kbd>
        </span>
      </Link>
      {open ? (
        <Suspense fallback={null}>
          <SearchModal onClose={close} typedRef={typed} />
        </Suspense>
      ) : null}
    </>
  );
}

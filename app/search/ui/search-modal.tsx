import { useEffect, useLayoutEffect, useMemo, useRef, useState, type MouseEvent, type RefObject } from "react";
import { createPortal } from "react-dom";
import { useLocation, useNavigate } from "react-router";
import { readPreferredVersion } from "../../api-reference/versions/preferred-version";
import { searchScope } from "../../api-reference/versions/version-switch";
import { DOCS_PLUGIN_ID, DOCS_VERSIONS } from "../../../contracts/docs-versions";
import { createSavedSearchStore } from "../engine/saved-searches";
import { AskAiPanel } from "./ask-ai-panel";
import { trapTab } from "../../common/focus-trap";
import { KeywordSearch } from "./keyword-search";
import { SearchScope } from "./search-scope";
import "./search.css";
import { isPlainLeftClick } from "../../common/plain-click";

type Mode = { name: "search" } | { name: "ask"; question: string };

/** Set on <html> while the modal is open: the navbar stays put and the page does not scroll behind it. */
export const SEARCH_OPEN_ATTRIBUTE = "data-search-open";

/**
 * The search dialog (loaded on first open). Escape leaves Ask AI first and
 * then closes; Tab cycles inside; on close, focus goes back to where it was.
 */
export default function SearchModal({
  onClose,
  initialQuery = "",
  typedRef,
}: {
  onClose: () => void;
  initialQuery?: string;
  /** Letters typed since the shortcut, before this code had loaded: the search field takes them. */
  typedRef?: RefObject<string | null>;
}) {
  const [mode, setMode] = useState<Mode>({ name: "search" });
  // Only whether a query is typed (the footer's hint): a boolean that rarely changes, so a
  // keystroke does not render the dialog again.
  const [typing, setTyping] = useState(() => initialQuery.trim() !== "");
  const dialogRef = useRef<HTMLDivElement>(null);
  const store = useMemo(() => createSavedSearchStore(), []);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [version, setVersion] = useState(() =>
    searchScope(
      pathname,
      readPreferredVersion(
        DOCS_PLUGIN_ID,
        DOCS_VERSIONS.map((v) => v.name),
      ),
    ),
  );

  // Read while rendering, before any child effect moves focus into the dialog.
  const [returnTo] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  useEffect(() => {
    const html = document.documentElement;
    html.setAttribute(SEARCH_OPEN_ATTRIBUTE, "");
    return () => {
      html.removeAttribute(SEARCH_OPEN_ATTRIBUTE);
      returnTo?.focus({ preventScroll: true });
    };
  }, [returnTo]);

  // The opener keeps what is typed until the field has focus; appended there as if typed into it.
  useEffect(() => {
    if (!typedRef) return;
    const take = (field: EventTarget | null) => {
      if (!(field instanceof HTMLInputElement) || !dialogRef.current?.contains(field)) return;
      const text = typedRef.current;
      typedRef.current = null;
      if (!text) return;
      field.value += text;
      field.dispatchEvent(new Event("input", { bubbles: true }));
    };
    const onFocusIn = (event: FocusEvent) => take(event.target);
    // The field's own effect, which runs first, may have focused it already.
    take(document.activeElement);
    window.addEventListener("focusin", onFocusIn);
    return () => window.removeEventListener("focusin", onFocusIn);
  }, [typedRef]);

  const go = (url: string) => {
    onClose();
    void navigate(url);
  };
  const onLink = (event: MouseEvent<HTMLAnchorElement>, url: string) => {
    if (!isPlainLeftClick(event)) return;
    event.preventDefault();
    go(url);
  };

  const leaveAskAi = () => {
    setMode({ name: "search" });
    // Back in the keyword search with the query as it was.
    requestAnimationFrame(() => dialogRef.current?.querySelector<HTMLInputElement>(".search-input")?.focus());
  };
  const leaveAskAiRef = useRef(leaveAskAi);
  useLayoutEffect(() => {
    leaveAskAiRef.current = leaveAskAi;
  });

  // Listened to on the window, in the capture phase: these keys are decided
  // here before the search input's own handlers see them, and they work even
  // when focus has dropped to the page (a removed button was focused).
  const modeRef = useRef(mode);
  useLayoutEffect(() => {
    modeRef.current = mode;
  });
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      const dialog = dialogRef.current;
      if (!dialog) return;
      if (event.key === "Escape") {
        event.preventDefault();
        event.stopPropagation();
        if (modeRef.current.name === "ask") leaveAskAiRef.current();
        else onClose();
      } else if (event.key === "Tab") {
        trapTab(event, dialog);
      }
    };
    window.addEventListener("keydown", onKeyDown, true);
    return () => window.removeEventListener("keydown", onKeyDown, true);
  }, [onClose]);

  return createPortal(
    <div
      className="search-overlay"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-label={mode.name === "ask" ? "Ask AI about the docs" : "Search the docs"}
        className="search-dialog"
      >
        <div hidden={mode.name !== "search"} className="search-keyword">
          <SearchScope version={version} onChange={setVersion} />
          <KeywordSearch
            version={version.name}
            store={store}
            initialQuery={initialQuery}
            onQueryChange={(query) => setTyping(query.trim() !== "")}
            onNavigate={go}
            onAskAi={(question) => setMode({ name: "ask", question })}
          />
        </div>
        {mode.name === "ask" ? (
          <AskAiPanel initialQuestion={mode.question} onLink={onLink} onBack={leaveAskAi} />
        ) : null}
        <div className="search-footer">
          <span>
            <kbd className="kbd">↑</kbd> <kbd className="kbd">↓</kbd> to move, <kbd className="kbd">↵</kbd> to open,{" "}
            <kbd className="kbd">Ctrl ↵</kbd> in a new tab, <kbd className="kbd">Esc</kbd>{" "}
            {mode.name === "ask" ? "to go back" : "to close"}
            {mode.name === "search" && !typing ? (
              <>
                , <kbd className="kbd">Ctrl S</kbd> to star and <kbd className="kbd">Del</kbd> to remove a saved search
              </>
            ) : null}
          </span>
          <button type="button" className="search-text-button" onClick={onClose}>
            Close
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}

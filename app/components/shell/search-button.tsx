import { Link } from "react-router";
import { siteConfig } from "~/site-config";

/**
 * Opens search. Shows both shortcuts (spec §2); the modal that the shortcuts
 * open arrives with the search feature, until then it leads to /search.
 */
export function SearchButton() {
  return (
    <Link
      to={siteConfig.searchPagePath}
      className="flex items-center gap-2 rounded-md border border-line bg-surface px-3 py-1.5 text-sm text-muted hover:border-accent/60 hover:text-ink"
      aria-keyshortcuts="Control+K Meta+K /"
      title="Search the docs (Ctrl+K or /)"
    >
      <svg
        aria-hidden="true"
        width="14"
        height="14"
        viewBox="0 0 20 20"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <circle cx="9" cy="9" r="6" />
        <path d="M14 14l4 4" strokeLinecap="round" />
      </svg>
      <span className="sr-only sm:not-sr-only">Search</span>
      <span className="hidden gap-1 md:flex" aria-hidden="true">
        <kbd className="kbd">Ctrl K</kbd>
        <kbd className="kbd">/</kbd>
      </span>
    </Link>
  );
}

import { useLocation } from "react-router";
import { OtherVersionNote } from "../api-reference/versions/other-version-note";
import { PrefetchLink } from "../common/prefetch/prefetch-link";
import { NotFoundSuggestions } from "../search/ui/not-found-suggestions";
import { pageMeta } from "./meta";
import { NOT_FOUND_META_NAME } from "../../contracts/not-found";
import { useHydrated } from "../common/use-hydrated";

export function notFoundMeta() {
  return [
    ...pageMeta({ title: "Page not found", description: "There is no page at this address.", path: "/404" }),
    { name: "robots", content: "noindex" },
    // Lets the head script tell 404.html from a real page (clean paths, behaviour §2).
    { name: NOT_FOUND_META_NAME, content: "true" },
  ];
}

/**
 * Rendered for every unknown URL: as 404.html on first load and by the
 * catch-all route on client navigation. The prerendered HTML can't know the
 * URL it will be served for, so the path is filled in after hydration.
 */
export function NotFoundPage() {
  const location = useLocation();
  const path = useHydrated() ? location.pathname : null;

  return (
    <section className="mx-auto max-w-2xl px-4 py-20">
      <p className="mb-2 font-mono text-sm text-accent">404</p>
      <h1 className="mb-4 text-3xl font-bold text-ink">Page not found</h1>
      {/* The address has a line of its own: filled in after hydration, it then moves no text around it. */}
      <p className="text-muted">We could not find a page at</p>
      <p className="my-1">
        <code className="break-all text-ink">{path ?? "this address"}</code>
      </p>
      <p className="mb-6 text-muted">It may have moved, or the link that brought you here may be wrong.</p>
      {path ? <OtherVersionNote pathname={path} /> : null}
      <NotFoundSuggestions pathname={path} />
      <ul className="flex flex-wrap gap-3">
        <li>
          <PrefetchLink to="/docs/getting-started/introduction" className="button-primary">
            Read the docs
          </PrefetchLink>
        </li>
        <li>
          <PrefetchLink to="/search" className="button-secondary">
            Search
          </PrefetchLink>
        </li>
        <li>
          <PrefetchLink to="/" className="button-secondary">
            Home
          </PrefetchLink>
        </li>
      </ul>
    </section>
  );
}

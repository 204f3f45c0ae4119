import { Link } from "react-router";
import type { PageLink } from "~/lib/navigation";

export function PrevNext({ prev, next }: { prev?: PageLink; next?: PageLink }) {
  if (!prev && !next) return null;
  return (
    <nav aria-label="Previous and next pages" className="mt-12 grid gap-3 border-t border-line pt-6 sm:grid-cols-2">
      {prev ? (
        <Link to={prev.href} prefetch="intent" rel="prev" className="pager-link">
          <span className="block text-xs text-muted">Previous</span>
          <span className="font-medium text-ink">« {prev.title}</span>
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link to={next.href} prefetch="intent" rel="next" className="pager-link sm:text-right">
          <span className="block text-xs text-muted">Next</span>
          <span className="font-medium text-ink">{next.title} »</span>
        </Link>
      ) : null}
    </nav>
  );
}

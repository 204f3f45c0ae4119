import { PrefetchLink } from "~/components/links/prefetch-link";
import type { PageLink } from "~/contracts/navigation";

export function PrevNext({ prev, next }: { prev?: PageLink; next?: PageLink }) {
  if (!prev && !next) return null;
  return (
    <nav aria-label="Previous and next pages" className="mt-12 grid gap-3 border-t border-line pt-6 sm:grid-cols-2">
      {prev ? (
        <PrefetchLink to={prev.href} rel="prev" className="pager-link">
          <span className="block text-xs text-muted">Previous</span>
          <span className="font-medium text-ink">« {prev.title}</span>
        </PrefetchLink>
      ) : (
        <span />
      )}
      {next ? (
        <PrefetchLink to={next.href} rel="next" className="pager-link sm:text-right">
          <span className="block text-xs text-muted">Next</span>
          <span className="font-medium text-ink">{next.title} »</span>
        </PrefetchLink>
      ) : null}
    </nav>
  );
}

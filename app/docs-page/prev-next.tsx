import { PrefetchLink } from "../common/prefetch/prefetch-link";
import type { PageLink } from "../../contracts/navigation";

export function PrevNext({ prev, next }: { prev?: PageLink; next?: PageLink }) {
  if (!prev && !next) return null;
  return (
    <nav aria-label="Previous and next pages" className="pager">
      {prev ? (
        <PrefetchLink to={prev.href} rel="prev" className="pager-link">
          <span>Previous</span>
          <span>« {prev.title}</span>
        </PrefetchLink>
      ) : (
        <span />
      )}
      {next ? (
        <PrefetchLink to={next.href} rel="next" className="pager-link sm:text-right">
          <span>Next</span>
          <span>{next.title} »</span>
        </PrefetchLink>
      ) : null}
    </nav>
  );
}

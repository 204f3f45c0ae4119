import { pageMeta } from "~/lib/meta";

export function meta() {
  return pageMeta({ title: "Search", description: "Search the unblessed documentation.", path: "/search" });
}

/** Placeholder page: the search feature fills it with the full results view. */
export default function Search() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="mb-4 text-3xl font-bold text-ink">Search the documentation</h1>
      <p className="text-muted">Full-text search of the guides and the API reference is coming to this page.</p>
    </section>
  );
}

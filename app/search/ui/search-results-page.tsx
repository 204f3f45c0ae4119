import { useEffect, useId, useState } from "react";
import { useNavigationType, useSearchParams } from "react-router";
import { PrefetchLink } from "../../common/prefetch/prefetch-link";
import { CURRENT_VERSION, DOCS_VERSIONS, versionNamed } from "../../../contracts/docs-versions";
import { RESULT_GROUPS, resultGroupLabel, type ResultGroup } from "../engine/documents";
import { pageLines, type GroupedResults, type SearchHit, type SearchPage } from "../engine/engine";
import { useHydrated } from "../../common/use-hydrated";
import { HighlightedText } from "./highlighted-text";
import { hitTrail } from "./hit-trail";
import { NoResults, SearchFailure } from "./panel-views";
import { searchPageHref } from "./search-href";

export const RESULTS_PER_PAGE = 10;
/** Hits of each group shown side by side before one group is picked. */
export const GROUP_PREVIEW = 5;

/** Both groups' first hits and, when one group is picked, its page of results. */
interface Results {
  grouped: GroupedResults;
  list?: SearchPage;
}

type ResultState =
  | { status: "idle" }
  | { status: "loading"; query: string }
  | { status: "done"; query: string; page: number; result: Results }
  | { status: "error"; query: string };

/** What came back for one query and page; anything else on screen is derived from the URL. */
interface Outcome {
  key: string;
  result?: Results;
}

function groupParam(raw: string | null): ResultGroup | undefined {
  return RESULT_GROUPS.find((group) => group === raw);
}

function pageNumber(raw: string | null): number {
  const parsed = Number.parseInt(raw ?? "1", 10);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : 1;
}

/**
 * The full results of /search. The page is prerendered as an empty shell;
 * the query is read from the URL after hydration and the results are
 * computed in the browser by the same engine as the modal. The URL follows
 * the input as you type (replacing the entry, so Back leaves the page).
 * Guides and API reference are shown as two groups with their counts; a
 * group's tab lists all of its results, page by page.
 */
export function SearchResultsPage() {
  const hydrated = useHydrated();
  const [params, setParams] = useSearchParams();
  const navigationType = useNavigationType();
  const urlQuery = hydrated ? (params.get("q") ?? "") : "";
  const page = hydrated ? pageNumber(params.get("page")) : 1;
  // ?version= scopes the API results (the modal's "See all" keeps its scope); the current version otherwise.
  const version = (hydrated ? versionNamed(params.get("version") ?? "") : undefined) ?? CURRENT_VERSION;
  // ?group= lists one group page by page; without it both groups show their first hits.
  const group = hydrated ? groupParam(params.get("group")) : undefined;
  const [draft, setDraft] = useState(urlQuery);
  const [syncedQuery, setSyncedQuery] = useState(urlQuery);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const inputId = useId();

  // Back/forward, a link or the first render after hydration changed the URL:
  // the input follows it. Typing writes the URL with `replace`, and those
  // updates arrive after later keystrokes: following them would drop letters.
  if (syncedQuery !== urlQuery) {
    setSyncedQuery(urlQuery);
    if (navigationType !== "REPLACE") setDraft(urlQuery);
  }

  const query = urlQuery.trim();
  const key = `${page}\0${version.name}\0${group ?? ""}\0${query}`;
  useEffect(() => {
    if (!query) return;
    let current = true;
    import("../engine/active-engine")
      .then(async ({ activeEngine }): Promise<Results> => {
        const grouped = await activeEngine.searchGroups(query, { perGroup: GROUP_PREVIEW, version: version.name });
        if (!group) return { grouped };
        const list = await activeEngine.search(query, {
          limit: RESULTS_PER_PAGE,
          offset: (page - 1) * RESULTS_PER_PAGE,
          version: version.name,
          group,
        });
        return { grouped, list };
      })
      .then(
        (result) => current && setOutcome({ key, result }),
        (error: unknown) => {
          console.warn("Search failed:", error);
          if (current) setOutcome({ key });
        },
      );
    return () => {
      current = false;
    };
  }, [key, query, page, version.name, group]);

  const state: ResultState = !query
    ? { status: "idle" }
    : outcome?.key !== key
      ? { status: "loading", query }
      : outcome.result
        ? { status: "done", query, page, result: outcome.result }
        : { status: "error", query };

  const onChange = (value: string) => {
    setDraft(value);
    const next = new URLSearchParams();
    if (value) next.set("q", value);
    if (group) next.set("group", group);
    if (version !== CURRENT_VERSION) next.set("version", version.name);
    void setParams(next, { replace: true, preventScrollReset: true });
  };

  const done = state.status === "done" ? state : undefined;
  const total = done ? (done.result.list?.total ?? done.result.grouped.total) : 0;
  const totalPages = done?.result.list ? Math.ceil(done.result.list.total / RESULTS_PER_PAGE) : 0;

  return (
    <section className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="mb-6 text-3xl font-bold text-ink">Search the documentation</h1>
      <form role="search" className="mb-6" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={inputId} className="mb-2 block text-sm text-muted">
          Search the guides and the API reference
        </label>
        <input
          id={inputId}
          type="search"
          name="q"
          value={draft}
          onChange={(event) => onChange(event.target.value)}
          placeholder="e.g. Screen, setContent, install"
          autoComplete="off"
          className="w-full rounded-lg border border-line bg-surface px-4 py-3 text-ink outline-none focus:border-accent"
        />
      </form>
      <div aria-live="polite" className="mb-4 text-sm text-muted">
        {state.status === "loading" ? <p>Searching…</p> : null}
        {done && total > 0 ? (
          <p>
            {total} {group ? `${resultGroupLabel(group)} ` : ""}
            {total === 1 ? "result" : "results"} for "{done.query}"
            {totalPages > 1 ? ` · page ${done.page} of ${totalPages}` : ""}
          </p>
        ) : null}
        {state.status === "idle" && hydrated ? <p>Type to search every guide section and API symbol.</p> : null}
        {hydrated ? (
          <p data-testid="search-scope" data-version={version.name}>
            Guides and the {version.label} API (@unblessed/core {version.release}) ·{" "}
            {DOCS_VERSIONS.filter((other) => other !== version).map((other) => (
              <PrefetchLink key={other.name} to={searchPageHref(query, 1, other.name, group)} className="underline">
                Show {other.label} API results
              </PrefetchLink>
            ))}
          </p>
        ) : null}
      </div>
      {state.status === "error" ? <SearchFailure /> : null}
      {done && done.result.grouped.total === 0 ? <NoResults query={done.query} /> : null}
      {done && done.result.grouped.total > 0 ? (
        <GroupTabs query={done.query} grouped={done.result.grouped} current={group} version={version.name} />
      ) : null}
      {done && !group && done.result.grouped.total > 0 ? (
        <section aria-label="Search results">
          {done.result.grouped.groups.map(({ group: shown, hits, total: count }) => (
            <section key={shown} className="mb-8" aria-labelledby={`${inputId}-${shown}`}>
              <h2 id={`${inputId}-${shown}`} className="mb-3 flex items-center gap-2 text-lg font-semibold text-ink">
                {resultGroupLabel(shown)}{" "}
                <span className="rounded-full border border-line px-2 text-sm text-muted">
                  {count}
                  <span className="sr-only"> {count === 1 ? "result" : "results"}</span>
                </span>
              </h2>
              <HitList hits={hits} label={resultGroupLabel(shown)} />
              {count > hits.length ? (
                <PrefetchLink
                  to={searchPageHref(done.query, 1, version.name, shown)}
                  className="mt-3 inline-block text-sm font-semibold text-accent underline"
                >
                  All {count} {resultGroupLabel(shown)} results
                </PrefetchLink>
              ) : null}
            </section>
          ))}
        </section>
      ) : null}
      {done?.result.list && group ? <HitList hits={done.result.list.hits} label="Search results" /> : null}
      {done && group && totalPages > 1 ? (
        <Pagination query={done.query} page={done.page} totalPages={totalPages} version={version.name} group={group} />
      ) : null}
    </section>
  );
}

function HitList({ hits, label }: { hits: readonly SearchHit[]; label: string }) {
  return (
    <ol className="space-y-3" aria-label={label}>
      {hits
        .map((page) => ({ page, ...pageLines(page) }))
        .map(({ page, main: hit, under }) => (
          <li key={page.id} className="rounded-lg border border-line bg-surface p-4 break-words">
            <PrefetchLink to={hit.url} className="text-lg font-semibold text-ink hover:text-accent">
              <HighlightedText segments={hit.titleSegments} />
            </PrefetchLink>
            <p className="mt-0.5 text-xs text-muted">{hitTrail(hit)}</p>
            {hit.snippet.length > 0 ? (
              <p className="mt-2 text-sm text-ink/90">
                <HighlightedText segments={hit.snippet} />
              </p>
            ) : null}
            {under.length ? (
              // Not a nested list: one entry per page is what the list counts.
              <div className="mt-2 flex flex-col gap-1 border-l border-line pl-3" data-testid="hit-sections">
                {under.map((section) => (
                  <PrefetchLink
                    key={section.id}
                    to={section.url}
                    className="text-sm font-medium text-ink hover:text-accent"
                  >
                    <HighlightedText segments={section.titleSegments} />
                  </PrefetchLink>
                ))}
              </div>
            ) : null}
          </li>
        ))}
    </ol>
  );
}

/** Both groups at once, or one of them page by page, each with its count. */
function GroupTabs({
  query,
  grouped,
  current,
  version,
}: {
  query: string;
  grouped: GroupedResults;
  current: ResultGroup | undefined;
  version: string;
}) {
  const countOf = (group: ResultGroup) => grouped.groups.find((g) => g.group === group)?.total ?? 0;
  const tabs: { group: ResultGroup | undefined; label: string; count: number }[] = [
    { group: undefined, label: "All", count: grouped.total },
    ...RESULT_GROUPS.map((group) => ({ group, label: resultGroupLabel(group), count: countOf(group) })),
  ];
  return (
    <nav aria-label="Result groups" className="mb-6 flex flex-wrap gap-2 text-sm">
      {tabs.map((tab) => (
        <PrefetchLink
          key={tab.label}
          to={searchPageHref(query, 1, version, tab.group)}
          aria-current={tab.group === current ? "page" : undefined}
          className={
            tab.group === current
              ? "rounded-md bg-accent px-3 py-1.5 font-semibold text-canvas"
              : "rounded-md border border-line px-3 py-1.5 text-ink hover:border-accent"
          }
        >
          {tab.label} <span className={tab.group === current ? "" : "text-muted"}>{tab.count}</span>
        </PrefetchLink>
      ))}
    </nav>
  );
}

function Pagination({
  query,
  page,
  totalPages,
  version,
  group,
}: {
  query: string;
  page: number;
  totalPages: number;
  version: string;
  group: ResultGroup;
}) {
  // At most seven numbers: the first, the last and a window around the current page.
  const numbers = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, totalPages])]
    .filter((n) => n >= 1 && n <= totalPages)
    .sort((a, b) => a - b);
  return (
    <nav aria-label="Search result pages" className="mt-8 flex flex-wrap items-center gap-2 text-sm">
      {page > 1 ? (
        <PrefetchLink to={searchPageHref(query, page - 1, version, group)} className="button-secondary" rel="prev">
          Previous
        </PrefetchLink>
      ) : null}
      {numbers.map((n) =>
        n === page ? (
          <span key={n} aria-current="page" className="rounded-md bg-accent px-3 py-2 font-semibold text-canvas">
            {n}
          </span>
        ) : (
          <PrefetchLink
            key={n}
            to={searchPageHref(query, n, version, group)}
            className="button-secondary"
            aria-label={`Page ${n}`}
          >
            {n}
          </PrefetchLink>
        ),
      )}
      {page < totalPages ? (
        <PrefetchLink to={searchPageHref(query, page + 1, version, group)} className="button-secondary" rel="next">
          Next
        </PrefetchLink>
      ) : null}
    </nav>
  );
}

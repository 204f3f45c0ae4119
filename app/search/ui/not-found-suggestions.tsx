import { useEffect, useState } from "react";
import { PrefetchLink } from "../../common/prefetch/prefetch-link";
import { pagePathOf } from "../engine/documents";

interface Suggestion {
  url: string;
  title: string;
}

/** "/docs/concept/event-bubling" → "concept event bubling": the words a mistyped URL still carries. */
export function wordsFromPath(pathname: string): string {
  return decodeURIComponent(pathname)
    .replace(/\.html?$/, "")
    .split(/[/\-_.#?]+/)
    .filter((word) => word && !["docs", "api", "generated", "index"].includes(word.toLowerCase()))
    .join(" ");
}

/** The last segment says what the page was ("instalation"); the folders before it only narrow it down. */
function queriesFromPath(pathname: string): string[] {
  const segments = pathname.split("/").filter(Boolean);
  const last = wordsFromPath(segments.at(-1) ?? "");
  const all = wordsFromPath(pathname);
  return [...new Set([last, all].filter(Boolean))];
}

/**
 * Pages whose names are closest to a URL that does not exist, found with the
 * embedded index (typo tolerant). Loaded after hydration on the 404 page only
 * (`pathname` is null until then). The block keeps the room of three
 * suggestions from the first paint, so that their arrival moves nothing
 * below it.
 */
export function NotFoundSuggestions({ pathname }: { pathname: string | null }) {
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);

  useEffect(() => {
    if (pathname === null) return;
    const queries = queriesFromPath(pathname);
    if (queries.length === 0) return;
    let current = true;
    import("../engine/embedded-engine")
      .then(({ loadEmbeddedIndex }) => loadEmbeddedIndex())
      .then(async (index) => {
        const pages = new Map<string, Suggestion>();
        for (const query of queries) {
          for (const hit of (await index.search(query, { limit: 20 })).hits) {
            const path = pagePathOf(hit.url);
            if (!pages.has(path)) pages.set(path, { url: path, title: hit.page });
          }
        }
        if (current) setSuggestions([...pages.values()].slice(0, 3));
      })
      // Suggestions are a bonus: without the index the page still offers its links.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [pathname]);

  return (
    <div className="mb-8 min-h-28">
      {suggestions.length > 0 ? (
        <>
          <h2 className="mb-2 text-sm font-semibold uppercase tracking-wide text-muted">Were you looking for</h2>
          <ul className="space-y-1">
            {suggestions.map((suggestion) => (
              <li key={suggestion.url}>
                <PrefetchLink to={suggestion.url} className="text-accent hover:underline">
                  {suggestion.title}
                </PrefetchLink>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

import type { TocEntry } from "~/contracts/toc";

export function TableOfContents({ toc }: { toc: TocEntry[] }) {
  if (!toc.length) return null;
  return (
    <nav aria-labelledby="toc-heading" className="text-sm">
      <p id="toc-heading" className="mb-2 font-semibold text-ink">
        On this page
      </p>
      <ul className="space-y-1.5 border-l border-line">
        {toc.map((entry) => (
          <li key={entry.id} className={entry.depth === 3 ? "pl-6" : "pl-3"}>
            <a href={`#${entry.id}`} className="toc-link block text-muted hover:text-ink">
              {entry.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

import type { PageChrome } from "../../contracts/navigation";

/** "Edit this page" and "Last updated" under a page's body; each only when the build knows it. */
export function PageSourceInfo({ editUrl, lastUpdated }: Pick<PageChrome, "editUrl" | "lastUpdated">) {
  if (!editUrl && !lastUpdated) return null;
  return (
    <div className="page-source-info">
      {editUrl ? (
        <a href={editUrl} data-edit-link="">
          Edit this page
        </a>
      ) : (
        <span />
      )}
      {lastUpdated ? (
        <p>
          Last updated on <time dateTime={lastUpdated.iso}>{lastUpdated.text}</time>
        </p>
      ) : null}
    </div>
  );
}

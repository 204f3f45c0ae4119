import type { PageChrome } from "~/contracts/navigation";

/** "Edit this page" and "Last updated" under a page's body; each only when the build knows it. */
export function PageSourceInfo({ editUrl, lastUpdated }: Pick<PageChrome, "editUrl" | "lastUpdated">) {
  if (!editUrl && !lastUpdated) return null;
  return (
    <div className="page-source-info mt-12 flex flex-wrap items-center justify-between gap-x-6 gap-y-2 text-sm text-muted">
      {editUrl ? (
        <a href={editUrl} className="underline-offset-4 hover:text-ink hover:underline" data-edit-link="">
          Edit this page
        </a>
      ) : (
        <span />
      )}
      {lastUpdated ? (
        <p className="m-0">
          Last updated on <time dateTime={lastUpdated.iso}>{lastUpdated.text}</time>
        </p>
      ) : null}
    </div>
  );
}

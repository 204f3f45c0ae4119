/** Body of a module page: its declarations grouped by kind, with summaries. */
import type { ModulePageData } from "../../../contracts/api-model";
import { apiHref } from "../../../contracts/api-paths";
import { AnchorHeading } from "./anchor-heading";
import { DocCommentView } from "./doc-comment";
import { KindBadge } from "./kind-badge";
import { SECTION } from "../../../contracts/api-sections";
import { SmartLink } from "./smart-link";
import { groupEntries } from "./api-toc";

export function ModulePageBody({ page }: { page: ModulePageData }) {
  return (
    <div>
      <DocCommentView doc={page.doc} />
      {groupEntries(page.entries).map((group) => (
        <section key={group.title}>
          <AnchorHeading level={2} id={SECTION.kindSection(group.title)} label={group.title}>
            {group.title}
          </AnchorHeading>
          <ul className="list-none divide-y divide-zinc-800/80 pl-0">
            {group.entries.map((entry) => (
              <li key={entry.slug} className="flex flex-col gap-0.5 py-2 sm:flex-row sm:items-baseline sm:gap-3">
                <span className="flex min-w-56 items-baseline gap-2">
                  <KindBadge kind={entry.kind} />
                  <SmartLink
                    href={apiHref(entry.slug, undefined, page.base)}
                    className="font-mono text-emerald-300 hover:underline"
                  >
                    {entry.name}
                  </SmartLink>
                </span>
                <span className="text-sm text-zinc-400">{entry.summary}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

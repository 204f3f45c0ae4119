/** Body of the API index: every module with a one-line summary. */
import type { IndexPageData } from "../../../contracts/api-model";
import { API_BASE_PATH, apiHref } from "../../../contracts/api-paths";
import { GALLERY_PATH, GALLERY_TITLE } from "../../../contracts/gallery";
import { AnchorHeading } from "./anchor-heading";
import { SECTION } from "../../../contracts/api-sections";
import { SmartLink } from "./smart-link";

export function IndexPageBody({ page }: { page: IndexPageData }) {
  return (
    <div>
      <p className="my-2 text-zinc-300">{page.summary}</p>
      {/* The gallery's pictures are of the current version's widgets only. */}
      {page.base === API_BASE_PATH && (
        <p className="my-2 text-zinc-300">
          To see what each widget looks like before reading its page, start from the{" "}
          <SmartLink href={GALLERY_PATH} className="text-emerald-300 hover:underline">
            {GALLERY_TITLE.toLowerCase()}
          </SmartLink>
          : a picture and a runnable program for every widget class.
        </p>
      )}
      {page.sections.map((section) => (
        <section key={section.title}>
          <AnchorHeading level={2} id={SECTION.moduleSection(section.title)} label={section.title}>
            {section.title}
          </AnchorHeading>
          <ul className="list-none divide-y divide-zinc-800/80 pl-0">
            {section.modules.map((m) => (
              <li key={m.slug} className="flex flex-col gap-0.5 py-2 sm:flex-row sm:items-baseline sm:gap-3">
                <SmartLink
                  href={apiHref(m.slug, undefined, page.base)}
                  className="min-w-56 font-mono text-emerald-300 hover:underline"
                >
                  {m.slug}
                </SmartLink>
                <span className="text-sm text-zinc-400">{m.summary}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

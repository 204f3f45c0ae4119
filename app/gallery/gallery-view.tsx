/**
 * The widget gallery's markup: the whole list for /docs/gallery and one
 * entry's lead for its API class page. Rendered to static HTML at build time
 * only (app/gallery/render-gallery-html.server.tsx); the browser never loads
 * these components. ▶ Run is a plain button that a delegated listener
 * answers (app/gallery/gallery-run.tsx), so a page of thirty-odd
 * programs and screens costs no hydration.
 */
import type { BuiltGalleryEntry, BuiltGalleryGroup } from "../../contracts/gallery";
import { NAME_INDEX_ATTRIBUTE, NAMED_CODE_ATTRIBUTE, type NamePlace } from "../../contracts/sample-types";
import { SampleOutput } from "../common/sample-output";
import { gridAttribute } from "../../contracts/terminal-grid";
import { GALLERY_GRID_ATTR, GALLERY_RUN_ATTR } from "./gallery-attrs";

/** The places of the names in a program's code, marked so that each shows its type (app/docs-page/sample-types). */
type NamesIn = (code: string) => readonly NamePlace[];

export function GalleryList({ groups, namesIn }: { groups: BuiltGalleryGroup[]; namesIn: NamesIn }) {
  return (
    <div className="gallery">
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={group.id}>
          <h2 id={group.id}>
            {group.title}
            <a href={`#${group.id}`} className="heading-anchor" aria-label={`Direct link to ${group.title}`}>
              #
            </a>
          </h2>
          {group.entries.map((entry) => (
            <article key={entry.id} className="gallery-entry" data-gallery-entry={entry.name}>
              <h3 id={entry.id}>
                {entry.name}
                <a href={`#${entry.id}`} className="heading-anchor" aria-label={`Direct link to ${entry.name}`}>
                  #
                </a>
              </h3>
              <p>{entry.purpose}</p>
              <p className="gallery-links">
                <a href={entry.apiHref}>{entry.name} API</a>
                {entry.guide && (
                  <>
                    {" · "}
                    <a href={entry.guide.href}>Guide: {entry.guide.label}</a>
                  </>
                )}
              </p>
              <GalleryEntryBody entry={entry} namesIn={namesIn} />
            </article>
          ))}
        </section>
      ))}
    </div>
  );
}

/** The top of a widget's API class page: its picture, ▶ Run, and where the gallery has the rest. */
export function GalleryLead({ entry, galleryHref }: { entry: BuiltGalleryEntry; galleryHref: string }) {
  return (
    <div className="gallery-lead" data-gallery-entry={entry.name}>
      <p className="gallery-links">
        {entry.purpose} Seen in the <a href={`${galleryHref}#${entry.id}`}>widget gallery</a>
        {entry.guide && (
          <>
            {"; taught in "}
            <a href={entry.guide.href}>{entry.guide.label}</a>
          </>
        )}
        .
      </p>
      <GalleryEntryBody entry={entry} />
    </div>
  );
}

/**
 * A program as plain text, each of its described names a span of its own that
 * points at its entry: nothing is added to the text, so it copies as it is. A
 * block with names is one Tab stop, where the arrow keys move between them.
 */
function ProgramCode({ code, places }: { code: string; places: readonly NamePlace[] }) {
  if (places.length === 0) {
    return (
      <pre className="shiki">
        <code>{code}</code>
      </pre>
    );
  }
  const parts: (string | React.ReactElement)[] = [];
  let at = 0;
  for (const { start, end, index } of [...places].sort((a, b) => a.start - b.start)) {
    if (start < at) continue;
    parts.push(
      code.slice(at, start),
      <span key={start} {...{ [NAME_INDEX_ATTRIBUTE]: index }}>
        {code.slice(start, end)}
      </span>,
    );
    at = end;
  }
  parts.push(code.slice(at));
  return (
    <pre className="shiki" tabIndex={0} {...{ [NAMED_CODE_ATTRIBUTE]: "" }}>
      <code>{parts}</code>
    </pre>
  );
}

/**
 * Picture (or the reason there is none), ▶ Run or why not, and, on the gallery page (`namesIn`
 * given), the program folded. ▶ Run reads the program from the playground link, so an API page can
 * offer it without carrying the code twice.
 */
function GalleryEntryBody({ entry, namesIn }: { entry: BuiltGalleryEntry; namesIn?: NamesIn }) {
  const { program, picture, browser } = entry;
  return (
    <>
      {picture ? (
        <SampleOutput frames={JSON.stringify([picture])} />
      ) : (
        <p className="gallery-reason" data-gallery-reason="">
          <strong>No picture.</strong> {entry.reason}
        </p>
      )}
      {picture && browser.runs && (
        <p className="gallery-actions">
          <button
            type="button"
            className="button-secondary run-in-browser"
            {...{ [GALLERY_RUN_ATTR]: entry.name, [GALLERY_GRID_ATTR]: gridAttribute(picture.screen) }}
          >
            ▶ Run in your browser
          </button>
          <a href={browser.playgroundHref} className="text-sm" data-open-playground="">
            Open in playground
          </a>
        </p>
      )}
      {picture && !browser.runs && (
        <p className="text-sm text-muted" data-norun="">
          Runs in a terminal, not in this tab: {browser.reason}.
        </p>
      )}
      {program && namesIn && (
        <details className="gallery-program">
          <summary>Program: {program.filename}</summary>
          <figure className="code-block relative my-3 overflow-hidden rounded-lg border border-line bg-surface">
            <figcaption className="code-block-bar">{program.filename}</figcaption>
            {/* Plain text: Shiki's coloured spans were over half the page's HTML, parsed on every visit
                for a fold most readers never open; the playground shows the program highlighted. */}
            <ProgramCode code={program.code} places={namesIn(program.code)} />
          </figure>
        </details>
      )}
    </>
  );
}

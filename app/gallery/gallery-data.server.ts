/**
 * The widget gallery's one source of truth at build time: class name → its
 * program, the screen the sample runner captured, whether it runs in a tab,
 * and its links. The gallery page (/docs/gallery) and each widget's API class
 * page both read it, so a picture is captured once (and cached on disk by the
 * sample runner like every guide sample) and shown the same in both places.
 */
import { GALLERY, GALLERY_PROGRAMS_DIR, type GalleryWidget } from "../../content/gallery/widgets";
import { apiHref } from "../../contracts/api-paths";
import {
  GALLERY_PATH,
  GALLERY_TITLE,
  galleryEntryId,
  type BuiltGalleryEntry,
  type BuiltGalleryGroup,
  type GalleryProgram,
} from "../../contracts/gallery";
import { sampleHref } from "../../contracts/playground-url";
import { PLAYGROUND } from "../../contracts/playground";
import { listApiPages } from "../content-pipeline/.server/content/generated-api";
import { browserSupport } from "../content-pipeline/.server/mdx/browser-support";
import { LIVE_FLAG, parseCodeMeta } from "../content-pipeline/.server/mdx/code-meta";
import { checkSample } from "../content-pipeline/.server/samples/check-sample";
import { paintFrame } from "../content-pipeline/.server/samples/terminal-colors";
import { readGalleryProgram } from "../content-pipeline/.server/sample-types/gallery-samples";

let built: Promise<BuiltGalleryGroup[]> | undefined;

/**
 * Every group and entry, built once per process in a build. In dev a changed
 * program shows on reload: the sample runner's disk cache keeps that cheap.
 */
export function galleryGroups(): Promise<BuiltGalleryGroup[]> {
  if (process.env.NODE_ENV !== "production") return buildGallery();
  built ??= buildGallery();
  built.catch(() => (built = undefined));
  return built;
}

export async function galleryEntry(name: string): Promise<BuiltGalleryEntry | undefined> {
  for (const group of await galleryGroups()) {
    const entry = group.entries.find((candidate) => candidate.name === name);
    if (entry) return entry;
  }
  return undefined;
}

async function buildGallery(): Promise<BuiltGalleryGroup[]> {
  const classPages = new Map(
    listApiPages()
      .filter((page) => page.kind === "class")
      .map((page) => [page.title, page.slug]),
  );
  return Promise.all(
    GALLERY.map(async (group) => ({
      title: group.title,
      id: `group-${group.title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`,
      entries: await Promise.all(group.widgets.map((widget) => buildEntry(widget, classPages))),
    })),
  );
}

async function buildEntry(widget: GalleryWidget, classPages: Map<string, string>): Promise<BuiltGalleryEntry> {
  const slug = classPages.get(widget.name);
  if (slug === undefined) throw new Error(`Gallery: ${widget.name} has no API class page.`);
  const base = {
    name: widget.name,
    id: galleryEntryId(widget.name),
    purpose: widget.purpose,
    apiHref: apiHref(slug),
    ...(widget.guide ? { guide: widget.guide } : {}),
  };
  const program = widget.program === undefined ? undefined : programOf(widget.program);
  if ("reason" in widget) {
    return {
      ...base,
      ...(program ? { program } : {}),
      reason: widget.reason,
      browser: { runs: false, reason: widget.reason },
    };
  }
  if (!program) throw new Error(`Gallery: ${widget.name} has no program.`);
  const where = `${GALLERY_PROGRAMS_DIR}/${program.filename}`;
  const outcome = await checkSample("ts", program.code, widget.meta);
  if (outcome.kind !== "ran") {
    const why = "reason" in outcome ? outcome.reason : "it creates no Screen";
    throw new Error(`Gallery: ${where} (${widget.name}) did not run: ${why}`);
  }
  // The last frame is the screen after the script: the one the entry's sentence is about.
  const frame = outcome.frames.at(-1);
  if (!frame) throw new Error(`Gallery: ${where} captured no screen.`);
  const support = browserSupport(program.code, parseCodeMeta(widget.meta), LIVE_FLAG);
  if ("invalid" in support) throw new Error(`Gallery: ${where} meta: ${support.invalid}`);
  return {
    ...base,
    program,
    picture: paintFrame(frame),
    browser: support.runs
      ? {
          runs: true,
          playgroundHref: sampleHref(PLAYGROUND.path, program.code, {
            filename: program.filename,
            page: { path: GALLERY_PATH, title: GALLERY_TITLE },
          }),
        }
      : support,
  };
}

function programOf(name: string): GalleryProgram {
  return { filename: `${name}.ts`, code: readGalleryProgram(name) };
}

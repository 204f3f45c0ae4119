import { readFileSync } from "node:fs";
import path from "node:path";
import { GALLERY_PROGRAMS_DIR, GALLERY_WIDGETS } from "../../../../content/gallery/widgets";
import type { TypedSampleSource } from "./sample-language-service";

/**
 * The widget gallery's programs as the sample-types cache keys them, in the
 * page's order: every entry's program, run by the build or only shown. They
 * are TypeScript files, type-checked like the guides' samples
 * (tests/content/gallery.test.ts).
 */
export function galleryTypedSamples(): TypedSampleSource[] {
  return GALLERY_WIDGETS.flatMap((widget) =>
    widget.program === undefined ? [] : [{ lang: "ts", code: readGalleryProgram(widget.program) }],
  );
}

/** An entry's program, as the page shows it. */
export function readGalleryProgram(program: string): string {
  return readFileSync(path.resolve(GALLERY_PROGRAMS_DIR, `${program}.ts`), "utf8");
}

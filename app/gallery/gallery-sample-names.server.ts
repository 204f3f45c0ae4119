import { GALLERY_PATH } from "../../contracts/gallery";
import { getManifest } from "../content-pipeline/.server/content/manifest";
import { compiledMdx } from "../content-pipeline/.server/mdx/precompiled";
import { galleryTypedSamples } from "../content-pipeline/.server/sample-types/gallery-samples";
import { PageSampleNames } from "../content-pipeline/.server/sample-types/page-sample-names";
import { sampleNamesOf } from "../content-pipeline/.server/sample-types/sample-types-cache";

/**
 * The names of the gallery page, numbered once for both of their readers: the
 * programs' code (render-gallery-html.server.tsx marks them) and the page's
 * sample-types file. The page's MDX numbers its own samples' names first, so
 * the programs' come after them.
 */
export async function gallerySampleNames(): Promise<PageSampleNames> {
  const page = getManifest().byPath.get(GALLERY_PATH);
  const own = page?.source.kind === "mdx" ? (await compiledMdx(page.source.file)).sampleNames : [];
  const names = new PageSampleNames(own);
  const programs = galleryTypedSamples();
  const described = sampleNamesOf(programs).names;
  programs.forEach((program, i) => names.add(program.code, described[i] ?? []));
  return names;
}

import { apiLocationFromPath, CURRENT_VERSION } from "../../contracts/docs-versions";
import { GALLERY_PATH } from "../../contracts/gallery";
import type { SampleTypesFile } from "../../contracts/sample-types";
import { loadApiSampleNames } from "../content-pipeline/.server/content/generated-api";
import { getManifest } from "../content-pipeline/.server/content/manifest";
import { compiledMdx } from "../content-pipeline/.server/mdx/precompiled";
import { landingSampleNames } from "../content-pipeline/.server/sample-types/landing-sample-names";
import { sampleTypesFile } from "../content-pipeline/.server/sample-types/sample-types-file";
import { gallerySampleNames } from "../gallery/gallery-sample-names.server";

/**
 * The sample-types file (contracts/sample-types.ts) of a guide (the gallery's programs included),
 * of an API page (its examples) or of the landing page: made from the quick infos collected where
 * its code was highlighted, so that its entries are numbered as the names marked there. Throws a
 * 404 Response for a path that is none of them.
 */
export async function sampleTypesData(pagePath: string): Promise<SampleTypesFile> {
  if (pagePath === "/") return sampleTypesFile(landingSampleNames().entries);
  if (pagePath === GALLERY_PATH) return sampleTypesFile((await gallerySampleNames()).entries);
  const api = apiLocationFromPath(pagePath);
  if (api?.version.name === CURRENT_VERSION.name) return sampleTypesFile(await loadApiSampleNames(api.slug));
  const page = getManifest().byPath.get(pagePath);
  if (!page || page.source.kind !== "mdx") {
    throw new Response(`No guide at ${pagePath}`, { status: 404, statusText: "Not Found" });
  }
  const compiled = await compiledMdx(page.source.file);
  return sampleTypesFile(compiled.sampleNames);
}

import type { SampleTypesFile } from "../../contracts/sample-types";
import { getManifest } from "../content-pipeline/.server/content/manifest";
import { compiledMdx } from "../content-pipeline/.server/mdx/precompiled";
import { landingSampleNames } from "../content-pipeline/.server/sample-types/landing-sample-names";
import { sampleTypesFile } from "../content-pipeline/.server/sample-types/sample-types-file";

/**
 * The sample-types file of a guide or of the landing page (contracts/sample-types.ts): made from
 * the quick infos its compile collected, so that its entries are numbered as the names marked in
 * the page's code. Throws a 404 Response for a path that is neither.
 */
export async function sampleTypesData(pagePath: string): Promise<SampleTypesFile> {
  if (pagePath === "/") return sampleTypesFile(landingSampleNames().entries);
  const page = getManifest().byPath.get(pagePath);
  if (!page || page.source.kind !== "mdx") {
    throw new Response(`No guide at ${pagePath}`, { status: 404, statusText: "Not Found" });
  }
  const compiled = await compiledMdx(page.source.file);
  return sampleTypesFile(compiled.sampleNames);
}

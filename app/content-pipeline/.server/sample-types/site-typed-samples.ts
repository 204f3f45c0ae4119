import type { CodeSample } from "../samples/collect-samples";
import { galleryTypedSamples } from "./gallery-samples";
import { landingTypedSample } from "./landing-sample";
import type { TypedSampleSource } from "./sample-language-service";
import { typedSourcesOf } from "./typed-sample";

/**
 * Every sample of the site whose names are described: the guides' (`samples`,
 * from their MDX), the landing page's program and the widget gallery's
 * programs. What generate describes and keeps in content/sample-types/, and
 * nothing else.
 */
export function siteTypedSamples(samples: readonly CodeSample[]): TypedSampleSource[] {
  const landing = landingTypedSample();
  return [...typedSourcesOf(samples), ...(landing ? [landing] : []), ...galleryTypedSamples()];
}

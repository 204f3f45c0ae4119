import { landingTypedSample } from "./landing-sample";
import { PageSampleNames } from "./page-sample-names";
import { sampleNamesOf } from "./sample-types-cache";

/**
 * The names of the landing page's program, numbered once for both of their
 * readers: the highlighted code, which marks them, and the page's
 * sample-types file, whose entries the marks point at.
 */
export function landingSampleNames(): PageSampleNames {
  const names = new PageSampleNames();
  const sample = landingTypedSample();
  if (sample) names.add(sample.code, sampleNamesOf([sample]).names[0] ?? []);
  return names;
}

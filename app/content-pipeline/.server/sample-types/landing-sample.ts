import { landing } from "../../../../content/landing";
import type { TypedSampleSource } from "./sample-language-service";
import { isTypedSample } from "./typed-sample";

/**
 * The landing page's program as the sample-types cache keys it; none when it
 * is not typed. Apart from the names themselves (./landing-sample-names.ts),
 * which load TypeScript: the prerender list asks this of every build.
 */
export function landingTypedSample(): TypedSampleSource | undefined {
  const { lang, code, meta } = landing.sample;
  return isTypedSample(lang, meta) ? { lang: lang.toLowerCase(), code } : undefined;
}

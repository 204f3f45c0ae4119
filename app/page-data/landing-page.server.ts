import { landing } from "../../content/landing";
import { sampleTypesHref } from "../../contracts/sample-types";
import { highlightCode } from "../content-pipeline/.server/mdx/highlight-snippet";
import { sampleNamesTransformer } from "../content-pipeline/.server/mdx/shiki-sample-names";
import { landingSampleNames } from "../content-pipeline/.server/sample-types/landing-sample-names";
import { checkSample } from "../content-pipeline/.server/samples/check-sample";
import { paintFrame } from "../content-pipeline/.server/samples/terminal-colors";
import { renderScreenHtml } from "../docs-page/render-landing-html.server";

/** The landing page's sample as highlighted code and the screen it really draws, run as every guide sample is. */
export async function landingPageData() {
  const outcome = await checkSample(landing.sample.lang, landing.sample.code, landing.sample.meta);
  if (outcome.kind !== "ran") {
    const why = outcome.kind === "failed" || outcome.kind === "skipped" ? outcome.reason : "it is not a screen program";
    throw new Error(`content/landing.ts: the landing sample did not run: ${why}`);
  }
  const screen = outcome.frames.at(-1)?.screen;
  const names = landingSampleNames();
  return {
    sampleHtml: await highlightCode(landing.sample.code, landing.sample.lang, [sampleNamesTransformer(names)]),
    // Where the names' types are, when the program has any (loaded on the first hover, focus or tap).
    sampleTypes: names.size > 0 ? sampleTypesHref("/") : undefined,
    screenHtml: renderScreenHtml(outcome.frames.map(paintFrame)),
    // The grid the live terminal opens at: the one the sample drew in.
    grid: screen ? { cols: screen.cols, rows: screen.rows } : undefined,
  };
}

import { landing } from "../../content/landing";
import { highlightCode } from "../content-pipeline/.server/mdx/highlight-snippet";
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
  return {
    sampleHtml: await highlightCode(landing.sample.code, landing.sample.lang),
    screenHtml: renderScreenHtml(outcome.frames.map(paintFrame)),
    // The grid the live terminal opens at: the one the sample drew in.
    grid: screen ? { cols: screen.cols, rows: screen.rows } : undefined,
  };
}

/**
 * The landing hero's captured screen as static HTML, rendered at build time.
 * The page shows it as it is: importing the output panel into the landing
 * route made it a chunk shared with every doc page, one more file on each
 * first load. Next to the routes for the same reason as render-api-html.server.tsx.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { SampleOutput } from "../common/sample-output";
import type { PaintedFrame } from "../../contracts/screen-capture";

export function renderScreenHtml(frames: readonly PaintedFrame[]): string {
  return renderToStaticMarkup(<SampleOutput frames={JSON.stringify(frames)} />);
}

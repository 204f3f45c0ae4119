/**
 * React Router's default server entry (it renders every prerendered page),
 * plus two changes for the first load:
 * - the document's hydration data leaves out the HTML the document already
 *   carries as markup (app/common/document-html.ts), so an API page ships its
 *   content once instead of twice;
 * - the page's JS loads once the page has painted
 *   (app/shell/.server/scripts-after-paint.ts), so on a slow connection
 *   the paint doesn't wait for it.
 * The site is prerendered, so the document is written whole rather than
 * streamed (React waits for all of it), and the second change edits the
 * finished HTML.
 */
import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";
import { timed } from "./content-pipeline/.server/build-timings";
import { blankStringsInHandoff } from "./shell/.server/handoff";
import { scriptsAfterPaint } from "./shell/.server/scripts-after-paint";
import { documentHtmlValues } from "./common/document-html";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { serverHandoffStream, staticHandlerContext } = routerContext;
  const context: EntryContext = serverHandoffStream
    ? {
        ...routerContext,
        serverHandoffStream: blankStringsInHandoff(
          serverHandoffStream,
          documentHtmlValues(staticHandlerContext.loaderData),
        ),
      }
    : routerContext;

  return timed("document render (React)", () => renderDocument(request, responseStatusCode, responseHeaders, context));
}

function renderDocument(request: Request, responseStatusCode: number, responseHeaders: Headers, context: EntryContext) {
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Abort after `streamTimeout`, leaving time to flush the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={context} url={request.url} />, {
      onAllReady() {
        shellRendered = true;
        const chunks: Buffer[] = [];
        const body = new PassThrough();
        body.on("data", (chunk: Buffer) => chunks.push(chunk));
        body.on("end", () => {
          clearTimeout(timeoutId);
          timeoutId = undefined;
          responseHeaders.set("Content-Type", "text/html");
          resolve(
            new Response(scriptsAfterPaint(Buffer.concat(chunks).toString("utf8")), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        });
        body.on("error", reject);
        pipe(body);
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors before the shell is rendered are logged by React Router itself.
        if (shellRendered) console.error(error);
      },
    });
  });
}

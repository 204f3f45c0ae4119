/**
 * React Router's default server entry (it renders every prerendered page),
 * plus two changes for the first load:
 * - the document's hydration data leaves out the HTML the document already
 *   carries as markup (app/lib/document-html.ts), so an API page ships its
 *   content once instead of twice;
 * - module preloads are low priority, so that on a slow connection the
 *   stylesheet, and with it the first paint, doesn't wait for the JS.
 */
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";
import { blankStringsInHandoff } from "~/.server/document/handoff";
import { lowPriorityModulePreloads } from "~/.server/document/preload-priority";
import { documentHtmlValues } from "~/lib/document-html";

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

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Bots and SPA-mode renders wait for all content before responding.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || context.isSpaMode ? "onAllReady" : "onShellReady";
    // Abort after `streamTimeout`, leaving time to flush the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={context} url={request.url} />, {
      [readyOption]() {
        shellRendered = true;
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        responseHeaders.set("Content-Type", "text/html");
        pipe(lowPriorityModulePreloads()).pipe(body);
        resolve(
          new Response(createReadableStreamFromReadable(body), {
            headers: responseHeaders,
            status: responseStatusCode,
          }),
        );
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

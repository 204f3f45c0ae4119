import { StringDecoder } from "node:string_decoder";
import { Transform } from "node:stream";

const MODULE_PRELOAD = '<link rel="modulepreload"';

/**
 * React Router's `<Scripts />` preloads every module of the page with
 * `<link rel="modulepreload">` at the browser's high priority, which on a slow
 * connection shares the bandwidth with the stylesheet and delays the first
 * paint. Marked `fetchpriority="low"`, they are still found early but loaded
 * after what the paint needs. Only the document's head is edited; it is
 * buffered until `</head>`, which React writes in one piece with the shell.
 */
export function lowPriorityModulePreloads(): Transform {
  const decoder = new StringDecoder("utf8");
  let head: string | undefined = "";
  const edit = (html: string) => html.replaceAll(MODULE_PRELOAD, `${MODULE_PRELOAD} fetchpriority="low"`);
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (head === undefined) return callback(null, chunk);
      head += decoder.write(chunk);
      const end = head.indexOf("</head>");
      if (end < 0) return callback();
      const out = edit(head);
      head = undefined;
      callback(null, out);
    },
    flush(callback) {
      const rest = (head === undefined ? "" : edit(head)) + decoder.end();
      callback(null, rest || undefined);
    },
  });
}

import type { Runtime } from "@unblessed/core";
import { Buffer } from "buffer/";
import { EventEmitter } from "events/";
import { Readable, Writable } from "readable-stream";
import { StringDecoder } from "string_decoder/";
import type { MemoryFs } from "./memory-fs";
import posix from "path-browserify";
import { BROWSER_CWD, type BrowserProcess } from "./process";
import * as url from "./url";
import * as util from "./util";

/**
 * POSIX `path` from path-browserify (a port of Node's own module). Its
 * `resolve` reads the global `process.cwd()` when no argument is absolute;
 * starting from the runtime's working directory keeps it off that global.
 */
const path = {
  ...posix,
  resolve: (...segments: string[]): string => posix.resolve(BROWSER_CWD, ...segments),
};

/**
 * A `Runtime` for `@unblessed/core` in a web page. Which member comes from
 * where, and why, is in the docs/live-samples.md ("The browser runtime"). There are no
 * `images`, `processes` or `networking`: a page cannot spawn programs or open
 * sockets, and core's `hasImageSupport`/`hasProcessSupport`/`hasNetworkSupport`
 * report that.
 */
export function createBrowserRuntime({ fs, process }: { fs: MemoryFs; process: BrowserProcess }): Runtime {
  const runtime = {
    fs,
    path: { ...path, sep: "/", delimiter: ":" },
    process,
    buffer: { Buffer },
    url,
    util,
    stream: { Readable, Writable },
    stringDecoder: { StringDecoder },
    events: { EventEmitter },
  };
  // The interface is typed with Node's own signatures (every overload of
  // fs.readFileSync, the whole NodeJS.Process); these objects implement the
  // subset core calls, which the runtime tests check against NodeRuntime.
  return runtime as unknown as Runtime;
}

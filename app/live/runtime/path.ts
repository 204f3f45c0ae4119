import posix from "path-browserify";
import { BROWSER_CWD } from "./process";

/**
 * POSIX `path` from path-browserify (a port of Node's own module). Its
 * `resolve` reads the global `process.cwd()` when no argument is absolute;
 * starting from the runtime's working directory keeps it off that global.
 */
export const path = {
  ...posix,
  resolve: (...segments: string[]): string => posix.resolve(BROWSER_CWD, ...segments),
};

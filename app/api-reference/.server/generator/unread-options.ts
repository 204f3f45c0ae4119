/**
 * Options that no code of the library reads. An options interface can declare
 * a property the JavaScript never looks at (FormOptions' `autoNext`, whose doc
 * comment promises a move to the next field): the Options table must not
 * present it as doing anything. The test is the strictest one there is: the
 * name occurs nowhere in the JavaScript the packages ship, not as a property,
 * a string or even a comment, so nothing can read it by that name. A name that
 * occurs anywhere (another widget's option of the same name, a log message)
 * is not flagged; the rule can miss a dead option but never flags a live one.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/** The packages whose code runs when a reader builds a widget: the one they import and the widgets'. */
const SHIPPED_PACKAGES = ["@unblessed/node", "@unblessed/core"];

/** Every JavaScript file in the installed packages' `dist` folders. */
export function shippedJavaScriptFiles(): string[] {
  const require = createRequire(path.join(process.cwd(), "package.json"));
  return SHIPPED_PACKAGES.flatMap((name) => {
    // The entry point sits in dist/ (the packages do not export their package.json).
    const dist = path.dirname(require.resolve(name));
    return fs
      .readdirSync(dist, { recursive: true, encoding: "utf8" })
      .filter((file) => /\.(c|m)?js$/.test(file))
      .map((file) => path.join(dist, file));
  });
}

const escaped = (name: string) => name.replace(/[$^.*+?()[\]{}|\\]/g, "\\$&");

/** The names among `names` that occur in none of the sources, as a whole identifier. */
export function unreadNames(names: Iterable<string>, sources: readonly string[]): Set<string> {
  const unread = new Set<string>();
  for (const name of new Set(names)) {
    // Identifier boundaries, not \b: `$` and `_` are part of a JavaScript name.
    const occurrence = new RegExp(`(?<![\\w$])${escaped(name)}(?![\\w$])`);
    if (!sources.some((source) => occurrence.test(source))) unread.add(name);
  }
  return unread;
}

/** The names among `names` that the installed packages' JavaScript never mentions. */
export function unreadOptionNames(names: Iterable<string>): Set<string> {
  const sources = shippedJavaScriptFiles().map((file) => fs.readFileSync(file, "utf8"));
  return unreadNames(names, sources);
}

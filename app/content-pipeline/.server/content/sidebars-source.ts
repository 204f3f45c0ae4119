import fs from "node:fs";
import path from "node:path";
import { sidebars } from "../../../../content/sidebars";
import { contentRoot } from "./content-root";

export const SIDEBARS_FILE = "content/sidebars.ts";

/**
 * The sidebars config and the file it came from: content/sidebars.ts, or the
 * `sidebars.json` of a fixture content folder (DOCS_CONTENT_DIR). Either way
 * it is checked against the schema before use (manifest.ts).
 */
export function loadSidebars(): { config: unknown; file: string } {
  const json = path.join(contentRoot(), "sidebars.json");
  if (process.env.DOCS_CONTENT_DIR && fs.existsSync(json)) {
    return { config: JSON.parse(fs.readFileSync(json, "utf8")), file: path.relative(process.cwd(), json) };
  }
  return { config: sidebars, file: SIDEBARS_FILE };
}

import fs from "node:fs";
import path from "node:path";

/**
 * Placeholder until the API reference lands: it reads the generated manifest
 * when one exists so that the content manifest can already list API pages.
 */
export interface ApiPageSummary {
  slug: string;
  title: string;
  kind: "index" | "module" | "class" | "interface" | "function" | "typeAlias" | "variable";
  module: string;
  summary: string;
}

export function listApiPages(): ApiPageSummary[] {
  const file = path.resolve(".generated/api/manifest.json");
  if (!fs.existsSync(file)) return [];
  return (JSON.parse(fs.readFileSync(file, "utf8")) as { pages: ApiPageSummary[] }).pages;
}

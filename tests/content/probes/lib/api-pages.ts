import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { DeclarationPageData } from "../../../../contracts/api-model";
import { API_MODEL_DIR } from "../../../../contracts/api-paths";

let pages: DeclarationPageData[] | undefined;

/** Every page of the generated API model, read once per file (about 7 MB of JSON). */
export function apiPages(): DeclarationPageData[] {
  pages ??= readdirSync(path.join(API_MODEL_DIR, "pages")).map(
    (file) => JSON.parse(readFileSync(path.join(API_MODEL_DIR, "pages", file), "utf8")) as DeclarationPageData,
  );
  return pages;
}

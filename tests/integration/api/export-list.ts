/** The export list of a declaration bundle, read with TypeScript's parser. */
import fs from "node:fs";
import ts from "typescript";

/** Exported names (`export { A, type B, C$1 as C }` gives A, B, C), sorted. */
export function exportedNames(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest);
  const names: string[] = [];
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
      for (const spec of statement.exportClause.elements) names.push(spec.name.text);
    }
  }
  return names.sort();
}

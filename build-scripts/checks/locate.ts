import type { CheckPage, SharedSource } from "./types";

/** 1-based line of the first occurrence of `needle`, or undefined. */
export function lineOf(text: string, needle: string): number | undefined {
  const index = text.indexOf(needle);
  if (index < 0) return undefined;
  let line = 1;
  for (let i = 0; i < index; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/**
 * Where a link written into `page` comes from: its MDX source when the href
 * is written there, else a shared source (navbar/footer/sidebar config), else
 * just the page, which means a component wrote it.
 */
export function locate(page: CheckPage, href: string, shared: readonly SharedSource[] = []): string {
  const needles = [href, href.split("#")[0] ?? href].filter(Boolean);
  const candidates: SharedSource[] = [
    ...(page.sourceFile && page.sourceText !== undefined ? [{ file: page.sourceFile, text: page.sourceText }] : []),
    ...shared,
  ];
  for (const source of candidates) {
    for (const needle of needles) {
      const line = lineOf(source.text, needle);
      if (line !== undefined) return `${source.file}:${line}`;
    }
  }
  return page.sourceFile ? `${page.sourceFile} (page ${page.path}, written by a component)` : `page ${page.path}`;
}

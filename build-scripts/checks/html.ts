/**
 * Just enough HTML reading for the checks. The input is React's own
 * prerendered output (double-quoted attributes, escaped text), so regular
 * expressions are reliable here and far faster than building a DOM per page.
 */

const ENTITIES: Record<string, string> = { amp: "&", quot: '"', lt: "<", gt: ">", apos: "'", "#39": "'", "#x27": "'" };

export function decodeEntities(value: string): string {
  return value.replace(/&(amp|quot|lt|gt|apos|#39|#x27);/g, (_, name: string) => ENTITIES[name] ?? "");
}

/** Script bodies hold the serialised loader data, which mentions hrefs that aren't links. */
function withoutScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");
}

function attributeValues(html: string, tag: string, attribute: string): string[] {
  const values: string[] = [];
  const tagPattern = new RegExp(`<${tag}\\b[^>]*>`, "g");
  const attrPattern = new RegExp(`\\s${attribute}="([^"]*)"`);
  for (const match of withoutScripts(html).matchAll(tagPattern)) {
    const value = attrPattern.exec(match[0])?.[1];
    if (value !== undefined) values.push(decodeEntities(value));
  }
  return values;
}

export function linkHrefs(html: string): string[] {
  return attributeValues(html, "a", "href");
}

export function elementIds(html: string): Set<string> {
  const ids = new Set<string>();
  for (const match of withoutScripts(html).matchAll(/<[a-zA-Z][^>]*?\sid="([^"]*)"/g)) {
    if (match[1]) ids.add(decodeEntities(match[1]));
  }
  return ids;
}

/** The <head> tags the meta check looks for, keyed "title", "name:description", "property:og:title", "rel:canonical". */
export function headTags(html: string): Map<string, string> {
  const head = /<head\b[^>]*>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? "";
  const tags = new Map<string, string>();
  const title = /<title>([\s\S]*?)<\/title>/.exec(head)?.[1];
  if (title) tags.set("title", decodeEntities(title));
  for (const match of head.matchAll(/<meta\b[^>]*>/g)) {
    const key = /\s(name|property)="([^"]*)"/.exec(match[0]);
    const content = /\scontent="([^"]*)"/.exec(match[0])?.[1];
    if (key && content) tags.set(`${key[1]}:${key[2]}`, decodeEntities(content));
  }
  for (const match of head.matchAll(/<link\b[^>]*>/g)) {
    const rel = /\srel="([^"]*)"/.exec(match[0])?.[1];
    const href = /\shref="([^"]*)"/.exec(match[0])?.[1];
    if (rel && href) tags.set(`rel:${rel}`, decodeEntities(href));
  }
  return tags;
}

/**
 * Where "Defined in index.d.ts:4035" points: that line of the exact file npm
 * published, in the exact version. unpkg's file view
 * (`app.unpkg.com/<name>@<version>/files/<path>`) numbers every line with an
 * `L<n>` anchor, scrolls to it and highlights it; jsDelivr serves the same
 * file only as raw text (no line anchors), and the upstream repository has no
 * tag for the alpha releases the site documents. One function makes the URL.
 */
export const PUBLISHED_SOURCE_ORIGIN = "https://app.unpkg.com";

export interface PublishedPackage {
  name: string;
  version: string;
}

/** `file` is the path inside the package (`dist/index.d.ts`). */
export function publishedSourceUrl(pkg: PublishedPackage, file: string, line: number): string {
  const clean = file.replace(/^\.?\/+/, "");
  return `${PUBLISHED_SOURCE_ORIGIN}/${pkg.name}@${pkg.version}/files/${clean}#L${line}`;
}

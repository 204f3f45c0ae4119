import { versionNamed, type DocsVersion } from "../../contracts/docs-versions";
import { DOCS_PATH } from "../../contracts/site-paths";
import { siteConfig } from "../site-config";
import type { NavbarItem } from "../../contracts/config/schema";

/** What a navbar item draws, once its config is checked. */
export type ResolvedNavbarItem =
  | { kind: "internal"; label: string; to: string; activeBasePath?: string }
  | { kind: "external"; label: string; href: string }
  | { kind: "html"; label: string; value: string }
  | { kind: "versions"; label: string; versions: DocsVersion[] };

/**
 * Turns a configured item into what to draw. The item's rules (a site path in
 * `to`, an absolute `href`, exactly one of them, a known sidebar, at least two
 * known docs versions) are checked at build by contracts/config/schema.ts, so this
 * only maps; an item that reaches it anyway unchecked (a test fixture) fails
 * here and the error names it.
 */
export function resolveNavbarItem(item: NavbarItem): ResolvedNavbarItem {
  switch (item.type) {
    case "link":
      if (item.to !== undefined) {
        return { kind: "internal", label: item.label, to: item.to, activeBasePath: item.activeBasePath };
      }
      if (item.href !== undefined) return { kind: "external", label: item.label, href: item.href };
      throw new Error('a link needs "to" or "href"; the build checks navbar items');
    case "docSidebar":
      return {
        kind: "internal",
        label: item.label,
        to: `${DOCS_PATH}/${siteConfig.docs.mainDocId}`,
        activeBasePath: DOCS_PATH,
      };
    case "docsVersionDropdown": {
      const versions = item.versions.map((name) => {
        const version = versionNamed(name);
        if (!version) throw new Error(`unknown docs version ${JSON.stringify(name)}; the build checks navbar items`);
        return version;
      });
      return { kind: "versions", label: item.label, versions };
    }
    case "html":
      return { kind: "html", label: item.label, value: item.value };
    default: {
      const unchecked: { type?: unknown } = item;
      throw new Error(`unknown type ${JSON.stringify(unchecked.type)}; the build checks navbar items`);
    }
  }
}

/** Spec §8: the error names the item; the original error is its `cause`. */
export function navbarItemError(item: NavbarItem, index: number, cause: unknown): Error {
  const label = (item as { label?: unknown }).label;
  const type = (item as { type?: unknown }).type;
  const reason = cause instanceof Error ? cause.message : String(cause);
  const error = new Error(
    `Navbar item #${index + 1} (${JSON.stringify(label ?? "")}, type ${JSON.stringify(type ?? "")}) failed to render: ${reason}`,
    { cause },
  );
  error.name = "NavbarItemError";
  return error;
}

export function isNavbarItemError(error: unknown): boolean {
  return error instanceof Error && error.name === "NavbarItemError";
}

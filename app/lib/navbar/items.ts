import { DOCS_VERSIONS, versionNamed, type DocsVersion } from "~/lib/docs-version/versions";
import { siteConfig, type NavbarItem } from "~/site-config";

/** What a navbar item draws, once its config is checked. */
export type ResolvedNavbarItem =
  | { kind: "internal"; label: string; to: string; activeBasePath?: string }
  | { kind: "external"; label: string; href: string }
  | { kind: "html"; label: string; value: string }
  | { kind: "versions"; label: string; versions: DocsVersion[] };

const ITEM_TYPES = ["link", "docSidebar", "docsVersionDropdown", "html"] as const;

/** Checks an item and turns it into what to draw; throws a plain Error saying what is wrong. */
export function resolveNavbarItem(item: NavbarItem): ResolvedNavbarItem {
  // The config is typed, but it is data: a value cast or edited in a hurry must still fail clearly.
  const type: string = (item as { type?: unknown }).type as string;
  switch (item.type) {
    case "link": {
      if (item.to && item.href) throw new Error('set either "to" (internal route) or "href" (external URL), not both');
      if (item.to) {
        if (!item.to.startsWith("/")) throw new Error(`"to" must be a site path starting with "/", got "${item.to}"`);
        return { kind: "internal", label: item.label, to: item.to, activeBasePath: item.activeBasePath };
      }
      if (item.href) {
        if (!/^https?:\/\//.test(item.href)) throw new Error(`"href" must be an absolute URL, got "${item.href}"`);
        return { kind: "external", label: item.label, href: item.href };
      }
      throw new Error('a link needs "to" (internal route) or "href" (external URL)');
    }
    case "docSidebar": {
      const known: string[] = [siteConfig.docs.sidebarId];
      if (!known.includes(item.sidebarId)) {
        throw new Error(`unknown sidebarId "${item.sidebarId}"; available: ${known.join(", ")}`);
      }
      return {
        kind: "internal",
        label: item.label,
        to: `${siteConfig.docs.path}/${siteConfig.docs.mainDocId}`,
        activeBasePath: siteConfig.docs.path,
      };
    }
    case "docsVersionDropdown": {
      if (!Array.isArray(item.versions) || item.versions.length < 2) {
        throw new Error('a version dropdown needs at least two "versions"');
      }
      const versions = item.versions.map((name) => {
        const version = versionNamed(name);
        if (!version) {
          throw new Error(`unknown docs version "${name}"; available: ${DOCS_VERSIONS.map((v) => v.name).join(", ")}`);
        }
        return version;
      });
      return { kind: "versions", label: item.label, versions };
    }
    case "html":
      if (typeof item.value !== "string") throw new Error('an html item needs a string "value"');
      return { kind: "html", label: item.label, value: item.value };
    default:
      throw new Error(`unknown type "${type}"; expected one of ${ITEM_TYPES.join(", ")}`);
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

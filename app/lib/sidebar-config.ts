/**
 * The typed shape of `content/sidebars.ts`. Items name pages by id (the path
 * below /docs, e.g. "getting-started/introduction"), never by URL, so that a
 * moved page is a single-place change and a typo is caught at build time.
 */
export type SidebarConfigItem =
  | string
  | { type: "doc"; id: string; label?: string; unlisted?: boolean }
  | { type: "link"; label: string; href: string; unlisted?: boolean }
  | {
      type: "category";
      label: string;
      /** Id of a page that the category's label links to. */
      link?: string;
      linkUnlisted?: boolean;
      items: SidebarConfigItem[];
    };

export type SidebarsConfig = Record<string, SidebarConfigItem[]>;

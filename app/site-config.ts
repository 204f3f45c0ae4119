/**
 * Site-wide settings (spec §3). Everything the shell draws comes from here,
 * so a new navbar item or footer link is a one-line change.
 */
interface NavbarItemBase {
  position: "left" | "right";
}

/**
 * One navbar entry (spec §3), discriminated by `type`. `validateNavbarItem`
 * (app/lib/navbar/items.ts) checks the parts TypeScript can't, and a failing
 * item is reported by its number, label and type.
 */
export type NavbarItem =
  | (NavbarItemBase & {
      type: "link";
      label: string;
      /** Internal route… */
      to?: string;
      /** …or external URL (opens in a new tab). Exactly one of the two. */
      href?: string;
      /** Makes the item active on every page below this path prefix. */
      activeBasePath?: string;
    })
  | (NavbarItemBase & {
      /** Links to the first page of a docs sidebar. */
      type: "docSidebar";
      label: string;
      sidebarId: string;
    })
  | (NavbarItemBase & {
      /**
       * The docs version switcher (spec §3 `versions`), shown on API pages:
       * it keeps the reader on the same symbol in the version picked.
       */
      type: "docsVersionDropdown";
      label: string;
      /** Version names (app/lib/docs-version/versions.ts), in menu order. */
      versions: string[];
    })
  | (NavbarItemBase & {
      /** Trusted HTML from this file, rendered as is. */
      type: "html";
      label: string;
      value: string;
    });

export type ColorMode = "light" | "dark";

export interface ColorModeConfig {
  defaultMode: ColorMode;
  /** No toggle; the page always uses `defaultMode` (or the OS preference when respected). */
  disableSwitch: boolean;
  /** The "system" choice follows the OS preference instead of `defaultMode`. */
  respectPrefersColorScheme: boolean;
}

export interface AnnouncementBarConfig {
  /** Change it to show a new announcement to readers who dismissed the previous one. */
  id: string;
  /** Trusted HTML from this file; internal links navigate client-side. */
  content: string;
  backgroundColor: string;
  textColor: string;
  isCloseable: boolean;
}

export interface FooterLink {
  label: string;
  to?: string;
  href?: string;
}

export interface FooterColumn {
  title: string;
  items: FooterLink[];
}

export const siteConfig = {
  title: "unblessed",
  tagline: "Terminal UI widgets for Node.js and the browser",
  /** Absolute origin used for canonical URLs and the sitemap. */
  url: "https://unblessed.dev",
  baseUrl: "/",
  trailingSlash: false,
  repoUrl: "https://github.com/vdeantoni/unblessed",
  npmUrl: "https://www.npmjs.com/package/@unblessed/core",
  docs: {
    path: "/docs",
    mainDocId: "getting-started/introduction",
    sidebarId: "docsSidebar",
  },
  searchPagePath: "/search",
  navbar: {
    title: "unblessed",
    logo: { src: "/logo.svg", alt: "unblessed logo", href: "/" },
    hideOnScroll: true,
    items: [
      { type: "docSidebar", label: "Docs", position: "left", sidebarId: "docsSidebar" },
      { type: "docsVersionDropdown", label: "API version", position: "left", versions: ["current", "0.2.0"] },
      { type: "link", label: "GitHub", position: "right", href: "https://github.com/vdeantoni/unblessed" },
      { type: "link", label: "npm", position: "right", href: "https://www.npmjs.com/package/@unblessed/core" },
    ] as NavbarItem[],
  },
  footer: {
    style: "dark",
    links: [
      {
        title: "Documentation",
        items: [
          { label: "Introduction", to: "/docs/getting-started/introduction" },
          { label: "Installation", to: "/docs/getting-started/installation" },
          { label: "Quick start", to: "/docs/getting-started/quick-start" },
          { label: "Migrating from blessed", to: "/docs/getting-started/migration-from-blessed" },
        ],
      },
      {
        title: "Packages",
        items: [
          { label: "@unblessed/core", href: "https://www.npmjs.com/package/@unblessed/core" },
          { label: "@unblessed/node", href: "https://www.npmjs.com/package/@unblessed/node" },
          { label: "@unblessed/blessed", href: "https://www.npmjs.com/package/@unblessed/blessed" },
        ],
      },
      {
        title: "More",
        items: [
          { label: "Screen class", to: "/docs/api/generated/widgets.screen.Class.Screen" },
          { label: "Examples", to: "/docs/examples" },
          { label: "Source on GitHub", href: "https://github.com/vdeantoni/unblessed" },
        ],
      },
    ] satisfies FooterColumn[],
    copyright: "unblessed is MIT licensed. Documentation written for the unblessed project.",
  },
  announcementBar: {
    id: "blessed-migration-2",
    content:
      'Coming from blessed? The <a href="/docs/getting-started/migration-from-blessed">migration guide</a> has an 11-step checklist and the status of all 34 blessed widgets, checked by running programs under both libraries.',
    backgroundColor: "#166534",
    textColor: "#f0fdf4",
    isCloseable: true,
  } as AnnouncementBarConfig | undefined,
  colorMode: { defaultMode: "dark", disableSwitch: true, respectPrefersColorScheme: false } as ColorModeConfig,
} as const;

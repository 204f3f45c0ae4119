/**
 * Site-wide settings (spec §3). Everything the shell draws comes from here,
 * so a new navbar item or footer link is a one-line change.
 */
export interface NavbarItem {
  label: string;
  position: "left" | "right";
  /** Internal route. */
  to?: string;
  /** External URL. */
  href?: string;
  /** Makes the item active on every page below this path prefix. */
  activeBasePath?: string;
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
      { label: "Docs", position: "left", to: "/docs/getting-started/introduction", activeBasePath: "/docs" },
      { label: "GitHub", position: "right", href: "https://github.com/vdeantoni/unblessed" },
      { label: "npm", position: "right", href: "https://www.npmjs.com/package/@unblessed/core" },
    ] satisfies NavbarItem[],
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
  colorMode: { defaultMode: "dark", disableSwitch: true, respectPrefersColorScheme: false },
} as const;

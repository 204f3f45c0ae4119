import type { SiteConfig } from "../contracts/config/schema";

/**
 * Site-wide settings (behaviour §3). Everything the shell draws comes from here,
 * so a new navbar item or footer link is a one-line change. The rules for
 * each key are in contracts/config/schema.ts; `npm run generate` (and so every
 * build and `npm run dev`) checks this file against them.
 */
const REPO_URL = "https://github.com/vdeantoni/unblessed";
const npmPackageUrl = (name: string) => `https://www.npmjs.com/package/${name}`;

export const siteConfig: SiteConfig = {
  title: "unblessed",
  tagline: "Terminal UI widgets for Node.js and the browser",
  /** Absolute origin used for canonical URLs and the sitemap. */
  url: "https://unblessed.dev",
  trailingSlash: false,
  docs: {
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
      { type: "link", label: "GitHub", position: "right", href: REPO_URL },
      { type: "link", label: "npm", position: "right", href: npmPackageUrl("@unblessed/core") },
    ],
  },
  footer: {
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
          { label: "@unblessed/core", href: npmPackageUrl("@unblessed/core") },
          { label: "@unblessed/node", href: npmPackageUrl("@unblessed/node") },
          { label: "@unblessed/blessed", href: npmPackageUrl("@unblessed/blessed") },
        ],
      },
      {
        title: "More",
        items: [
          { label: "Screen class", to: "/docs/api/generated/widgets.screen.Class.Screen" },
          { label: "Examples", to: "/docs/examples" },
          { label: "Source on GitHub", href: REPO_URL },
        ],
      },
    ],
    copyright: "unblessed is MIT licensed. Documentation written for the unblessed project.",
  },
  announcementBar: {
    id: "blessed-migration-2",
    content:
      'From blessed? The <a href="/docs/getting-started/migration-from-blessed">migration guide</a> has an 11-step checklist and the status of all 34 blessed widgets.',
    backgroundColor: "#166534",
    textColor: "#f0fdf4",
    isCloseable: true,
  },
  colorMode: { defaultMode: "dark", disableSwitch: true, respectPrefersColorScheme: false },
};

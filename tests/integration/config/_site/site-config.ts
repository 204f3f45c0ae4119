/** A small valid site configuration; each scenario changes one thing. */
export const siteConfig = {
  title: "Fixture",
  tagline: "A site for the configuration checks",
  url: "https://docs.example.test",
  trailingSlash: false,
  docs: { mainDocId: "guide/intro", sidebarId: "docsSidebar" },
  searchPagePath: "/search",
  navbar: {
    title: "Fixture",
    logo: { src: "/logo.svg", alt: "logo", href: "/" },
    hideOnScroll: false,
    items: [
      { type: "docSidebar", label: "Docs", position: "left", sidebarId: "docsSidebar" },
      { type: "link", label: "Source", position: "right", href: "https://example.test/repo" },
    ],
  },
  footer: {
    links: [{ title: "Docs", items: [{ label: "Intro", to: "/docs/guide/intro" }] }],
    copyright: "Fixture",
  },
  colorMode: { defaultMode: "dark", disableSwitch: false, respectPrefersColorScheme: true },
};

import { siteConfig as base } from "../_site/site-config";

export const siteConfig = {
  ...base,
  navbar: {
    ...base.navbar,
    items: [
      { type: "link", label: "Blog", position: "right", to: "/blog", href: "https://example.test/blog" },
      { type: "link", label: "Repo", position: "rigth", to: "example.test/repo" },
      { type: "link", label: "Nowhere", position: "left" },
    ],
  },
};

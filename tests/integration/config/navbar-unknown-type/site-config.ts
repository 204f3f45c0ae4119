import { siteConfig as base } from "../_site/site-config";

export const siteConfig = {
  ...base,
  navbar: { ...base.navbar, items: [...base.navbar.items, { type: "dropdwon", label: "More", position: "right" }] },
};

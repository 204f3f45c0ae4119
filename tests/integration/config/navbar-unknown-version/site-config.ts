import { siteConfig as base } from "../_site/site-config";

export const siteConfig = {
  ...base,
  navbar: {
    ...base.navbar,
    items: [
      { type: "docsVersionDropdown", label: "API version", position: "left", versions: ["current", "0.2"] },
      { type: "docsVersionDropdown", label: "Version", position: "right", versions: ["current"] },
    ],
  },
};

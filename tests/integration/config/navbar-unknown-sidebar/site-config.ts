import { siteConfig as base } from "../_site/site-config";

export const siteConfig = {
  ...base,
  docs: { ...base.docs, mainDocId: "guide/itnro" },
  navbar: { ...base.navbar, items: [{ type: "docSidebar", label: "Docs", position: "left", sidebarId: "docSidebar" }] },
};

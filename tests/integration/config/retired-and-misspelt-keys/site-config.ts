import { siteConfig as base } from "../_site/site-config";

export const siteConfig = {
  ...base,
  baseUrl: "/",
  footer: { ...base.footer, style: "dark" },
  colorMode: { ...base.colorMode, defaultMode: "drak" },
  announcementBar: { id: "a", content: "Hello", backgroundColor: "#000", isClosable: true },
};

import { siteConfig as base } from "../_site/site-config";

// The file path is appended to docs.editUrl: without the last "/" links would run into the branch name.
export const siteConfig = {
  ...base,
  docs: { ...base.docs, editUrl: "https://example.test/repo/edit/main" },
};

export const sidebars = {
  docsSidebar: [
    { type: "category", lable: "Guide", items: ["guide/intor", { type: "doc", label: "Set up" }] },
    { type: "link", label: "Repo", href: "https://example.test/repo" },
  ],
};

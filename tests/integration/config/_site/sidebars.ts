export const sidebars = {
  docsSidebar: [
    { type: "category", label: "Guide", items: ["guide/intro", { type: "doc", id: "guide/setup", label: "Set up" }] },
  ],
};

import { describe, expect, it } from "vitest";
import { checkSidebars } from "../../../app/content-pipeline/.server/content/manifest";
import {
  resolveSidebar,
  sidebarReadingOrder,
  sidebarTrail,
  type SidebarPage,
} from "../../../app/content-pipeline/.server/content/sidebar";

const pages = new Map<string, SidebarPage>(
  [
    { id: "getting-started/introduction", path: "/docs/getting-started/introduction", title: "Introduction" },
    {
      id: "getting-started/installation",
      path: "/docs/getting-started/installation",
      title: "Installation",
      sidebarLabel: "Install",
    },
    { id: "examples", path: "/docs/examples", title: "Examples" },
    { id: "examples/simple-box", path: "/docs/examples/simple-box", title: "Simple box" },
    { id: "hidden", path: "/docs/hidden", title: "Hidden" },
  ].map((page) => [page.id, page]),
);

describe("resolveSidebar", () => {
  it("turns ids into links, honouring labels, category links and unlisted items", () => {
    const sidebar = resolveSidebar(
      "docsSidebar",
      [
        { type: "category", label: "Start", items: ["getting-started/introduction", "getting-started/installation"] },
        {
          type: "category",
          label: "Examples",
          link: "examples",
          items: [
            { type: "doc", id: "examples/simple-box", label: "Box" },
            { type: "doc", id: "hidden", unlisted: true },
          ],
        },
        { type: "link", label: "GitHub", href: "https://github.com/x/y" },
      ],
      pages,
    );
    expect(sidebar).toEqual([
      {
        type: "category",
        label: "Start",
        items: [
          { type: "link", label: "Introduction", href: "/docs/getting-started/introduction" },
          { type: "link", label: "Install", href: "/docs/getting-started/installation" },
        ],
      },
      {
        type: "category",
        label: "Examples",
        href: "/docs/examples",
        items: [
          { type: "link", label: "Box", href: "/docs/examples/simple-box" },
          { type: "link", label: "Hidden", href: "/docs/hidden", unlisted: true },
        ],
      },
      { type: "link", label: "GitHub", href: "https://github.com/x/y", external: true },
    ]);
    expect(sidebarReadingOrder(sidebar).map((link) => link.href)).toEqual([
      "/docs/getting-started/introduction",
      "/docs/getting-started/installation",
      "/docs/examples",
      "/docs/examples/simple-box",
      "/docs/hidden",
    ]);
    expect(sidebarTrail(sidebar, "/docs/examples/simple-box")).toEqual([{ label: "Examples", href: "/docs/examples" }]);
  });

  it("checks the config against the page ids first, listing the closest ids for a typo", () => {
    const config = { docsSidebar: [{ type: "category", label: "Start", items: ["getting-started/instalation"] }] };
    expect(() => checkSidebars(config, [...pages.keys()])).toThrow(
      "Invalid sidebars in content/sidebars.ts:\n" +
        '  docsSidebar[0].items[0]: unknown page id "getting-started/instalation"; ' +
        'closest valid values: "getting-started/installation", "getting-started/introduction", "examples/simple-box"',
    );
  });
});

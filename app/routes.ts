import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";
import { getManifest, testRoutesEnabled } from "./content-pipeline/.server/content/manifest";
import { DOCS_LAYOUT_ROUTE_ID } from "../contracts/navigation";
import { SAMPLE_TYPES_PREFIX } from "../contracts/sample-types";

// One explicit route per guide, generated from the content manifest. The API
// reference and unknown URLs share the catch-all (routes/catch-all.tsx says
// why), which 404.html is prerendered from, so it hydrates on any URL.
const manifest = getManifest();

export default [
  index("routes/home.tsx"),
  route("search", "routes/search.tsx"),
  route("playground", "routes/playground.tsx"),
  // The types of the names in a guide's samples (contracts/sample-types.ts): static JSON, no page.
  route(`${SAMPLE_TYPES_PREFIX.slice(1)}/*`, "routes/sample-types.ts"),
  layout("routes/docs-layout.tsx", { id: DOCS_LAYOUT_ROUTE_ID }, [
    route("docs", "routes/doc.tsx", { id: "docs-root" }),
    ...manifest.pages.flatMap((page) =>
      page.source.kind === "mdx" ? [route(page.path.slice(1), "routes/doc.tsx", { id: `doc/${page.id}` })] : [],
    ),
    route("*", "routes/catch-all.tsx", { id: "catch-all" }),
  ]),
  ...(testRoutesEnabled()
    ? [route("__test/crash", "routes/test-only/crash.tsx"), route("__test/shell", "routes/test-only/shell.tsx")]
    : []),
] satisfies RouteConfig;

import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";
import { getManifest, testRoutesEnabled } from "./.server/content/manifest";

// One explicit route per page, generated from the content manifest. A splat
// route would also match unknown URLs, and the prerendered 404 page could not
// hydrate on them; with explicit routes an unknown URL matches only the
// catch-all, which is exactly what 404.html was rendered with.
const manifest = getManifest();

export default [
  index("routes/home.tsx"),
  route("search", "routes/search.tsx"),
  layout("routes/docs-layout.tsx", { id: "docs-layout" }, [
    route("docs", "routes/doc.tsx", { id: "docs-root" }),
    ...manifest.pages.map((page) =>
      page.source.kind === "mdx"
        ? route(page.path.slice(1), "routes/doc.tsx", { id: `doc/${page.id}` })
        : route(page.path.slice(1), "routes/api-page.tsx", { id: `api/${page.source.slug}` }),
    ),
  ]),
  ...(testRoutesEnabled()
    ? [route("__test/crash", "routes/test-only/crash.tsx"), route("__test/shell", "routes/test-only/shell.tsx")]
    : []),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;

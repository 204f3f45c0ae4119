/**
 * The docs sidebar as static HTML for one page, rendered at build time
 * (app/docs-page/sidebar.tsx). Next to the routes for the same reason
 * as render-api-html.server.tsx.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { DocsSidebar } from "./sidebar";
import type { SidebarItem } from "../../contracts/navigation";

export function renderSidebarHtml(items: SidebarItem[], activePath: string): string {
  return renderToStaticMarkup(<DocsSidebar items={items} activePath={activePath} />);
}

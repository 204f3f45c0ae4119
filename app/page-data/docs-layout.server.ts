import type { DocsLayoutData } from "../../contracts/navigation";
import { getManifest } from "../content-pipeline/.server/content/manifest";
import { renderSidebarHtml } from "../docs-page/render-sidebar-html.server";

/** The frame around every docs page: the sidebar, as static HTML with `pathname` marked current. */
export function docsLayoutData(pathname: string): DocsLayoutData {
  return { documentHtml: { sidebar: renderSidebarHtml(getManifest().sidebar, pathname) } };
}

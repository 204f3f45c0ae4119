import type { SidebarItem } from "../../lib/navigation";
import { getManifest } from "./manifest";

export interface DocsLayoutData {
  sidebar: SidebarItem[];
}

export function loadDocsLayout(): DocsLayoutData {
  return { sidebar: getManifest().sidebar };
}

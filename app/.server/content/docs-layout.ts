import type { SidebarItem } from "../../contracts/navigation";
import { getManifest } from "./manifest";

export function loadDocsLayout(): { sidebar: SidebarItem[] } {
  return { sidebar: getManifest().sidebar };
}

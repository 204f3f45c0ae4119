import type { DocsLayoutData } from "../../contracts/navigation";
import { getManifest } from "./manifest";

export function loadDocsLayout(): DocsLayoutData {
  return { sidebar: getManifest().sidebar };
}

import { isApiKind, kindLabel, type SearchKind } from "../engine/documents";

/** The "page › section" trail under a hit's title, with the API kind where it helps. */
export function hitTrail(hit: {
  page: string;
  parent?: string;
  title: string;
  kind: SearchKind;
  category: string;
}): string {
  const parts = [hit.category, hit.page];
  if (hit.parent && hit.parent !== hit.page) parts.push(hit.parent);
  const trail = parts.filter((part, i) => part && part !== parts[i - 1]).join(" › ");
  return isApiKind(hit.kind) ? `${kindLabel(hit.kind)} · ${trail}` : trail;
}

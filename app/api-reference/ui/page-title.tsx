import type { ApiPageData } from "../../../contracts/api-model";
import { KindBadge } from "./kind-badge";

/** An API page's h1 content: the kind badge and the name. */
export function ApiPageTitle({ kind, title }: Pick<ApiPageData, "kind" | "title">) {
  return (
    <span className="flex flex-wrap items-center gap-3">
      <KindBadge kind={kind} />
      <span className={kind === "index" ? "" : "font-mono"}>{title}</span>
    </span>
  );
}

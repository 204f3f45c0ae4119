/** Picks the body component for a page kind, and the page title with its badge. */
import type { ApiPageData } from "../../contracts/api-model.js";
import { DeclarationPageBody } from "./declaration-page.js";
import { IndexPageBody } from "./index-page.js";
import { KindBadge } from "./kind-badge.js";
import { ModulePageBody } from "./module-page.js";
import { API_BODY_CLASS } from "./styles.js";

export function ApiPageTitle({ page }: { page: ApiPageData }) {
  return (
    <span className="flex flex-wrap items-center gap-3">
      <KindBadge kind={page.kind} />
      <span className={page.kind === "index" ? "" : "font-mono"}>{page.title}</span>
    </span>
  );
}

export function ApiPageBody({ page }: { page: ApiPageData }) {
  return (
    <div className={API_BODY_CLASS} data-api-page={page.slug}>
      {page.kind === "index" ? (
        <IndexPageBody page={page} />
      ) : page.kind === "module" ? (
        <ModulePageBody page={page} />
      ) : (
        <DeclarationPageBody page={page} />
      )}
    </div>
  );
}

/**
 * Picks the body component for a page kind. Rendered at build time only
 * (app/.server/api/render-body.tsx): the browser gets the HTML.
 */
import type { ApiPageData } from "../../../contracts/api-model";
import { DeclarationPageBody } from "./declaration-page";
import { IndexPageBody } from "./index-page";
import { ModulePageBody } from "./module-page";
import { API_BODY_CLASS } from "./styles";

export function ApiPageBody({ page, lead }: { page: ApiPageData; lead?: string }) {
  return (
    <div className={API_BODY_CLASS} data-api-page={page.slug}>
      {lead && <div data-api-lead="" dangerouslySetInnerHTML={{ __html: lead }} />}
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

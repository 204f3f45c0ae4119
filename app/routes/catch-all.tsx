/**
 * Every URL that is not a guide: the API reference pages and unknown paths.
 *
 * One splat route instead of one route per API page keeps React Router's
 * route manifest (loaded by every page) small: 226 API routes cost 4 KB of
 * gzip on each first load. It also keeps 404.html hydratable anywhere: it is
 * this same route, prerendered at /__not-found, so an unknown URL matches
 * exactly what the HTML was rendered with.
 */
import {
  isRouteErrorResponse,
  useLoaderData,
  type ClientLoaderFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "react-router";
import { apiPageData } from "../page-data/api-page.server";
import { ApiBody, ApiToc } from "../api-reference/ui/api-body";
import { ApiPageTitle } from "../api-reference/ui/page-title";
import { ApiVersionNotice } from "../api-reference/versions/api-version-notice";
import { DocPage } from "../docs-page/doc-page";
import { SampleTypesAfterIdle } from "../docs-page/sample-types/sample-types-after-idle";
import { NotFoundPage, notFoundMeta } from "../shell/not-found-page";
import { apiLocationFromPath, CURRENT_VERSION, versionNamed } from "../../contracts/docs-versions";
import { DOCUMENT_HTML_FIELD } from "../common/document-html";
import { pageMeta } from "../shell/meta";

export const loader = ({ request }: LoaderFunctionArgs) => apiPageData(new URL(request.url).pathname);

/**
 * On a client-side navigation the data comes from the prerendered `.data`
 * file; an unknown URL has none (the host answers 404), which is simply the
 * not-found page, not a load failure.
 */
export async function clientLoader({ request, serverLoader }: ClientLoaderFunctionArgs) {
  // Only the API reference has pages here; anything else is known to be missing without asking the host.
  if (apiLocationFromPath(new URL(request.url).pathname) === undefined) return { kind: "not-found" as const };
  try {
    return await serverLoader<typeof loader>();
  } catch (error) {
    if (isRouteErrorResponse(error) && error.status === 404) return { kind: "not-found" as const };
    throw error;
  }
}

export const meta: MetaFunction<typeof clientLoader> = ({ data }) => {
  if (!data || data.kind === "not-found") return notFoundMeta();
  // The shared builder, so API pages get the same canonical and social tags as guides.
  const version = versionNamed(data.version) ?? CURRENT_VERSION;
  const other = version === CURRENT_VERSION ? "" : ` (${version.label})`;
  return pageMeta({
    title: `${data.title}${other}`,
    description: data.summary || `API reference for ${data.title} in @unblessed/core${other}.`,
    path: data.path,
    version: version.name,
  });
};

export default function CatchAll() {
  const data = useLoaderData<typeof clientLoader>();
  if (data.kind === "not-found") return <NotFoundPage />;
  return (
    <DocPage
      title={<ApiPageTitle kind={data.pageKind} title={data.title} />}
      description={data.summary}
      toc={data.hasToc ? <ApiToc html={data[DOCUMENT_HTML_FIELD].toc} /> : []}
      chrome={data.chrome}
      path={data.path}
    >
      <div className="mdx-content">
        <ApiVersionNotice version={data.version} />
        {/* Keyed by page: each body observes its own links for prefetching. */}
        <ApiBody key={data.path} html={data[DOCUMENT_HTML_FIELD].body} />
        {"sampleTypes" in data && data.sampleTypes && <SampleTypesAfterIdle src={data.sampleTypes} />}
      </div>
    </DocPage>
  );
}

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
import { highlightPage } from "../.server/api/highlight";
import { listApiPages, loadApiPage } from "../.server/api/pages";
import { getPageNavigation } from "../.server/content/manifest";
import { highlightCode } from "../.server/mdx/highlight";
import { ApiPageBody, ApiPageTitle } from "../components/api/api-page-body";
import { apiSlugFromPath } from "../contracts/api-paths";
import { apiToc } from "../components/api/toc";
import { DocPage } from "../components/docs/doc-page";
import { NotFoundPage, notFoundMeta } from "../components/not-found/not-found-page";
import { pageMeta } from "../lib/meta";

export async function loader({ request }: LoaderFunctionArgs) {
  const pathname = new URL(request.url).pathname;
  const slug = apiSlugFromPath(pathname);
  if (slug === undefined || !listApiPages().some((page) => page.slug === slug)) {
    return { kind: "not-found" as const };
  }
  const page = await highlightPage(await loadApiPage(slug), highlightCode);
  return {
    kind: "api" as const,
    page,
    navigation: getPageNavigation(pathname),
    path: pathname.replace(/\/+$/, ""),
  };
}

/**
 * On a client-side navigation the data comes from the prerendered `.data`
 * file; an unknown URL has none (the host answers 404), which is simply the
 * not-found page, not a load failure.
 */
export async function clientLoader({ request, serverLoader }: ClientLoaderFunctionArgs) {
  // Only the API reference has pages here; anything else is known to be missing without asking the host.
  if (apiSlugFromPath(new URL(request.url).pathname) === undefined) return { kind: "not-found" as const };
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
  return pageMeta({
    title: data.page.title,
    description: data.page.summary || `API reference for ${data.page.title} in @unblessed/core.`,
    path: data.path,
  });
};

export default function CatchAll() {
  const data = useLoaderData<typeof clientLoader>();
  if (data.kind === "not-found") return <NotFoundPage />;
  const { page, navigation } = data;
  return (
    <DocPage
      title={<ApiPageTitle page={page} />}
      description={page.summary}
      toc={apiToc(page)}
      breadcrumbs={navigation.breadcrumbs}
      prev={navigation.prev}
      next={navigation.next}
      path={data.path}
    >
      <ApiPageBody page={page} />
    </DocPage>
  );
}

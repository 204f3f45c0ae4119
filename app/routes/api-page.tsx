/**
 * One route module for every generated API page. The content manifest
 * registers it once per page (`api/<slug>`); the loader finds its slug from
 * the URL and returns only that page's pre-digested data.
 */
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { highlightPage } from "../.server/api/highlight";
import { loadApiPage } from "../.server/api/pages";
import { getPageNavigation } from "../.server/content/manifest";
import { highlightCode } from "../.server/mdx/highlight";
import { ApiPageBody, ApiPageTitle } from "../components/api/api-page-body";
import { apiSlugFromPath } from "../components/api/href";
import { apiToc } from "../components/api/toc";
import { DocPage } from "../components/docs/doc-page";
import { pageMeta } from "../lib/meta";

export async function loader({ request }: LoaderFunctionArgs) {
  const pathname = new URL(request.url).pathname;
  const slug = apiSlugFromPath(pathname);
  if (slug === undefined) throw new Response("Not Found", { status: 404 });
  const page = await highlightPage(await loadApiPage(slug), highlightCode);
  return { page, navigation: getPageNavigation(pathname), path: pathname.replace(/\/+$/, "") };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [{ title: "Not found | unblessed" }];
  // The shared builder, so API pages get the same canonical and social tags as guides.
  return pageMeta({
    title: data.page.title,
    description: data.page.summary || `API reference for ${data.page.title} in @unblessed/core.`,
    path: data.path,
  });
};

export default function ApiPage() {
  const { page, navigation } = useLoaderData<typeof loader>();
  return (
    <DocPage
      title={<ApiPageTitle page={page} />}
      description={page.summary}
      toc={apiToc(page)}
      breadcrumbs={navigation.breadcrumbs}
      prev={navigation.prev}
      next={navigation.next}
    >
      <ApiPageBody page={page} />
    </DocPage>
  );
}

import type { ShouldRevalidateFunctionArgs } from "react-router";
import { ArticleBody } from "../docs-page/article-body";
import { DocPage } from "../docs-page/doc-page";
import { ARTICLE_REGION, DOCUMENT_HTML_FIELD } from "../common/document-html";
import { galleryPageData, isGalleryPage } from "../page-data/gallery-page.server";
import { guidePageData } from "../page-data/guide-page.server";
import { contentChangedInDev } from "../shell/dev/content-changed";
import { pageMeta } from "../shell/meta";
import type { Route } from "./+types/doc";

export async function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  // One route module serves every guide; the gallery is the guide with its prebuilt entries.
  return isGalleryPage(pathname) ? galleryPageData(pathname) : guidePageData(pathname);
}

// Dev only: an edited page fetches its data again (app/shell/dev/content-refresh.tsx). In a build this
// is React Router's own rule for a server loader under `ssr: false`: params changed.
export function shouldRevalidate({ defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return (import.meta.env.DEV && contentChangedInDev()) || defaultShouldRevalidate;
}

export function meta({ data }: Route.MetaArgs) {
  return data ? pageMeta(data) : [];
}

export default function Doc({ loaderData: page }: Route.ComponentProps) {
  return (
    <DocPage
      title={page.title}
      description={page.description}
      toc={page.toc}
      hideToc={page.hideToc}
      chrome={page.chrome}
      path={page.path}
    >
      {/* Keyed by page: each body finds its own islands and links. */}
      <ArticleBody key={page.path} html={page[DOCUMENT_HTML_FIELD][ARTICLE_REGION]} />
    </DocPage>
  );
}

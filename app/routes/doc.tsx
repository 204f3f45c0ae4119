import type { ShouldRevalidateFunctionArgs } from "react-router";
import { DocPage } from "../components/docs/doc-page";
import { MdxContent } from "../components/mdx/mdx-content";
import { loadDocPage } from "../.server/content/doc-page";
import { GALLERY_HTML_REGION, GALLERY_PATH } from "../lib/gallery/gallery-entry";
import { DOCUMENT_HTML_FIELD } from "../lib/document-html";
import { contentChangedInDev } from "../lib/dev/content-changed";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/doc";
import { renderGalleryHtml } from "./render-gallery-html.server";

export async function loader({ request }: Route.LoaderArgs) {
  const page = await loadDocPage(new URL(request.url).pathname);
  if (page.path !== GALLERY_PATH) return page;
  // The gallery's entries are prebuilt HTML that `<WidgetGallery />` shows (the document carries it once).
  const gallery = await renderGalleryHtml();
  return {
    ...page,
    toc: [...page.toc, ...gallery.toc],
    [DOCUMENT_HTML_FIELD]: { [GALLERY_HTML_REGION]: gallery.html },
  };
}

// Dev only: an edited page fetches its data again (app/lib/dev/content-refresh.tsx). In a build this
// is React Router's own rule for a server loader under `ssr: false`: params changed.
export function shouldRevalidate({ defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return (import.meta.env.DEV && contentChangedInDev()) || defaultShouldRevalidate;
}

export function meta({ data }: Route.MetaArgs) {
  return data ? pageMeta(data) : [];
}

export default function Doc({ loaderData }: Route.ComponentProps) {
  const page = loaderData;
  return (
    <DocPage
      title={page.title}
      description={page.description}
      toc={page.toc}
      hideToc={page.hideToc}
      chrome={page.chrome}
      path={page.path}
    >
      <MdxContent code={page.code} page={page.path} />
    </DocPage>
  );
}

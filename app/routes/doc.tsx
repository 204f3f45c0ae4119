import type { ShouldRevalidateFunctionArgs } from "react-router";
import { DocPage } from "../docs-page/doc-page";
import { MdxContent } from "../docs-page/mdx/mdx-content";
import { SampleTypesAfterIdle } from "../docs-page/sample-types/sample-types-after-idle";
import { GALLERY_PATH } from "../../contracts/gallery";
import { galleryPageData } from "../page-data/gallery-page.server";
import { guidePageData } from "../page-data/guide-page.server";
import { contentChangedInDev } from "../shell/dev/content-changed";
import { pageMeta } from "../shell/meta";
import type { Route } from "./+types/doc";

export async function loader({ request }: Route.LoaderArgs) {
  const page = await guidePageData(new URL(request.url).pathname);
  // One route module serves every guide; the gallery is the guide with its prebuilt entries.
  return page.path === GALLERY_PATH ? galleryPageData(page) : page;
}

// Dev only: an edited page fetches its data again (app/shell/dev/content-refresh.tsx). In a build this
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
      {/* The gallery's programs are no MDX: the page data names their file. */}
      {"sampleTypes" in page && page.sampleTypes && <SampleTypesAfterIdle src={page.sampleTypes} />}
    </DocPage>
  );
}

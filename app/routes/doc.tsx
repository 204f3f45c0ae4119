import type { ShouldRevalidateFunctionArgs } from "react-router";
import { DocPage } from "~/components/docs/doc-page";
import { MdxContent } from "~/components/mdx/mdx-content";
import { loadDocPage } from "~/.server/content/doc-page";
import { contentChangedInDev } from "~/lib/dev/content-changed";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/doc";

export function loader({ request }: Route.LoaderArgs) {
  return loadDocPage(new URL(request.url).pathname);
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

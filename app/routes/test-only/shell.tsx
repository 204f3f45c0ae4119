import { useSearchParams } from "react-router";
import { MdxLink } from "~/components/mdx/mdx-link";
import { NavbarItems } from "~/components/shell/navbar-items";
import { pageMeta } from "~/lib/meta";
import { useHydrated } from "~/lib/use-hydrated";
import type { NavbarItem } from "~/site-config";

export function meta() {
  return [
    ...pageMeta({ title: "Shell test", description: "Test-only fixtures for the site shell.", path: "/__test/shell" }),
    { name: "robots", content: "noindex" },
  ];
}

/** Its `to` is not a site path: resolving it throws, and the error must name the item. */
const BROKEN_ITEMS: NavbarItem[] = [
  { type: "link", label: "Docs", position: "left", to: "/docs" },
  { type: "link", label: "GitHub", position: "right", to: "github.com/vdeantoni/unblessed" },
];

/**
 * Test-only route (present only when DOCS_TEST_ROUTES=1): an MDX link written
 * as `.html`, and, with `?broken-navbar-item`, a navbar item list whose second
 * item is misconfigured (only after hydration, so the prerender succeeds).
 */
export default function ShellTest() {
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  return (
    <div className="mdx-content p-8">
      <h1 className="text-2xl text-ink">Shell test page</h1>
      <p>
        <MdxLink href="/docs/getting-started/quick-start.html#step-by-step">Quick start, written as .html</MdxLink>
      </p>
      {hydrated && params.has("broken-navbar-item") ? (
        <ul>
          <NavbarItems items={BROKEN_ITEMS} variant="panel" />
        </ul>
      ) : null}
    </div>
  );
}

import { useSearchParams } from "react-router";
import { MdxLink } from "../../docs-page/mdx/mdx-link";
import { NavbarItems } from "../../shell/navbar-items";
import { pageMeta } from "../../shell/meta";
import { useHydrated } from "../../common/use-hydrated";
import type { NavbarItem } from "../../../contracts/config/schema";

export function meta() {
  return [
    ...pageMeta({ title: "Shell test", description: "Test-only fixtures for the site shell.", path: "/__test/shell" }),
    { name: "robots", content: "noindex" },
  ];
}

/**
 * The second item has a type no navbar knows. The build rejects such an item
 * in app/site-config.ts; this one skips that check (the cast) to show that an
 * item failing at render still names itself.
 */
const BROKEN_ITEMS = [
  { type: "link", label: "Docs", position: "left", to: "/docs" },
  { type: "dropdown", label: "More", position: "right" },
] as unknown as NavbarItem[];

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

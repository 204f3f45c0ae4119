import { renderToString } from "react-dom/server";
import { prerender } from "react-dom/static";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { NavbarItems } from "~/components/shell/navbar-items";
import { navbarItemError, resolveNavbarItem } from "~/lib/navbar/items";
import { siteConfig, type NavbarItem } from "~/site-config";

function render(items: NavbarItem[], at = "/docs/getting-started/quick-start") {
  const Stub = createRoutesStub([{ path: "*", Component: () => <NavbarItems items={items} variant="bar" /> }]);
  return renderToString(<Stub initialEntries={[at]} />);
}

/** Waits for lazy parts (the version dropdown), as the prerender does. */
async function renderAll(items: NavbarItem[], at: string): Promise<string> {
  const Stub = createRoutesStub([{ path: "*", Component: () => <NavbarItems items={items} variant="bar" /> }]);
  const { prelude } = await prerender(<Stub initialEntries={[at]} />);
  return new Response(prelude).text();
}

function renderError(items: NavbarItem[]): Error {
  try {
    render(items);
  } catch (error) {
    return error as Error;
  }
  throw new Error("expected the navbar to throw");
}

describe("navbar items", () => {
  it("renders this site's items", () => {
    const html = render(siteConfig.navbar.items);
    expect(html).toContain('href="/docs/getting-started/introduction"');
    expect(html).toContain('href="https://github.com/vdeantoni/unblessed"');
    // Docs is active on any docs page, not only on its own.
    expect(html).toMatch(/class="navbar-link text-accent"[^>]*>Docs/);
  });

  it("shows the version dropdown on API pages only, labelled with the version being read", async () => {
    expect(await renderAll(siteConfig.navbar.items, "/docs/concepts/events")).not.toContain("version-dropdown");
    const next = await renderAll(siteConfig.navbar.items, "/docs/api/generated/widgets.box.Class.Box");
    expect(next).toContain('data-testid="version-dropdown"');
    expect(next).toContain('data-version="current"');
    expect(next).toContain('API <!-- -->Next<span class="sr-only"> (api version)</span>');
    const old = await renderAll(siteConfig.navbar.items, "/docs/0.2.0/api/generated");
    expect(old).toContain('data-version="0.2.0"');
  });

  it("names a failing item by number, label and type, with the cause attached", () => {
    const error = renderError([
      { type: "link", label: "Docs", position: "left", to: "/docs" },
      { type: "link", label: "GitHub", position: "right" },
    ]);
    expect(error.message).toBe(
      'Navbar item #2 ("GitHub", type "link") failed to render: a link needs "to" (internal route) or "href" (external URL)',
    );
    expect(error.cause).toBeInstanceOf(Error);
    expect((error.cause as Error).message).toBe('a link needs "to" (internal route) or "href" (external URL)');
  });

  it("validates each type", () => {
    expect(() => resolveNavbarItem({ type: "docSidebar", label: "API", position: "left", sidebarId: "api" })).toThrow(
      'unknown sidebarId "api"; available: docsSidebar',
    );
    expect(() =>
      resolveNavbarItem({ type: "link", label: "x", position: "left", to: "/a", href: "https://example.com" }),
    ).toThrow("not both");
    expect(() => resolveNavbarItem({ type: "link", label: "x", position: "left", href: "example.com" })).toThrow(
      "absolute URL",
    );
    const unknown = { type: "dropdown", label: "More", position: "right" } as unknown as NavbarItem;
    expect(() => resolveNavbarItem(unknown)).toThrow(
      'unknown type "dropdown"; expected one of link, docSidebar, docsVersionDropdown, html',
    );
    expect(() =>
      resolveNavbarItem({ type: "docsVersionDropdown", label: "v", position: "left", versions: ["current", "1.x"] }),
    ).toThrow('unknown docs version "1.x"; available: current, 0.2.0');
    expect(() =>
      resolveNavbarItem({ type: "docsVersionDropdown", label: "v", position: "left", versions: ["current"] }),
    ).toThrow("at least two");
  });

  it("wraps causes that aren't errors too", () => {
    const error = navbarItemError({ type: "html", label: "Badge", position: "right", value: "" }, 0, "boom");
    expect(error.message).toBe('Navbar item #1 ("Badge", type "html") failed to render: boom');
    expect(error.cause).toBe("boom");
  });
});

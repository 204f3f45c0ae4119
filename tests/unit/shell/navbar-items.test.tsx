import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { NavbarItems } from "~/components/shell/navbar-items";
import { navbarItemError, resolveNavbarItem } from "~/lib/navbar/items";
import { siteConfig } from "~/site-config";
import type { NavbarItem } from "~/config/schema";

function render(items: NavbarItem[]) {
  const Stub = createRoutesStub([
    { path: "/docs/getting-started/quick-start", Component: () => <NavbarItems items={items} variant="bar" /> },
  ]);
  return renderToString(<Stub initialEntries={["/docs/getting-started/quick-start"]} />);
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

  it("names a failing item by number, label and type, with the cause attached", () => {
    const error = renderError([
      { type: "link", label: "Docs", position: "left", to: "/docs" },
      { type: "link", label: "GitHub", position: "right" },
    ]);
    expect(error.message).toBe(
      'Navbar item #2 ("GitHub", type "link") failed to render: a link needs "to" or "href"; the build checks navbar items',
    );
    expect(error.cause).toBeInstanceOf(Error);
    expect((error.cause as Error).message).toBe('a link needs "to" or "href"; the build checks navbar items');
  });

  // The rules for each type are checked at build (tests/integration/config/navbar-*); render only maps.
  it("maps each type to what it draws", () => {
    expect(
      resolveNavbarItem({ type: "docSidebar", label: "Docs", position: "left", sidebarId: "docsSidebar" }),
    ).toEqual({
      kind: "internal",
      label: "Docs",
      to: "/docs/getting-started/introduction",
      activeBasePath: "/docs",
    });
    expect(resolveNavbarItem({ type: "link", label: "x", position: "left", href: "https://example.com" })).toEqual({
      kind: "external",
      label: "x",
      href: "https://example.com",
    });
    // Only an item that skipped the build's check can have a type no navbar knows.
    const unknown = { type: "dropdown", label: "More", position: "right" } as unknown as NavbarItem;
    expect(() => resolveNavbarItem(unknown)).toThrow('unknown type "dropdown"; the build checks navbar items');
  });

  it("wraps causes that aren't errors too", () => {
    const error = navbarItemError({ type: "html", label: "Badge", position: "right", value: "" }, 0, "boom");
    expect(error.message).toBe('Navbar item #1 ("Badge", type "html") failed to render: boom');
    expect(error.cause).toBe("boom");
  });
});

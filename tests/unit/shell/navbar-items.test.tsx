import { renderToString } from "react-dom/server";
import { prerender } from "react-dom/static";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { NavbarItems } from "../../../app/shell/navbar-items";
import { navbarItemError, resolveNavbarItem } from "../../../app/shell/navbar-model";
import { siteConfig } from "../../../app/site-config";
import type { NavbarItem } from "../../../contracts/config/schema";
import { CURRENT_VERSION, LATEST_RELEASE_VERSION } from "../../../contracts/docs-versions";

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
    expect(
      resolveNavbarItem({ type: "docsVersionDropdown", label: "v", position: "left", versions: ["current", "0.2.0"] }),
    ).toEqual({ kind: "versions", label: "v", versions: [CURRENT_VERSION, LATEST_RELEASE_VERSION] });
    expect(() =>
      resolveNavbarItem({ type: "docsVersionDropdown", label: "v", position: "left", versions: ["current", "1.x"] }),
    ).toThrow('unknown docs version "1.x"; the build checks navbar items');
  });

  it("wraps causes that aren't errors too", () => {
    const error = navbarItemError({ type: "html", label: "Badge", position: "right", value: "" }, 0, "boom");
    expect(error.message).toBe('Navbar item #1 ("Badge", type "html") failed to render: boom');
    expect(error.cause).toBe("boom");
  });
});

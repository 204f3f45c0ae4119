import { createElement, useLayoutEffect, useState, type ComponentType, type ReactNode, type RefObject } from "react";
import { createPortal } from "react-dom";
import { ISLAND_ATTR, ISLAND_PROPS_ATTR, type IslandHost } from "./island-attrs";
import { islandComponents, isIslandName } from "./island-components";

interface FoundIsland {
  host: HTMLElement;
  Component: ComponentType<IslandHost>;
  props: Record<string, unknown>;
}

function findIslands(root: HTMLElement): FoundIsland[] {
  return [...root.querySelectorAll<HTMLElement>(`[${ISLAND_ATTR}]`)].flatMap((host) => {
    const name = host.getAttribute(ISLAND_ATTR);
    if (!isIslandName(name)) return [];
    let props: unknown;
    try {
      props = JSON.parse(host.getAttribute(ISLAND_PROPS_ATTR) ?? "{}");
    } catch {
      // A damaged mark leaves its prerendered markup as it is: visible, if not interactive.
      return [];
    }
    if (!props || typeof props !== "object") return [];
    return [
      { host, Component: islandComponents[name] as ComponentType<IslandHost>, props: props as Record<string, unknown> },
    ];
  });
}

/**
 * The interactive parts of static HTML that React does not hydrate (a guide's
 * body): each island's prerendered markup is replaced, before the browser
 * paints, by the same component rendered through a portal, so it lives in the
 * page's own tree and reads its context. Nothing else of the body is touched.
 * Returns the portals, to be rendered beside the body's element.
 */
export function useIslands(root: RefObject<HTMLElement | null>, html: string): ReactNode {
  const [islands, setIslands] = useState<FoundIsland[]>([]);
  useLayoutEffect(() => {
    const element = root.current;
    if (!element) return;
    const found = findIslands(element);
    for (const { host } of found) host.replaceChildren();
    // The one extra render is the point: it draws the islands in the same frame as the body.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setIslands(found);
    return () => setIslands([]);
  }, [root, html]);
  return islands.map(({ host, Component, props }, index) =>
    createPortal(createElement(Component, { ...props, host }), host, String(index)),
  );
}

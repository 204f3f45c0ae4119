import {
  Component as ReactComponent,
  createElement,
  startTransition,
  useLayoutEffect,
  useState,
  type ComponentType,
  type ReactNode,
  type RefObject,
} from "react";
import { createPortal } from "react-dom";
import { ISLAND_ATTR, ISLAND_PROPS_ATTR, type IslandHost } from "./island-attrs";
import { islandComponents, isIslandName } from "./island-components";

interface FoundIsland {
  host: HTMLElement;
  /** Where React draws the island, out of the document until it is ready to take the markup's place. */
  target: HTMLElement;
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
      {
        host,
        target: Object.assign(document.createElement("div"), { className: "contents" }),
        Component: islandComponents[name] as ComponentType<IslandHost>,
        props: props as Record<string, unknown>,
      },
    ];
  });
}

export const ISLAND_FAILED = "An interactive part of this page failed; it stays as it was prerendered:";

/**
 * One island's failure is its own: its prerendered markup stays (the swap never
 * happens) and the rest of the page goes on, instead of the page's error screen.
 */
class IslandBoundary extends ReactComponent<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error(ISLAND_FAILED, error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Puts a drawn island in its host, in place of the prerendered markup, in the commit that drew it. */
function SwapIn({ host, target, children }: { host: HTMLElement; target: HTMLElement; children: ReactNode }) {
  useLayoutEffect(() => host.replaceChildren(target), [host, target]);
  return children;
}

/**
 * The interactive parts of static HTML that React does not hydrate (a guide's
 * body): each island is rendered again as the same component, through a
 * portal, so it lives in the page's own tree and reads its context, and takes
 * its prerendered markup's place in the commit that drew it: the reader never
 * sees a gap. They render in a transition, in slices, after hydration: a long
 * guide's dozens of islands add no long task. Nothing else of the body is
 * touched. Returns the portals, to be rendered beside the body's element.
 */
export function useIslands(root: RefObject<HTMLElement | null>, html: string): ReactNode {
  const [islands, setIslands] = useState<FoundIsland[]>([]);
  useLayoutEffect(() => {
    const element = root.current;
    if (!element) return;
    const found = findIslands(element);
    startTransition(() => setIslands(found));
    return () => setIslands([]);
  }, [root, html]);
  return islands.map(({ host, target, Component, props }, index) =>
    createPortal(
      <IslandBoundary>
        <SwapIn host={host} target={target}>
          {createElement(Component, { ...props, host })}
        </SwapIn>
      </IslandBoundary>,
      target,
      String(index),
    ),
  );
}

import type { ReactNode } from "react";
import { flushSync } from "react-dom";
import { createRoot, type Root } from "react-dom/client";

type Container = Element | Document | ShadowRoot | DocumentFragment;

/**
 * The React roots autocomplete renders into: it hands over a container (the
 * panel, a source's list) and a tree; each container keeps its own root.
 */
export interface RootRenderer {
  render(node: ReactNode, container: Container): void;
  /** Unmounts every root once the current render is over (unmounting during one warns). */
  unmountSoon(): void;
}

export function createRootRenderer(): RootRenderer {
  const roots = new Map<Container, Root>();
  return {
    render(node, container) {
      let root = roots.get(container);
      if (!root) {
        root = createRoot(container as Element);
        roots.set(container, root);
      }
      const target = root;
      // Synchronously, so autocomplete finds the active option when it scrolls it into view.
      flushSync(() => target.render(node));
    },
    unmountSoon() {
      const stale = [...roots.values()];
      roots.clear();
      setTimeout(() => stale.forEach((root) => root.unmount()), 0);
    },
  };
}

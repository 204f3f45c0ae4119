import type { ComponentType } from "react";
import { ISLAND_ATTR, ISLAND_PROPS_ATTR } from "./island-attrs";
import { islandComponents, type IslandName, type IslandProps } from "./island-components";

/**
 * An interactive part of a guide, drawn by the prerender with its props
 * written beside it. The element takes no box of its own (`display: contents`),
 * so the component lays out as if it stood there alone.
 */
export function Island<N extends IslandName>({ name, props }: { name: N; props: IslandProps<N> }) {
  const Component = islandComponents[name] as ComponentType<IslandProps<N>>;
  const marks = { [ISLAND_ATTR]: name, [ISLAND_PROPS_ATTR]: JSON.stringify(props) };
  return (
    <div {...marks} className="contents">
      <Component {...props} />
    </div>
  );
}

/**
 * The marks of an island in a guide's prerendered HTML: the element that holds
 * one interactive component, with the component's name and its props as JSON.
 * The server writes them (island.tsx), the browser reads them (use-islands.tsx).
 */
export const ISLAND_ATTR = "data-island";
export const ISLAND_PROPS_ATTR = "data-island-props";

/**
 * What an island's component gets besides its own props: the element it is
 * drawn in, so that it can reach the static markup around it (a code block's
 * `<pre>`). Absent in the prerender.
 */
export interface IslandHost {
  host?: HTMLElement;
}

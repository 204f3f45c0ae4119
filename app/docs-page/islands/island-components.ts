import type { ComponentType } from "react";
import { CodeBlockActions } from "../mdx/code-block-actions";
import { TabList } from "../mdx/tab-list";
import { SampleTypesAfterIdle } from "../sample-types/sample-types-after-idle";

/**
 * Every component a guide's static body can hold: the prerender draws it in
 * place, the browser draws it again in the same element, inside the page's
 * React tree (router, error boundary). One list, so the two can never disagree
 * on a name.
 */
export const islandComponents = {
  "code-actions": CodeBlockActions,
  tabs: TabList,
  "sample-types": SampleTypesAfterIdle,
} satisfies Record<string, ComponentType<never>>;

export type IslandName = keyof typeof islandComponents;

/** The props an island is written with: JSON, without its host. */
export type IslandProps<N extends IslandName> = Omit<Parameters<(typeof islandComponents)[N]>[0], "host">;

export function isIslandName(name: string | null): name is IslandName {
  return name !== null && Object.hasOwn(islandComponents, name);
}

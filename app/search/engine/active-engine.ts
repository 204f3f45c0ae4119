import { createAlgoliaEngine } from "./algolia-engine";
import { embeddedEngine } from "./embedded-engine";
import type { SearchEngine } from "./engine";
import { searchConfig } from "./search-config";

/** Algolia when the build configured it, the embedded index otherwise. */
export const activeEngine: SearchEngine = searchConfig.algolia
  ? createAlgoliaEngine(searchConfig.algolia)
  : embeddedEngine;

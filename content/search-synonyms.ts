/**
 * Words a reader types for what the docs call by another name: spelling
 * variants (the guides write British English) and synonyms. Each line is one
 * group; a word typed from a group also finds the others, ranked a little
 * below the word as typed. One word per entry,
 * lower case ("100%" is the word 100).
 *
 * Add a group when a reader's word never reaches the page that answers it.
 * The embedded engine reads this list from the search index file, and
 * app/search/.server/algolia-index-settings.json carries the same groups
 * (tests/unit/search/synonyms.test.ts keeps the two equal).
 */
export const SEARCH_SYNONYMS: readonly (readonly string[])[] = [
  // Spelling variants.
  ["colour", "color"],
  ["colours", "colors"],
  ["centre", "center", "centred", "centered"],
  ["behaviour", "behavior"],
  ["customise", "customize", "customising", "customizing"],
  ["initialise", "initialize", "initialised", "initialized"],
  ["optimisation", "optimization", "optimisations", "optimizations"],
  ["fullscreen", "100%"],
  // Synonyms.
  ["modal", "dialog", "popup", "prompt"],
  ["spinner", "loading", "loader", "throbber"],
  ["flex", "flexbox", "grid", "layout"],
  ["password", "censor", "secret"],
  ["quit", "exit", "close"],
  ["shortcut", "hotkey", "keybinding", "binding"],
  ["emoji", "unicode", "cjk"],
  ["ci", "testing", "headless"],
  ["clear", "alloc", "erase"],
  ["widgets", "gallery"],
  ["escape", "esc"],
  ["hover", "mouseover"],
  ["migrate", "migration", "migrating"],
];

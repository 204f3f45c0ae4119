/**
 * Checks everything an author configures against the one schema
 * (contracts/config/schema.ts), across files: the site configuration names a
 * sidebar and a page that must exist, the sidebars name pages. Run by
 * `npm run generate`, so by every build and by `npm run dev` before it starts.
 */
import { ConfigError, parseWithFriendlyErrors } from "../../../contracts/config/friendly-errors";
import { searchEnvSchema, siteConfigSchema } from "../../../contracts/config/schema";
import { SEARCH_ENV_NAMES } from "../../../contracts/search-env-names";
import { scanDocSources } from "./content/doc-sources";
import { checkSidebars } from "./content/manifest";
import { SIDEBARS_FILE } from "./content/sidebars-source";

export const SITE_CONFIG_FILE = "app/site-config.ts";

export interface ConfigInputs {
  siteConfig: unknown;
  sidebars: unknown;
  /** content/docs, or a fixture's. */
  docsDir: string;
  /** Pages that are not MDX files (the API reference): ids below /docs. */
  otherPageIds: readonly string[];
  env: Partial<Record<string, string | undefined>>;
  /** How the messages name the files; the real paths unless a test passes its fixture's. */
  files?: { siteConfig: string; sidebars: string };
}

/** Every problem found, one ConfigError per file; empty when all is well. */
export function checkConfig(inputs: ConfigInputs): ConfigError[] {
  const files = inputs.files ?? { siteConfig: SITE_CONFIG_FILE, sidebars: SIDEBARS_FILE };
  const errors: ConfigError[] = [];
  const attempt = (check: () => unknown) => {
    try {
      check();
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      errors.push(error);
    }
  };

  let docIds: string[] | undefined;
  attempt(() => {
    docIds = scanDocSources(inputs.docsDir).map((doc) => doc.id);
  });
  // Without the pages (a frontmatter error) the id rules would report every id.
  const pageIds = docIds && [...docIds, ...inputs.otherPageIds];
  if (pageIds) attempt(() => checkSidebars(inputs.sidebars, pageIds, files.sidebars));

  const sidebarIds = isRecord(inputs.sidebars) ? Object.keys(inputs.sidebars) : [];
  const facts = { sidebarIds, pageIds };
  attempt(() =>
    parseWithFriendlyErrors(siteConfigSchema(facts), inputs.siteConfig, "site configuration", files.siteConfig),
  );

  errors.push(...checkBuildEnv(inputs.env));
  return errors;
}

/** The build environment's part of the checks: it needs no generated files, so it can run first. */
export function checkBuildEnv(env: ConfigInputs["env"]): ConfigError[] {
  // Unset and empty are the same to vite.config.ts, which inlines "" for an unset variable.
  const searchEnv = Object.fromEntries(SEARCH_ENV_NAMES.map((name) => [name, env[name] || undefined]));
  try {
    parseWithFriendlyErrors(searchEnvSchema, searchEnv, "search configuration", "the build environment");
    return [];
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return [error];
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

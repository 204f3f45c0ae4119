/**
 * The one schema for everything an author configures: the site configuration
 * (app/site-config.ts), the sidebars (content/sidebars.ts), each page's
 * frontmatter and the build-time search variables. The TypeScript types are
 * inferred from it, so a rule and its type cannot drift apart.
 *
 * Checked at build and dev start (app/content-pipeline/.server/check-config.ts); browser
 * code imports only the types from here, so zod stays out of the bundle
 * (eslint.config.js enforces it).
 */
import { z } from "zod";
import { DOCS_VERSIONS } from "../docs-versions";
import { closestMatches } from "../closest";
import { SEARCH_SERVICES, type SearchEnvName } from "../search-env-names";

/** Lists values for a message, closest to `got` first. */
export function closestList(got: string, valid: readonly string[], limit = 5): string {
  return closestMatches(got, valid, limit)
    .map((value) => JSON.stringify(value))
    .join(", ");
}

/**
 * An object that rejects unknown keys, naming the closest valid ones: a typo
 * such as `sidebar_lable` must fail rather than be ignored. `retired` keys
 * used to mean something; their message says why they are gone.
 */
function record<Shape extends z.ZodRawShape>(shape: Shape, retired: Record<string, string> = {}) {
  const known = Object.keys(shape);
  return z.strictObject(shape, {
    error: (issue) => {
      if (issue.code !== "unrecognized_keys") return undefined;
      // One line per key; the formatter pairs them with `issue.keys` (contracts/config/friendly-errors.ts).
      return issue.keys
        .map((key) => {
          const reason = retired[key];
          return reason
            ? `is no longer read (${reason}); remove it`
            : `unknown key; closest valid keys: ${closestList(key, known, 3)}`;
        })
        .join("\n");
    },
  });
}

/** A string that must be one of a list known only at check time (sidebar names, page ids). */
function oneOf(valid: readonly string[] | undefined, what: string) {
  return z.string().superRefine((value, ctx) => {
    if (!valid || valid.includes(value)) return;
    ctx.addIssue({
      code: "custom",
      message: `unknown ${what} ${JSON.stringify(value)}; closest valid values: ${closestList(value, valid, 3)}`,
    });
  });
}

const sitePath = z.string().startsWith("/", { error: 'must be a site path starting with "/"' });
const absoluteUrl = z.string().regex(/^https?:\/\//, { error: 'must be an absolute URL ("https://…")' });
const text = z.string().trim().min(1, { error: "must not be empty" });

/** Internal route (`to`) or external URL (`href`): exactly one of the two. */
function exactlyOneTarget(value: { to?: string; href?: string }, ctx: z.RefinementCtx) {
  if (value.to !== undefined && value.href !== undefined) {
    ctx.addIssue({ code: "custom", path: ["href"], message: 'set either "to" (internal route) or "href", not both' });
  } else if (value.to === undefined && value.href === undefined) {
    ctx.addIssue({ code: "custom", path: ["to"], message: 'is required: set "to" (internal route) or "href" (URL)' });
  }
}

/** What the checks know about the rest of the site; without it the cross-file rules are skipped. */
export interface SiteFacts {
  /** Keys of content/sidebars.ts. */
  sidebarIds?: readonly string[];
  /** Ids of the pages (the path below /docs). */
  pageIds?: readonly string[];
}

const position = z.enum(["left", "right"]);

function navbarItemSchema(facts?: SiteFacts) {
  return z.discriminatedUnion("type", [
    record({
      type: z.literal("link"),
      position,
      label: text,
      /** Internal route… */
      to: sitePath.optional(),
      /** …or external URL (opens in a new tab). Exactly one of the two. */
      href: absoluteUrl.optional(),
      /** Makes the item active on every page below this path prefix. */
      activeBasePath: sitePath.optional(),
    }).superRefine(exactlyOneTarget),
    /** Links to the first page of a docs sidebar. */
    record({ type: z.literal("docSidebar"), position, label: text, sidebarId: oneOf(facts?.sidebarIds, "sidebar") }),
    /**
     * The docs version switcher (behaviour §3 `versions`), shown on API pages: it
     * keeps the reader on the same symbol in the version picked.
     */
    record({
      type: z.literal("docsVersionDropdown"),
      position,
      label: text,
      /** Version names (contracts/docs-versions.ts), in menu order. */
      versions: z
        .array(
          oneOf(
            DOCS_VERSIONS.map((version) => version.name),
            "docs version",
          ),
        )
        .min(2, { error: "a version dropdown needs at least two versions" }),
    }),
    /** Trusted HTML from the config file, rendered as is. */
    record({ type: z.literal("html"), position, label: text, value: z.string() }),
  ]);
}

const colorModeSchema = record({
  defaultMode: z.enum(["light", "dark"]),
  /** No toggle; the page always uses `defaultMode` (or the OS preference when respected). */
  disableSwitch: z.boolean(),
  /** The "system" choice follows the OS preference instead of `defaultMode`. */
  respectPrefersColorScheme: z.boolean(),
});

const announcementBarSchema = record({
  /** Change it to show a new announcement to readers who dismissed the previous one. */
  id: text,
  /** Trusted HTML from the config file; internal links navigate client-side. */
  content: text,
  backgroundColor: text,
  textColor: text,
  isCloseable: z.boolean(),
});

const footerLinkSchema = record({ label: text, to: sitePath.optional(), href: absoluteUrl.optional() }).superRefine(
  exactlyOneTarget,
);

export function siteConfigSchema(facts?: SiteFacts) {
  return record(
    {
      title: text,
      tagline: text,
      /** Absolute origin used for canonical URLs and the sitemap. */
      url: absoluteUrl,
      /** Pages at `/a/` instead of `/a` (build-scripts/site-layout). */
      trailingSlash: z.boolean(),
      docs: record({
        mainDocId: oneOf(facts?.pageIds, "page id"),
        sidebarId: oneOf(facts?.sidebarIds, "sidebar"),
        /**
         * Where a page's source is edited: the page's file path from the project
         * root (`content/docs/guides/forms.mdx`) is appended, so it ends with "/". Unset: no
         * "Edit this page" link.
         */
        editUrl: absoluteUrl
          .endsWith("/", { error: 'must end with "/": the file path from the project root is appended' })
          .optional(),
      }),
      searchPagePath: sitePath,
      navbar: record({
        title: text,
        logo: record({ src: text, alt: z.string(), href: sitePath }),
        hideOnScroll: z.boolean(),
        items: z.array(navbarItemSchema(facts)),
      }),
      footer: record(
        { links: z.array(record({ title: text, items: z.array(footerLinkSchema) })), copyright: text },
        { style: "the footer follows the colour mode" },
      ),
      announcementBar: announcementBarSchema.optional(),
      colorMode: colorModeSchema,
    },
    {
      baseUrl: "the site is served from the root of its domain",
      repoUrl: "navbar and footer items carry their own links",
      npmUrl: "navbar and footer items carry their own links",
    },
  );
}

export type SiteConfig = z.infer<ReturnType<typeof siteConfigSchema>>;
export type NavbarItem = z.infer<ReturnType<typeof navbarItemSchema>>;
export type ColorModeConfig = z.infer<typeof colorModeSchema>;
export type ColorMode = ColorModeConfig["defaultMode"];
export type AnnouncementBarConfig = z.infer<typeof announcementBarSchema>;
export type FooterLink = z.infer<typeof footerLinkSchema>;

/**
 * content/sidebars.ts. Items name pages by id (the path below /docs), never
 * by URL, so that a moved page is a single-place change; an unknown id fails
 * with the closest ids.
 */
function sidebarItemSchema(pageIds?: readonly string[]) {
  const pageId = oneOf(pageIds, "page id");
  const item: z.ZodType<SidebarConfigItem> = z.union([
    pageId,
    z.discriminatedUnion("type", [
      record({ type: z.literal("doc"), id: pageId, label: text.optional(), unlisted: z.boolean().optional() }),
      record({ type: z.literal("link"), label: text, href: z.string(), unlisted: z.boolean().optional() }),
      record({
        type: z.literal("category"),
        label: text,
        /** Id of a page that the category's label links to. */
        link: pageId.optional(),
        linkUnlisted: z.boolean().optional(),
        get items() {
          return z.array(item);
        },
      }),
    ]),
  ]);
  return item;
}

/**
 * Written out because a recursive schema cannot infer its own type; the
 * `z.ZodType<SidebarConfigItem>` annotation above makes the compiler check
 * that the two agree.
 */
export type SidebarConfigItem =
  | string
  | { type: "doc"; id: string; label?: string; unlisted?: boolean }
  | { type: "link"; label: string; href: string; unlisted?: boolean }
  | {
      type: "category";
      label: string;
      link?: string;
      linkUnlisted?: boolean;
      items: SidebarConfigItem[];
    };

export function sidebarsSchema(pageIds?: readonly string[]) {
  return z.record(z.string(), z.array(sidebarItemSchema(pageIds)));
}

export type SidebarsConfig = Record<string, SidebarConfigItem[]>;

/** A page's frontmatter (content/README.md lists the keys for authors). */
export const frontmatterSchema = record(
  {
    title: text,
    description: text,
    sidebar_label: text.optional(),
    hide_table_of_contents: z.boolean().optional(),
  },
  { sidebar_position: "the sidebar order is the order of content/sidebars.ts" },
);

export type DocFrontmatter = z.infer<typeof frontmatterSchema>;

const envValue = z.string().optional();

/** A list for a sentence: "A", "A and B", "A, B and C". */
function names(list: readonly string[]): string {
  return list.length < 2 ? list.join("") : `${list.slice(0, -1).join(", ")} and ${list[list.length - 1]}`;
}

/**
 * The build-time search variables (unset and empty are the same). A half-set
 * service would fail every query in the browser, so it is a build error that
 * names the missing variables.
 */
export const searchEnvSchema = z
  .object({
    ALGOLIA_APP_ID: envValue,
    ALGOLIA_SEARCH_API_KEY: envValue,
    ALGOLIA_INDEX_NAME: envValue,
    ALGOLIA_HOST: absoluteUrl.optional(),
    ASK_AI_ENDPOINT: absoluteUrl.optional(),
    ASK_AI_MODEL: envValue,
  } satisfies Record<SearchEnvName, z.ZodType>)
  .superRefine((env, ctx) => {
    for (const service of SEARCH_SERVICES) {
      const set = [...service.required, ...service.optional].filter((name) => env[name]);
      const missing = service.required.filter((name) => !env[name]);
      if (set.length === 0 || missing.length === 0) continue;
      ctx.addIssue({
        code: "custom",
        message:
          `${service.name} is half configured: ${names(set)} ${set.length === 1 ? "is" : "are"} set, ` +
          `${names(missing)} ${missing.length === 1 ? "is" : "are"} missing. ` +
          `Set ${names(service.required)}, or none of them.`,
      });
    }
  });

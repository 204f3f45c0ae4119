/** The name the MDX compiler gives each table (app/content-pipeline/.server/mdx/rehype-table-labels.ts), as hast and as React sees it. */
export const TABLE_LABEL_PROP = { hast: "dataTableLabel", react: "data-table-label" } as const;

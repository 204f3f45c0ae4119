import type { ComponentPropsWithoutRef } from "react";
import { Island } from "../islands/island";
import { Admonition } from "./admonition";
import { CodeBlock } from "./code-block";
import { MdxLink } from "./mdx-link";
import { SampleOutput } from "../../common/sample-output";
import { Tab } from "./tab";
import { Tabs } from "./tabs";
import { TABLE_LABEL_PROP } from "../../../contracts/table-label";

type TableLabelProps = { [TABLE_LABEL_PROP.react]?: string };

/**
 * The one components map a guide's MDX is rendered with, at build time
 * (render-article-html.server.tsx): the browser never evaluates MDX. What is
 * interactive is an island (../islands).
 */
export const mdxComponents = {
  a: MdxLink,
  pre: CodeBlock,
  // Focusable, so that a table wider than a phone can be scrolled from the keyboard (WCAG 2.1.1).
  // Named after its section by the compiler: two regions named "Table" would be one landmark name twice.
  // The empty span after it tells the stylesheet the table has all its rows (app.css, .table-end).
  table: ({ [TABLE_LABEL_PROP.react]: label, ...props }: ComponentPropsWithoutRef<"table"> & TableLabelProps) => (
    <div className="table-scroll my-5 overflow-x-auto" tabIndex={0} role="region" aria-label={label ?? "Table"}>
      <table {...props} />
      <span className="table-end" hidden />
    </div>
  ),
  Admonition,
  SampleOutput,
  SampleTypes: (props: { src: string }) => <Island name="sample-types" props={props} />,
  Tabs,
  Tab,
};

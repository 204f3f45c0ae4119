import type { ComponentPropsWithoutRef } from "react";
import { Admonition } from "./admonition";
import { CodeBlock } from "./code-block";
import { MdxLink } from "./mdx-link";
import { SampleOutput } from "./sample-output";
import { Tab, Tabs } from "./tabs";

/** The one components map every MDX page renders with. */
export const mdxComponents = {
  a: MdxLink,
  pre: CodeBlock,
  // Focusable, so that a table wider than a phone can be scrolled from the keyboard (WCAG 2.1.1).
  table: (props: ComponentPropsWithoutRef<"table">) => (
    <div className="table-scroll my-5 overflow-x-auto" tabIndex={0} role="region" aria-label="Table">
      <table {...props} />
    </div>
  ),
  Admonition,
  SampleOutput,
  Tabs,
  Tab,
};

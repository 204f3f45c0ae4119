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
  table: (props: ComponentPropsWithoutRef<"table">) => (
    <div className="table-scroll my-5 overflow-x-auto">
      <table {...props} />
    </div>
  ),
  Admonition,
  SampleOutput,
  Tabs,
  Tab,
};

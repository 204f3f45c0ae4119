import { lazy, type ComponentPropsWithoutRef } from "react";
import { SampleTypesAfterIdle } from "../sample-types/sample-types-after-idle";
import { Admonition } from "./admonition";
import { CodeBlock } from "./code-block";
import { MdxLink } from "./mdx-link";
import { SampleOutput } from "../../common/sample-output";
import { Tab } from "./tab";
import { TABLE_LABEL_PROP } from "../../../contracts/table-label";

type TableLabelProps = { [TABLE_LABEL_PROP.react]?: string };

// One page in forty uses tabs, and one the widget gallery, so they are not part of every doc
// page's first load. No Suspense boundary of their own: a page that has them keeps its
// prerendered HTML while the chunk loads during hydration, and a navigation to it keeps the
// old page until then.
const loadOnDemand = () => import("./on-demand");
const Tabs = lazy(() => loadOnDemand().then((module) => ({ default: module.Tabs })));
const WidgetGallery = lazy(() =>
  loadOnDemand()
    .then((module) => module.loadWidgetGallery())
    .then((module) => ({ default: module.WidgetGallery })),
);

/** Fetches the components kept out of the first load, so that a later navigation need not wait for them. */
export function preloadOnDemandComponents(): void {
  void loadOnDemand();
}

/** The one components map every MDX page renders with. */
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
  SampleTypes: SampleTypesAfterIdle,
  Tabs,
  Tab,
  WidgetGallery,
};

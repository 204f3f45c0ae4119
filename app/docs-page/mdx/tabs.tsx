import { Children, isValidElement, useId, type ReactElement, type ReactNode } from "react";
import { Island } from "../islands/island";
import type { TabProps } from "./tab";
import { panelId, tabId } from "./tab-list";

/**
 * A tab group as the prerender draws it: the tab buttons are an island
 * (tab-list.tsx), the panels static markup, the first one shown until the
 * buttons say otherwise.
 */
export function Tabs({ children }: { children?: ReactNode }) {
  const tabs = Children.toArray(children).filter(
    (child): child is ReactElement<TabProps> =>
      isValidElement<TabProps>(child) && typeof child.props.label === "string",
  );
  // Unique in the document: the body is rendered with a prefix of its own (render-article-html.server.tsx).
  const baseId = useId();
  return (
    <div className="tabs my-5">
      <Island name="tabs" props={{ labels: tabs.map((tab) => tab.props.label), baseId }} />
      {tabs.map((tab, index) => (
        <div
          key={tab.props.label}
          role="tabpanel"
          id={panelId(baseId, index)}
          aria-labelledby={tabId(baseId, index)}
          hidden={index !== 0}
          className="pt-1"
        >
          {tab.props.children}
        </div>
      ))}
    </div>
  );
}

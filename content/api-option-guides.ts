/**
 * Which guide covers which widget option, for the "what it does" column of
 * the Options table on widget class pages (app/api-reference/.server/generator/options.ts). The
 * first rule whose names include the option wins. Heading anchors are made by
 * the site's own heading-id rule, so a renamed heading shows up as a broken
 * link in the build checks.
 */
import { createHeadingIds } from "../contracts/heading-ids";

export interface OptionGuide {
  names: readonly string[];
  page: string;
  heading: string;
  label: string;
}

export const OPTION_GUIDES: readonly OptionGuide[] = [
  {
    names: ["top", "left", "right", "bottom", "width", "height", "position"],
    page: "guides/layout",
    heading: "Offsets, sizes and what they are measured from",
    label: "Layout",
  },
  { names: ["shrink"], page: "guides/layout", heading: "Shrink to fit", label: "Layout" },
  { names: ["layout"], page: "guides/layout", heading: "The Layout widget", label: "Layout" },
  {
    names: ["style", "fg", "bg", "bold", "underline", "blink", "inverse", "invisible", "transparent", "effects"],
    page: "guides/styles",
    heading: "The style object",
    label: "Styles",
  },
  { names: ["border", "dockBorders"], page: "guides/styles", heading: "Borders", label: "Styles" },
  { names: ["tags", "parseTags"], page: "guides/styles", heading: "Tags", label: "Styles" },
  {
    names: ["scrollable", "scrollbar", "track", "baseLimit", "alwaysScroll"],
    page: "guides/scrolling",
    heading: "Scrollbars",
    label: "Scrolling",
  },
  {
    names: ["keys", "vi", "ignoreKeys", "keyable"],
    page: "guides/keyboard",
    heading: "Keys the widgets handle",
    label: "Keyboard",
  },
  { names: ["mouse", "clickable", "draggable"], page: "guides/mouse", heading: "Turning the mouse on", label: "Mouse" },
  {
    names: ["focusable", "focused", "tabIndex", "input"],
    page: "guides/focus",
    heading: "Tab and Shift+Tab",
    label: "Focus",
  },
  { names: ["inputOnFocus"], page: "guides/forms", heading: "The inputOnFocus trap", label: "Forms" },
  {
    names: ["content", "align", "valign", "wrap", "noOverflow"],
    page: "concepts/widgets",
    heading: "Content and tags",
    label: "Widgets",
  },
  { names: ["padding", "label"], page: "concepts/widgets", heading: "Borders, padding and labels", label: "Widgets" },
  { names: ["hidden"], page: "concepts/widgets", heading: "Visibility and order", label: "Widgets" },
  { names: ["parent", "children", "screen"], page: "concepts/widgets", heading: "Attaching widgets", label: "Widgets" },
];

const headingId = (text: string): string => createHeadingIds()(text);

/** The guide link for an option, or undefined when no guide covers it. */
export function optionGuide(name: string): { href: string; label: string } | undefined {
  const rule = OPTION_GUIDES.find((r) => r.names.includes(name));
  return rule ? { href: `/docs/${rule.page}#${headingId(rule.heading)}`, label: rule.label } : undefined;
}

import type { SidebarsConfig } from "../contracts/config/schema";
import { apiReferenceCategory } from "./sidebar-api";

/**
 * The one docs sidebar (behaviour §2). Items are page ids: the path below /docs.
 * A wrong id fails the build and the error lists the closest valid ids.
 */
export const sidebars = {
  docsSidebar: [
    {
      type: "category",
      label: "Getting Started",
      items: [
        "getting-started/introduction",
        "getting-started/installation",
        "getting-started/quick-start",
        "getting-started/migration-from-blessed",
      ],
    },
    {
      type: "category",
      label: "Concepts",
      items: [
        "concepts/architecture",
        "concepts/runtime-system",
        "concepts/widgets",
        "concepts/rendering",
        "concepts/events",
      ],
    },
    {
      type: "category",
      label: "Guides",
      items: [
        "guides/forms",
        "guides/keyboard",
        "guides/mouse",
        "guides/focus",
        "guides/scrolling",
        "guides/dialogs",
        "guides/layout",
        "guides/styles",
        "guides/testing",
        "guides/debugging",
        "guides/faq",
      ],
    },
    {
      type: "category",
      label: "Platform Guides",
      items: ["platforms/nodejs", "platforms/browser", "platforms/differences"],
    },
    apiReferenceCategory,
    {
      type: "category",
      label: "Advanced",
      items: ["advanced/custom-widgets", "advanced/performance", "advanced/troubleshooting"],
    },
    {
      type: "category",
      label: "Examples",
      link: "examples",
      items: [
        "gallery",
        "examples/getting-started/simple-box",
        "examples/getting-started/interactive-list",
        "examples/getting-started/dashboard",
      ],
    },
  ],
} satisfies SidebarsConfig;

import type { SidebarConfigItem } from "../contracts/config/schema";

/**
 * The API Reference category of docsSidebar. Widget entries link to the class page;
 * a widget whose class this release does not export (Terminal, Video) links to its
 * module page, which documents the options type that does exist.
 */
const api = (slug: string, label: string): SidebarConfigItem => ({ type: "doc", id: `api/generated/${slug}`, label });

const widget = (module: string, className: string, hasClass = true): SidebarConfigItem =>
  api(hasClass ? `widgets.${module}.Class.${className}` : `widgets.${module}`, className);

export const apiReferenceCategory: SidebarConfigItem = {
  type: "category",
  label: "API Reference",
  link: "api/generated",
  items: [
    api("widgets.screen.Class.Screen", "Screen"),
    api("lib.program.Class.Program", "Program"),
    {
      type: "category",
      label: "Widgets",
      items: [
        {
          type: "category",
          label: "Base",
          items: [widget("node", "Node"), widget("element", "Element"), widget("box", "Box")],
        },
        {
          type: "category",
          label: "Containers",
          items: [widget("layout", "Layout"), widget("scrollablebox", "ScrollableBox"), widget("form", "Form")],
        },
        {
          type: "category",
          label: "Text & Display",
          items: [
            widget("text", "Text"),
            widget("scrollabletext", "ScrollableText"),
            widget("bigtext", "BigText"),
            widget("line", "Line"),
            widget("log", "Log"),
            widget("static", "Static"),
          ],
        },
        {
          type: "category",
          label: "Input",
          items: [
            widget("input", "Input"),
            widget("textbox", "Textbox"),
            widget("textarea", "Textarea"),
            widget("button", "Button"),
            widget("checkbox", "Checkbox"),
            widget("radiobutton", "RadioButton"),
            widget("radioset", "RadioSet"),
          ],
        },
        {
          type: "category",
          label: "Lists & Tables",
          items: [
            widget("list", "List"),
            widget("listbar", "Listbar"),
            widget("listtable", "ListTable"),
            widget("table", "Table"),
            widget("filemanager", "FileManager"),
          ],
        },
        {
          type: "category",
          label: "Dialogs & Forms",
          items: [
            widget("dialog", "Dialog"),
            widget("message", "Message"),
            widget("prompt", "Prompt"),
            widget("question", "Question"),
          ],
        },
        {
          type: "category",
          label: "Progress",
          items: [widget("progressbar", "ProgressBar"), widget("loading", "Loading")],
        },
        {
          type: "category",
          label: "Images & Media",
          items: [
            widget("image", "Image"),
            widget("ansiimage", "ANSIImage"),
            widget("overlayimage", "OverlayImage"),
            widget("video", "Video", false),
          ],
        },
        {
          type: "category",
          label: "Other",
          items: [widget("terminal", "Terminal", false)],
        },
      ],
    },
    {
      type: "category",
      label: "Runtime",
      link: "api/generated/runtime",
      items: [
        api("runtime.Interface.Runtime", "Runtime"),
        api("runtime.Function.hasImageSupport", "hasImageSupport"),
        api("runtime.Function.hasNetworkSupport", "hasNetworkSupport"),
        api("runtime.Function.hasProcessSupport", "hasProcessSupport"),
      ],
    },
  ],
};

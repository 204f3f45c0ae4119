/**
 * The MDX components kept out of every doc page's first load. The tabs are
 * here; the widget gallery is one more step away, so that the doc route's
 * list of chunks to fetch for this module stays the tabs' own.
 */
export { Tabs } from "./tabs";
export const loadWidgetGallery = () => import("../../gallery/widget-gallery");

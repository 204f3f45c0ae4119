import { siteConfig } from "../site-config";
import type { AnnouncementBarConfig, ColorModeConfig } from "../../contracts/config/schema";
import { ANNOUNCEMENT_DISMISS_KEY, ANNOUNCEMENT_DISMISSED_ATTR, ANNOUNCEMENT_ID_KEY } from "./announcement-state";
import { COLOR_MODE_STORAGE_KEY } from "./color-mode/state";
import { NOT_FOUND_META_NAME } from "../../contracts/not-found";
import { FULL_LAYOUT_ATTR } from "../../contracts/deferred-layout";

/**
 * The one inline script in <head>. It runs before first paint and before the
 * router boots, for the things that can't wait for hydration:
 *
 * - `.html`/`index.html` addresses become clean (behaviour §2), in the site's
 *   trailing-slash form (app/common/trailing-slash.ts). When the host served
 *   the right page, the address is rewritten in place so the router matches it;
 *   when it served 404.html, the clean address is loaded instead.
 * - the colour mode (behaviour §4) is applied, so a stored choice never flashes.
 * - a dismissed announcement bar is hidden by an attribute app.css reacts to;
 *   a new bar id forgets the old dismissal (behaviour §4).
 * - a load that will scroll to a fragment or a restored position lays out
 *   the whole page first, and so does the first native fragment jump
 *   (app/docs-page/deferred-layout.ts).
 *
 * Storage failures are swallowed silently here: the React side reads through
 * safe-storage, which warns once. Mirrors app/common/clean-path.ts and
 * app/shell/color-mode/state.ts; tests/unit/shell/head-script.test.ts runs it
 * against a fake document.
 */
export function headScript(
  colorMode: ColorModeConfig,
  announcement: AnnouncementBarConfig | undefined,
  trailingSlash: boolean = siteConfig.trailingSlash,
): string {
  const config = JSON.stringify({
    s: trailingSlash,
    c: colorMode,
    a: announcement?.isCloseable ? announcement.id : null,
    n: NOT_FOUND_META_NAME,
    t: COLOR_MODE_STORAGE_KEY,
    ai: ANNOUNCEMENT_ID_KEY,
    ad: ANNOUNCEMENT_DISMISS_KEY,
    at: ANNOUNCEMENT_DISMISSED_ATTR,
    f: FULL_LAYOUT_ATTR,
  });
  return `(function(k){var d=document.documentElement,l=location,p=l.pathname;
function f(){d.setAttribute(k.f,"")}
try{if(l.hash||/^(reload|back_forward)$/.test(performance.getEntriesByType("navigation")[0].type))f()}catch(e){}
window.addEventListener("hashchange",function(){if(d.hasAttribute(k.f))return;f();try{var t=document.getElementById(decodeURIComponent(l.hash.slice(1)));t&&t.scrollIntoView()}catch(e){}});
if(/\\.html$/.test(p)){var c=p.replace(/\\/index\\.html$/,"/").replace(/\\.html$/,"");if(c.length>1&&c.slice(-1)=="/")c=c.slice(0,-1);if(k.s&&c.length>1)c+="/";c=(c||"/")+l.search+l.hash;
if(document.querySelector('meta[name="'+k.n+'"]')){l.replace(c);return}history.replaceState(history.state,"",c)}
var s=null;try{s=window.localStorage}catch(e){}
function g(x){try{return s&&s.getItem(x)}catch(e){return null}}
var m=k.c.disableSwitch?null:g(k.t);if(m!="light"&&m!="dark")m=k.c.respectPrefersColorScheme?(matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light"):k.c.defaultMode;
d.setAttribute("data-theme",m);d.classList.toggle("dark",m=="dark");d.style.colorScheme=m;
if(k.a){if(g(k.ai)!=k.a){try{s.setItem(k.ai,k.a);s.removeItem(k.ad)}catch(e){}}else if(g(k.ad)=="true")d.setAttribute(k.at,"")}})(${config})`;
}

/**
 * Styles of the API page body, written once on the page's root element as
 * Tailwind arbitrary variants that target small marker classes. Big class
 * pages render 200+ members; repeating full utility lists on every member
 * would double their HTML weight.
 *
 * Markers: api-m (member block), api-t (type/code box), api-c (inline code),
 * api-a (link in prose), api-l (small caps label), api-src (location line),
 * api-rel (inherited/overrides line), api-copy (copy-link button),
 * api-doc (rendered doc comment), api-flag (flag badge), api-fold (folded
 * group of members), api-fold-kind (member kind title inside a fold),
 * api-opts (options table, in parts: api-opts-part inside api-opts-scroll,
 * api-opts-cont for a part after the first), api-ps / api-pc / api-opt / api-ret (parameter
 * list, its code, "optional", return type).
 */
export const API_BODY_CLASS = [
  "text-[15px] text-zinc-300 [&_code]:font-mono",
  // Headings and their anchor controls. An anchor jump puts them below the navbar through the
  // page's own scroll-padding-top (app.css), as on guides: a scroll margin here would add to it.
  "[&_h2]:mt-10 [&_h2]:mb-3 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-zinc-100",
  "[&_h3]:mt-0 [&_h3]:mb-1 [&_h3]:text-base [&_h3]:font-semibold [&_h3]:text-zinc-100",
  "[&_.heading-anchor]:ml-2 [&_.heading-anchor]:font-normal [&_.heading-anchor]:text-emerald-500 [&_.heading-anchor]:opacity-0",
  "[&_.group:hover_.heading-anchor]:opacity-100 [&_.heading-anchor:focus]:opacity-100",
  "[&_.api-copy]:ml-1 [&_.api-copy]:rounded [&_.api-copy]:px-1 [&_.api-copy]:text-xs [&_.api-copy]:font-normal [&_.api-copy]:text-zinc-400 [&_.api-copy]:opacity-0",
  "[&_.group:hover_.api-copy]:opacity-100 [&_.api-copy:focus]:opacity-100 [&_.api-copy:hover]:text-emerald-300",
  "[&_h4]:mb-1 [&_h4]:text-base [&_h4]:font-semibold [&_h4]:text-zinc-100",
  // Folded groups: inherited and internal members.
  "[&_.api-fold]:my-2 [&_.api-fold]:rounded-md [&_.api-fold]:border [&_.api-fold]:border-zinc-800 [&_.api-fold]:px-3",
  "[&_.api-fold>summary]:cursor-pointer [&_.api-fold>summary]:py-2 [&_.api-fold>summary]:font-semibold [&_.api-fold>summary]:text-zinc-100",
  "[&_.api-fold>summary:focus-visible]:outline-2 [&_.api-fold>summary:focus-visible]:outline-emerald-400",
  "[&_.api-fold-kind]:!mt-4 [&_.api-fold-kind]:!text-sm [&_.api-fold-kind]:!text-zinc-400",
  // Options table: parts of OPTION_ROWS_PER_PART rows (options-table.tsx), one scroller, column widths the parts share.
  "[&_.api-opts-scroll]:my-3 [&_.api-opts-scroll]:overflow-x-auto [&_.api-opts-scroll]:text-sm",
  // A size container: the Default column's width reads the room the table has (options-table.tsx).
  "[&_.api-opts-scroll]:[container-type:inline-size]",
  "[&_.api-opts-part]:min-w-(--opt-min) [&_.api-opts-part+.api-opts-part]:-mt-px",
  "[&_.later-section.api-opts-part]:[contain-intrinsic-size:auto_32rem]",
  "[&_.api-opts]:table-fixed",
  "[&_.api-opts_th:nth-child(1)]:w-(--opt-w1) [&_.api-opts_th:nth-child(2)]:w-(--opt-w2) [&_.api-opts_th:nth-child(3)]:w-(--opt-w3)",
  "[&_.api-opts_th]:border-b [&_.api-opts_th]:border-zinc-700 [&_.api-opts_th]:px-2 [&_.api-opts_th]:py-1 [&_.api-opts_th]:text-left",
  "[&_.api-opts-cont_th]:border-0 [&_.api-opts-cont_th]:p-0",
  "[&_.api-opts_td]:border-b [&_.api-opts_td]:border-zinc-800 [&_.api-opts_td]:px-2 [&_.api-opts_td]:py-1 [&_.api-opts_td]:align-top",
  // A printed object as a default (`{"left":0,…}`) wraps anywhere; short values stay whole.
  "[&_.api-opts_.api-long]:whitespace-normal [&_.api-opts_.api-long]:[overflow-wrap:anywhere]",
  // A union type wraps between its members (`"left" | "center" | "right"`), never inside one: its
  // column is as wide as its longest member (options-table.tsx), not the whole union.
  "[&_.api-opts_td:nth-child(2)_code]:whitespace-normal",
  // Members.
  "[&_.api-m]:border-t [&_.api-m]:border-zinc-800 [&_.api-m]:py-3 [&_.api-m>*+*]:mt-1.5",
  // A class page lists up to 240 members: the browser lays out only those near
  // the viewport (anchors, find-in-page and focus still reach the rest).
  "[&_.api-m]:[content-visibility:auto] [&_.api-m]:[contain-intrinsic-size:auto_12rem]",
  // Sections after the page's summary (options, member groups) too: app.css, .later-section.
  // Type boxes and links inside them.
  "[&_.api-t]:my-2 [&_.api-t]:overflow-x-auto [&_.api-t]:rounded-md [&_.api-t]:border [&_.api-t]:border-zinc-800 [&_.api-t]:bg-zinc-900/70",
  "[&_.api-t]:px-3 [&_.api-t]:py-2 [&_.api-t]:font-mono [&_.api-t]:text-[13px] [&_.api-t]:leading-relaxed [&_.api-t]:whitespace-pre-wrap [&_.api-t]:text-zinc-200",
  "[&_code_a]:text-emerald-300 [&_code_a]:underline [&_code_a]:decoration-emerald-800 [&_code_a]:underline-offset-2 [&_code_a:hover]:decoration-emerald-300",
  "[&_.api-t_a]:text-emerald-300 [&_.api-t_a]:underline [&_.api-t_a]:decoration-emerald-800 [&_.api-t_a]:underline-offset-2 [&_.api-t_a:hover]:decoration-emerald-300",
  // Prose.
  "[&_.api-doc_p]:my-2 [&_.api-doc_p]:leading-relaxed",
  "[&_.api-doc_ul]:my-2 [&_.api-doc_ul]:list-disc [&_.api-doc_ul]:pl-6 [&_.api-doc_ol]:my-2 [&_.api-doc_ol]:list-decimal [&_.api-doc_ol]:pl-6",
  "[&_.api-doc_li>p]:my-0.5 [&_.api-doc_strong]:font-semibold [&_.api-doc_strong]:text-zinc-100",
  "[&_.api-c]:rounded [&_.api-c]:bg-zinc-800/80 [&_.api-c]:px-1 [&_.api-c]:py-0.5 [&_.api-c]:font-mono [&_.api-c]:text-[0.85em] [&_.api-c]:text-zinc-100",
  "[&_.api-a]:text-emerald-400 [&_.api-a]:underline [&_.api-a]:decoration-emerald-700 [&_.api-a]:underline-offset-2 [&_.api-a:hover]:text-emerald-300",
  "[&_.api-code]:my-3 [&_.api-code]:overflow-x-auto [&_.api-code]:rounded-md [&_.api-code]:border [&_.api-code]:border-zinc-800 [&_.api-code]:bg-zinc-900/70 [&_.api-code]:text-[13px]",
  // Parameter lists and return types of signatures.
  "[&_.api-ps]:my-1 [&_.api-ps]:list-none [&_.api-ps]:space-y-1.5 [&_.api-ps]:pl-0 [&_.api-ps]:text-sm [&_.api-pc]:text-zinc-100",
  "[&_.api-opt]:ml-2 [&_.api-opt]:text-xs [&_.api-opt]:text-zinc-400 [&_.api-ret]:text-sm",
  // Small print.
  "[&_.api-l]:mt-3 [&_.api-l]:text-xs [&_.api-l]:font-semibold [&_.api-l]:tracking-wide [&_.api-l]:text-zinc-400 [&_.api-l]:uppercase",
  "[&_.api-src]:mt-2 [&_.api-src]:text-xs [&_.api-src]:text-zinc-400",
  "[&_.api-rel]:text-xs [&_.api-rel]:text-zinc-400 [&_.api-rel_a]:text-emerald-400 [&_.api-rel_a:hover]:underline",
  "[&_.api-flag]:ml-1.5 [&_.api-flag]:rounded [&_.api-flag]:bg-zinc-800 [&_.api-flag]:px-1.5 [&_.api-flag]:py-0.5 [&_.api-flag]:align-middle",
  "[&_.api-flag]:font-sans [&_.api-flag]:text-[11px] [&_.api-flag]:font-normal [&_.api-flag]:text-zinc-400",
].join(" ");

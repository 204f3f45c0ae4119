/**
 * The Options table at the top of a widget class page: every option the
 * constructor accepts, with its type, the default the library really applies
 * (read by running it at build time; see app/api-reference/.server/generator/option-defaults.ts),
 * one line on what it does and the guide that covers it. Own options first.
 */
import { Fragment, type CSSProperties } from "react";
import type { ApiOption, ApiOptionsTable } from "../../../contracts/api-model";
import {
  defaultDisagrees,
  docSays,
  docWrong,
  optionCorrection,
  OPTIONS_SECTION_ID,
} from "../../../contracts/api-options";
import { AnchorHeading } from "./anchor-heading";
import { SmartLink } from "./smart-link";
import { DEFERRED_LAYOUT_CLASS } from "../../../contracts/deferred-layout";
import { codeSpans } from "../../../contracts/doc-text";

const text = (tokens: ApiOption["type"]) => tokens.map((t) => (typeof t === "string" ? t : t[0])).join("");

/** Printed defaults longer than this (objects, mostly) may wrap; shorter ones are tokens kept whole. */
const LONG_VALUE = 24;

/**
 * Rows per part of the table. A class page's table is long (82 rows on List)
 * and near the top of the page: laid out whole, it was most of a phone's first
 * frame. Each part is a table of its own, laid out when it nears the viewport
 * (DEFERRED_LAYOUT_CLASS), and all parts share fixed column widths, so they
 * read as one table.
 */
export const OPTION_ROWS_PER_PART = 10;

const valueCode = (value: string) => (
  <code className={value.length > LONG_VALUE ? "api-long" : undefined}>{value}</code>
);

/** Whether a probed Default cell also shows the doc comment's default: where it disagrees, or the probe's words judge it. */
const showsDeclared = (option: ApiOption): option is ApiOption & { declaredDefault: string } =>
  option.declaredDefault !== undefined && (defaultDisagrees(option) || option.readerDefault?.docIs !== undefined);

/**
 * Words of reader defaults up to this long are kept whole: the Default column
 * is made as wide as the longest ("background"), so that a phrase wraps
 * between words and not inside one. Longer ones may break.
 */
const LONG_WORD = 13;

/** The code tokens and words a Default cell shows that never wrap. */
function defaultTokens(option: ApiOption, probed: boolean): string[] {
  const words = option.readerDefault?.says.split(/\s+/).filter((word) => word.length <= LONG_WORD) ?? [];
  const tokens = probed
    ? [option.readerDefault ? "" : (option.applied ?? ""), showsDeclared(option) ? option.declaredDefault : ""]
    : [option.declaredDefault ?? ""];
  return [...words, ...tokens.filter((token) => token.length <= LONG_VALUE)];
}

/** Shortest width of a column, in code characters: room for its heading and for "wrongly," in a Default cell. */
const MIN_CHARS = 8;
const longest = (texts: string[]) => Math.max(MIN_CHARS, ...texts.map((t) => t.length));
/** A monospace character is 0.6 of the code's font, itself 0.85 of the table's: 0.51em, and a little room. */
const CHAR_EM = 0.53;
/** The code's padding and the cell's, both sides. */
const CELL_PADDING_REM = 1.9;
const WHAT_IT_DOES_MIN_REM = 12.5;
/**
 * Characters of a reader-words default the Default column holds on a line
 * when the table has the room: as narrow as its longest word, it wrapped
 * "off: the view moves only when the scroll position passes its edge" over
 * seven lines beside a two-line "What it does".
 */
const DEFAULT_PHRASE_CHARS = 20;

/**
 * The column widths every part shares, from the longest token each of the
 * first three columns holds on this page (an option name, a space-free run of
 * a type, a short default or a word of one in reader words), so that no token
 * is cut or sticks out of its cell. The Default column also takes room for
 * DEFAULT_PHRASE_CHARS of a phrase where the table's box (a size container)
 * leaves "What it does" its minimum, so it never makes the table scroll.
 * "What it does" takes the rest, and at least WHAT_IT_DOES_MIN_REM: a narrower
 * column scrolls the table sideways instead.
 */
function columnWidths(rows: ApiOption[], probed: boolean): CSSProperties {
  const em = [
    longest(rows.map((o) => o.name)),
    longest(rows.flatMap((o) => text(o.type).split(/\s+/))),
    longest(rows.flatMap((o) => defaultTokens(o, probed))),
  ].map((chars) => Math.ceil(chars * CHAR_EM * 100) / 100);
  const column = (index: number) => `calc(${em[index]}em + ${CELL_PADDING_REM}rem)`;
  const fixed = em.reduce((a, b) => a + b, 0).toFixed(2);
  const phraseChars = Math.min(
    DEFAULT_PHRASE_CHARS,
    longest(rows.map((o) => (probed ? (o.readerDefault?.says ?? "") : ""))),
  );
  const phrase = `calc(${Math.ceil(phraseChars * CHAR_EM * 100) / 100}em + ${CELL_PADDING_REM}rem)`;
  const roomLeft = `calc(100cqw - ${column(0)} - ${column(1)} - ${(CELL_PADDING_REM + WHAT_IT_DOES_MIN_REM).toFixed(2)}rem)`;
  return {
    "--opt-w1": column(0),
    "--opt-w2": column(1),
    "--opt-w3": `max(${column(2)}, min(${phrase}, ${roomLeft}))`,
    "--opt-min": `calc(${fixed}em + ${(3 * CELL_PADDING_REM + WHAT_IT_DOES_MIN_REM).toFixed(2)}rem)`,
  } as CSSProperties;
}

function DefaultCell({ option, probed }: { option: ApiOption; probed: boolean }) {
  if (!probed) return <td>{option.declaredDefault ? valueCode(option.declaredDefault) : "—"}</td>;
  // The generator stops on a probed row with neither words nor a value (attachReaderDefaults).
  if (option.applied == null && !option.readerDefault) return <td>—</td>;
  return (
    <td>
      {option.readerDefault ? option.readerDefault.says : valueCode(option.applied ?? "")}
      {showsDeclared(option) && (
        <>
          <br />
          {docWrong(option) ? "doc says, wrongly, " : "doc says, rightly, "}
          {valueCode(option.declaredDefault)}
        </>
      )}
    </td>
  );
}

/** A sentence of ours with `code` in backticks, as the summaries write it. */
function CodeSpans({ text }: { text: string }) {
  return (
    <>
      {codeSpans(text).map((run, index) =>
        run.code ? <code key={index}>{run.text}</code> : <Fragment key={index}>{run.text}</Fragment>,
      )}
    </>
  );
}

/** The "What it does" text: the comment's line, after what the code really does where they differ. */
function WhatItDoes({ option }: { option: ApiOption }) {
  const correction = optionCorrection(option);
  if (!correction) return <>{option.summary}</>;
  return (
    <>
      <strong>{correction.label}</strong> <CodeSpans text={correction.fact} />
      {docSays(option.summary)}
    </>
  );
}

const COLUMNS = ["Option", "Type", "Default", "What it does"];

function parts(rows: ApiOption[]): ApiOption[][] {
  const result: ApiOption[][] = [];
  for (let i = 0; i < rows.length; i += OPTION_ROWS_PER_PART) result.push(rows.slice(i, i + OPTION_ROWS_PER_PART));
  return result;
}

/**
 * One part, labelled with its rows when there are several. The first shows
 * the column headings; a later one keeps them for screen readers only, so
 * every cell still has its column's name and the parts look like one table.
 */
function OptionsPart(props: { rows: ApiOption[]; probed: boolean; label: string | undefined; continued: boolean }) {
  const { rows, probed, label, continued } = props;
  return (
    <table className={continued ? "api-opts api-opts-cont" : "api-opts"} aria-label={label}>
      <thead>
        <tr>
          {COLUMNS.map((column) => (
            <th key={column}>{continued ? <span className="sr-only">{column}</span> : column}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((option) => (
          <tr key={option.name}>
            <td>
              <code>{option.name}</code>
            </td>
            <td>
              <code>{text(option.type)}</code>
            </td>
            <DefaultCell option={option} probed={probed} />
            <td>
              <WhatItDoes option={option} />
              {option.guide && (
                <>
                  {option.summary || optionCorrection(option) ? " " : ""}
                  <a href={option.guide.href}>{option.guide.label}</a>
                </>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function OptionsTableView({
  table,
  className,
  onInterfacePage = false,
}: {
  table: ApiOptionsTable;
  className: string;
  /** The table shown on the options interface's own page, which its name must not link to. */
  onInterfacePage?: boolean;
}) {
  const own = table.options.filter((o) => !o.from);
  const rows = [...own, ...table.options.filter((o) => o.from)];
  const disagreements = table.options.filter(docWrong).length;
  const unread = table.options.filter((o) => o.neverRead).length;
  return (
    <section className={DEFERRED_LAYOUT_CLASS}>
      <AnchorHeading level={2} id={OPTIONS_SECTION_ID} label="Options">
        {`Options (${table.options.length})`}
      </AnchorHeading>
      <p>
        {`What new ${className}({…}) accepts: `}
        {table.interfaceHref && !onInterfacePage ? (
          <SmartLink href={table.interfaceHref}>{table.interfaceName}</SmartLink>
        ) : (
          <code>{table.interfaceName}</code>
        )}
        {own.length < table.options.length ? " and the options it inherits" : ""}
        {table.probed
          ? ". A default says what the widget does when the option is left out, found by building it at build time and watching what it does, or the value it applies; code shows a value, plain words an effect."
          : ". Defaults are those the doc comments declare; this version's package is not run to check them."}
        {disagreements > 0
          ? ` Where a doc comment states a default the code does not apply (${disagreements} here), it is shown below what the code does, marked wrong.`
          : ""}
        {unread > 0
          ? ` ${unread === 1 ? "One option is" : `${unread} options are`} declared but read by no code of the library: setting ${unread === 1 ? "it" : "them"} changes nothing.`
          : ""}
      </p>
      <div className="api-opts-scroll" style={columnWidths(rows, table.probed)}>
        {parts(rows).map((part, index, all) => {
          const first = index * OPTION_ROWS_PER_PART + 1;
          const label = all.length > 1 ? `Options ${first}–${first + part.length - 1} of ${rows.length}` : undefined;
          return (
            <div key={part[0]?.name} className={`${DEFERRED_LAYOUT_CLASS} api-opts-part`}>
              <OptionsPart rows={part} probed={table.probed} label={label} continued={index > 0} />
            </div>
          );
        })}
      </div>
    </section>
  );
}

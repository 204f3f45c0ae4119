/**
 * The Options table at the top of a widget class page: every option the
 * constructor accepts, with its type, the default the library really applies
 * (read by running it at build time; see build-scripts/api/option-defaults.ts),
 * one line on what it does and the guide that covers it. Own options first.
 */
import type { ApiOption, ApiOptionsTable } from "../../contracts/api-model";
import { defaultDisagrees, docSays, optionCorrection, OPTIONS_SECTION_ID } from "../../contracts/api-options";
import { AnchorHeading } from "./anchor-heading";
import { SmartLink } from "./smart-link";
import { DEFERRED_LAYOUT_CLASS } from "../../contracts/deferred-layout";

const text = (tokens: ApiOption["type"]) => tokens.map((t) => (typeof t === "string" ? t : t[0])).join("");

/** Printed defaults longer than this (objects, mostly) may wrap; shorter ones are tokens kept whole. */
const LONG_VALUE = 24;

function DefaultCell({ option, probed }: { option: ApiOption; probed: boolean }) {
  if (!probed) return <td>{option.declaredDefault ? <code>{option.declaredDefault}</code> : "—"}</td>;
  if (option.applied === undefined) return <td>—</td>;
  const disagrees = defaultDisagrees(option);
  return (
    <td>
      {option.applied === null ? (
        "unset"
      ) : (
        <code className={option.applied.length > LONG_VALUE ? "api-long" : undefined}>{option.applied}</code>
      )}
      {option.declaredDefault !== undefined && (disagrees || option.applied === null) && (
        <>
          <br />
          {disagrees ? "doc says, wrongly, " : "doc says "}
          <code>{option.declaredDefault}</code>
        </>
      )}
    </td>
  );
}

/** The "What it does" text: the comment's line, after what the code really does where they differ. */
function WhatItDoes({ option }: { option: ApiOption }) {
  const correction = optionCorrection(option);
  if (!correction) return <>{option.summary}</>;
  return (
    <>
      <strong>{correction.label}</strong> {correction.fact}
      {docSays(option.summary)}
    </>
  );
}

export function OptionsTableView({ table, className }: { table: ApiOptionsTable; className: string }) {
  const own = table.options.filter((o) => !o.from);
  const rows = [...own, ...table.options.filter((o) => o.from)];
  const disagreements = table.options.filter(defaultDisagrees).length;
  const unread = table.options.filter((o) => o.neverRead).length;
  return (
    <section className={DEFERRED_LAYOUT_CLASS}>
      <AnchorHeading level={2} id={OPTIONS_SECTION_ID} label="Options">
        {`Options (${table.options.length})`}
      </AnchorHeading>
      <p>
        {`What new ${className}({…}) accepts: `}
        {table.interfaceHref ? (
          <SmartLink href={table.interfaceHref}>{table.interfaceName}</SmartLink>
        ) : (
          <code>{table.interfaceName}</code>
        )}
        {own.length < table.options.length ? " and the options it inherits" : ""}
        {table.probed
          ? `. Defaults are what the library stores when the option is left out, read by building the widget at build time; "unset" means it stays undefined (the code may still treat undefined as a value where it reads the option, which the doc comment then states).`
          : ". Defaults are those the doc comments declare; this version's package is not run to check them."}
        {disagreements > 0
          ? ` Where a doc comment states another default (${disagreements} here), the code's value is shown and the comment's below it.`
          : ""}
        {unread > 0
          ? ` ${unread === 1 ? "One option is" : `${unread} options are`} declared but read by no code of the library: setting ${unread === 1 ? "it" : "them"} changes nothing.`
          : ""}
      </p>
      <table className="api-opts">
        <thead>
          <tr>
            <th>Option</th>
            <th>Type</th>
            <th>Default</th>
            <th>What it does</th>
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
              <DefaultCell option={option} probed={table.probed} />
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
    </section>
  );
}

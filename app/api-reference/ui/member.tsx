/** One member of a class or interface, under its own anchored h3. */
import type { ApiMember, OwnerRef } from "../../../contracts/api-model";
import { AnchorHeading } from "./anchor-heading";
import { DocCommentView } from "./doc-comment";
import { FlagBadge } from "./kind-badge";
import { SignatureView } from "./signature";
import { SmartLink } from "./smart-link";
import { SourceLine } from "./source-location";
import { TypeBlock } from "./type-view";

function Relation({ label, owner }: { label: string; owner: OwnerRef }) {
  return (
    <p className="api-rel">
      {`${label} `}
      {owner.href ? <SmartLink href={owner.href}>{owner.name}</SmartLink> : <code>{owner.name}</code>}
    </p>
  );
}

export function MemberView({
  member,
  isEvent = false,
  level = 3,
}: {
  member: ApiMember;
  isEvent?: boolean;
  /** 4 inside a folded group, under its h3 group title. */
  level?: 3 | 4;
}) {
  const flags = member.flags ?? [];
  const showFlags = flags.filter((f) => f !== "optional");
  return (
    <section className="api-m">
      {/* In a fold the heading's own # link is the way to copy it: 200 buttons there cost 1.5 KB of gzip. */}
      <AnchorHeading level={level} id={member.id} label={member.name} copyLink={level === 3}>
        <code className={member.doc?.deprecated ? "line-through" : undefined}>
          {flags.includes("optional") ? `${member.name}?` : member.name}
        </code>
        {showFlags.map((f) => (
          <FlagBadge key={f} flag={f} />
        ))}
      </AnchorHeading>
      {member.inheritedFrom && <Relation label="Inherited from" owner={member.inheritedFrom} />}
      {member.typeFrom && (
        <Relation label={member.signatures ? "Signature from" : "Type from"} owner={member.typeFrom} />
      )}
      {member.overrides && <Relation label="Overrides" owner={member.overrides} />}
      {member.implementationOf && <Relation label="Implementation of" owner={member.implementationOf} />}
      {member.type && !isEvent && <TypeBlock tokens={member.type} />}
      {member.signatures?.map((sig, i) => (
        <SignatureView key={sig.id} signature={sig} anchored={i > 0} showSource={member.signatures?.length !== 1} />
      ))}
      <DocCommentView doc={member.doc} />
      {(!member.signatures || member.signatures.length === 1) && (
        <SourceLine source={member.source ?? member.signatures?.[0]?.source} />
      )}
    </section>
  );
}

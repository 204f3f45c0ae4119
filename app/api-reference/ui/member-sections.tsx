/**
 * The members of a class or interface page, as a reader wants them: its own
 * members in the open, then what it inherits folded by the class that declares
 * it, then the internals folded with a word on why they are listed. Native
 * `<details>`: the body is static HTML, never hydrated, and folding needs no
 * script; `api-body.tsx` only opens a group when a deep link points inside it.
 */
import { Fragment } from "react";
import type { ApiMember, ApiMemberGroup, DocComment } from "../../../contracts/api-model";
import { INTERNAL_MEMBERS_NOTE, MEMBER_SECTION_IDS, type MemberSections } from "../../../contracts/api-member-sections";
import { SECTION } from "../../../contracts/api-sections";
import { AnchorHeading } from "./anchor-heading";
import { MemberView } from "./member";
import { SmartLink } from "./smart-link";
import { DEFERRED_LAYOUT_CLASS } from "../../../contracts/deferred-layout";

export function OwnMembers({ groups }: { groups: ApiMemberGroup[] }) {
  return (
    <>
      {groups.map((group) => (
        <section key={group.title} className={DEFERRED_LAYOUT_CLASS}>
          <AnchorHeading level={2} id={SECTION.group(group.title)} label={group.title}>
            {group.title}
          </AnchorHeading>
          {group.members.map((member) => (
            <MemberView key={member.id} member={member} isEvent={group.title === "Events"} />
          ))}
        </section>
      ))}
    </>
  );
}

/** A doc comment cut to what a reader needs to pick a member: its first paragraph, and a deprecation. */
function briefDoc(doc: DocComment | undefined): DocComment | undefined {
  if (!doc) return undefined;
  return { summary: doc.summary.slice(0, 1), ...(doc.deprecated ? { deprecated: doc.deprecated } : {}) };
}

/**
 * An inherited member as its fold shows it. When the declaring class has a page,
 * in full, as on that page, without the two lines the fold's title already says
 * (where it comes from, and its source line, which is on that page). A class
 * without a page (EventEmitterBase, under Program) shows signature, parameters
 * and first paragraph, and keeps the source line, where the whole comment is:
 * in full, its copy of Node's EventEmitter docs made half of Program's 32 KB.
 */
function inheritedView(member: ApiMember, ownerHasPage: boolean): ApiMember {
  if (ownerHasPage) return { ...member, inheritedFrom: undefined, source: undefined };
  return {
    ...member,
    inheritedFrom: undefined,
    doc: briefDoc(member.doc),
    ...(member.signatures
      ? { signatures: member.signatures.map((signature) => ({ ...signature, doc: briefDoc(signature.doc) })) }
      : {}),
  };
}

/** Groups inside a fold: an h3 per member kind, members at h4. */
function FoldedGroups({
  groups,
  inherited,
}: {
  groups: ApiMemberGroup[];
  /** Folds of inherited members: whether their class has a page of its own. */
  inherited?: { ownerHasPage: boolean };
}) {
  return (
    <>
      {groups.map((group) => (
        <Fragment key={group.title}>
          <h3 className="api-fold-kind">{`${group.title} (${group.members.length})`}</h3>
          {group.members.map((member) => (
            <MemberView
              key={member.id}
              member={inherited ? inheritedView(member, inherited.ownerHasPage) : member}
              isEvent={group.title === "Events"}
              level={4}
            />
          ))}
        </Fragment>
      ))}
    </>
  );
}

export function InheritedMembers({ sections }: { sections: MemberSections["inherited"] }) {
  if (sections.length === 0) return null;
  const total = sections.reduce((n, s) => n + s.count, 0);
  return (
    <section className={DEFERRED_LAYOUT_CLASS}>
      <AnchorHeading level={2} id={MEMBER_SECTION_IDS.inherited} label="Inherited members">
        {`Inherited members (${total})`}
      </AnchorHeading>
      {sections.map((section) => (
        <details key={section.id} id={section.id} className="api-fold">
          <summary>
            {"From "}
            <code>{section.owner.name}</code>
            {` (${section.count})`}
          </summary>
          <p className="api-rel">
            {section.owner.href ? (
              <>
                {"Documented on "}
                <SmartLink href={section.owner.href}>{section.owner.name}</SmartLink>
              </>
            ) : (
              `${section.owner.name} has no page of its own: first paragraphs here, each member's full comment at its source line.`
            )}
          </p>
          <FoldedGroups groups={section.groups} inherited={{ ownerHasPage: section.owner.href !== undefined }} />
        </details>
      ))}
    </section>
  );
}

export function InternalMembers({ groups, count }: { groups: ApiMemberGroup[]; count: number }) {
  if (count === 0) return null;
  return (
    <section className={DEFERRED_LAYOUT_CLASS}>
      <AnchorHeading level={2} id={MEMBER_SECTION_IDS.internal} label="Internal members">
        {`Internal members (${count})`}
      </AnchorHeading>
      <details className="api-fold">
        <summary>{`Show ${count} internal member${count === 1 ? "" : "s"}`}</summary>
        <p className="api-rel">{INTERNAL_MEMBERS_NOTE}</p>
        <FoldedGroups groups={groups} />
      </details>
    </section>
  );
}

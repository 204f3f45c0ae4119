/**
 * The members of a class or interface page, as a reader wants them: its own
 * members in the open, then what it inherits folded by the class that declares
 * it, then the internals folded with a word on why they are listed. Native
 * `<details>`: the body is static HTML, never hydrated, and folding needs no
 * script; `api-body.tsx` only opens a group when a deep link points inside it.
 */
import { Fragment } from "react";
import type { ApiMemberGroup } from "../../contracts/api-model";
import { INTERNAL_MEMBERS_NOTE, MEMBER_SECTION_IDS, type MemberSections } from "../../contracts/api-member-sections";
import { SECTION } from "../../contracts/api-sections";
import { AnchorHeading } from "./anchor-heading";
import { MemberView } from "./member";
import { SmartLink } from "./smart-link";

export function OwnMembers({ groups }: { groups: ApiMemberGroup[] }) {
  return (
    <>
      {groups.map((group) => (
        <section key={group.title}>
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

/** Groups inside a fold: an h3 per member kind, members at h4. */
function FoldedGroups({ groups, dropInherited }: { groups: ApiMemberGroup[]; dropInherited: boolean }) {
  return (
    <>
      {groups.map((group) => (
        <Fragment key={group.title}>
          <h3 className="api-fold-kind">{`${group.title} (${group.members.length})`}</h3>
          {group.members.map((member) => (
            <MemberView
              key={member.id}
              // The fold's title names the class, whose page has each member's source line:
              // repeating both on every member only adds bytes.
              member={dropInherited ? { ...member, inheritedFrom: undefined, source: undefined } : member}
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
    <section>
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
          {section.owner.href && (
            <p className="api-rel">
              {"Documented on "}
              <SmartLink href={section.owner.href}>{section.owner.name}</SmartLink>
            </p>
          )}
          <FoldedGroups groups={section.groups} dropInherited />
        </details>
      ))}
    </section>
  );
}

export function InternalMembers({ groups, count }: { groups: ApiMemberGroup[]; count: number }) {
  if (count === 0) return null;
  return (
    <section>
      <AnchorHeading level={2} id={MEMBER_SECTION_IDS.internal} label="Internal members">
        {`Internal members (${count})`}
      </AnchorHeading>
      <details className="api-fold">
        <summary>{`Show ${count} internal member${count === 1 ? "" : "s"}`}</summary>
        <p className="api-rel">{INTERNAL_MEMBERS_NOTE}</p>
        <FoldedGroups groups={groups} dropInherited={false} />
      </details>
    </section>
  );
}

/** Body of a class, interface, function, type alias or variable page. */
import type { DeclarationPageData } from "../../../contracts/api-model";
import { AnchorHeading } from "./anchor-heading";
import { DocCommentView } from "./doc-comment";
import { HierarchyView } from "./hierarchy";
import { InheritedMembers, InternalMembers, OwnMembers } from "./member-sections";
import { memberSections } from "../../../contracts/api-member-sections";
import { SECTION } from "../../../contracts/api-sections";
import { SignatureView, TypeParameterList } from "./signature";
import { SourceLine } from "./source-location";
import { OptionsTableView } from "./options-table";
import { TypeBlock } from "./type-view";

export function DeclarationPageBody({ page }: { page: DeclarationPageData }) {
  const signatures = page.signatures ?? [];
  const sections = memberSections(page.groups ?? [], page.hierarchy?.parents);
  return (
    <div>
      <DocCommentView doc={page.doc} examplesId={SECTION.examples} />
      <SourceLine source={page.source} />
      {page.options && (
        <OptionsTableView
          table={page.options}
          className={page.optionsOf ?? page.name}
          onInterfacePage={page.optionsOf !== undefined}
        />
      )}
      {page.hierarchy && (
        <>
          <AnchorHeading level={2} id={SECTION.hierarchy} label="Hierarchy">
            Hierarchy
          </AnchorHeading>
          <HierarchyView hierarchy={page.hierarchy} name={page.name} />
        </>
      )}
      {page.typeParameters && (
        <>
          <AnchorHeading level={2} id={SECTION.typeParameters} label="Type parameters">
            Type parameters
          </AnchorHeading>
          <TypeParameterList params={page.typeParameters} />
        </>
      )}
      {page.type && (
        <>
          <AnchorHeading level={2} id={SECTION.type} label="Type">
            Type
          </AnchorHeading>
          <TypeBlock
            tokens={page.type}
            label={page.kind === "typeAlias" ? `type ${page.name} = ` : `const ${page.name}: `}
          />
        </>
      )}
      {signatures.length > 0 && (
        <>
          <AnchorHeading level={2} id={SECTION.signatures} label="Signatures">
            {signatures.length > 1 ? "Signatures" : "Signature"}
          </AnchorHeading>
          {signatures.map((sig) => (
            <SignatureView key={sig.id} signature={sig} anchored />
          ))}
        </>
      )}
      <OwnMembers groups={sections.own} />
      <InheritedMembers sections={sections.inherited} />
      <InternalMembers groups={sections.internal} count={sections.internalCount} />
    </div>
  );
}

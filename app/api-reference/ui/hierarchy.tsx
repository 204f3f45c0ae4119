/** Extends chain (outermost ancestor first) and known subclasses. */
import type { ApiHierarchy, HierarchyNode, OwnerRef } from "../../../contracts/api-model";
import { SmartLink } from "./smart-link";
import { TypeView } from "./type-view";

function Ancestors({ nodes, current }: { nodes: HierarchyNode[]; current: string }) {
  // Render from the root down, so the chain reads top to bottom. Rows of 24 px
  // keep the stacked links apart enough to tap (WCAG 2.5.8 target size).
  return (
    <ul className="list-none space-y-1 pl-0 font-mono text-sm leading-6">
      {nodes.map((node, i) => (
        <li key={i}>
          {node.parents.length > 0 && <Ancestors nodes={node.parents} current="" />}
          <div className={node.parents.length > 0 ? "border-l border-zinc-700 pl-3" : ""}>
            <TypeView tokens={node.type} />
          </div>
        </li>
      ))}
      {current && (
        <li className="border-l border-zinc-700 pl-3 font-semibold text-zinc-100" aria-current="page">
          {current}
        </li>
      )}
    </ul>
  );
}

function RefList({ title, refs }: { title: string; refs: OwnerRef[] }) {
  if (refs.length === 0) return null;
  return (
    <div className="mt-3">
      <p className="text-xs font-semibold tracking-wide text-zinc-400 uppercase">{title}</p>
      <ul className="mt-1 flex list-none flex-wrap gap-x-3 gap-y-1 pl-0 font-mono text-sm">
        {refs.map((ref) => (
          <li key={ref.name}>
            {ref.href ? (
              <SmartLink href={ref.href} className="text-emerald-300 hover:underline">
                {ref.name}
              </SmartLink>
            ) : (
              ref.name
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function HierarchyView({ hierarchy, name }: { hierarchy: ApiHierarchy; name: string }) {
  return (
    <div data-hierarchy>
      {hierarchy.parents.length > 0 && <Ancestors nodes={hierarchy.parents} current={name} />}
      {hierarchy.implements.length > 0 && (
        <div className="mt-3">
          <p className="text-xs font-semibold tracking-wide text-zinc-400 uppercase">Implements</p>
          <ul className="mt-1 list-none pl-0 font-mono text-sm">
            {hierarchy.implements.map((t, i) => (
              <li key={i}>
                <TypeView tokens={t} />
              </li>
            ))}
          </ul>
        </div>
      )}
      <RefList title="Known subclasses" refs={hierarchy.children} />
      <RefList title="Implemented by" refs={hierarchy.implementedBy} />
    </div>
  );
}

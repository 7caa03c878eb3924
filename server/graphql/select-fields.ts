import type { FragmentDefinitionNode, GraphQLResolveInfo, SelectionSetNode } from 'graphql';

/** Whether the query selects any of `names` anywhere below the current field (fragments included). */
export function selectsAnyField(info: GraphQLResolveInfo, names: string[]): boolean {
  const wanted = new Set(names);
  const visit = (selectionSet: SelectionSetNode | undefined, seen: Set<string>): boolean =>
    !!selectionSet?.selections.some((selection) => {
      if (selection.kind === 'Field') return wanted.has(selection.name.value) || visit(selection.selectionSet, seen);
      if (selection.kind === 'InlineFragment') return visit(selection.selectionSet, seen);
      const name = selection.name.value;
      if (seen.has(name)) return false;
      const fragment: FragmentDefinitionNode | undefined = info.fragments[name];
      return visit(fragment?.selectionSet, new Set([...seen, name]));
    });
  return info.fieldNodes.some((node) => visit(node.selectionSet, new Set()));
}

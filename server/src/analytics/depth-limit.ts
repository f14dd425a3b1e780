import type { SelectionSetNode, ValidationContext, ValidationRule } from 'graphql';
import { GraphQLError, Kind } from 'graphql';

/**
 * A validation rule refusing operations nested deeper than `maxDepth` field levels. A top-level
 * field is level 1; inline fragments add no level; a fragment spread counts at the depth where it
 * is spread. Fragment depths are memoised, so a document that spreads the same fragment many
 * times is measured in linear time; cycles are left to graphql-js's NoFragmentCyclesRule.
 */
export function depthLimitRule(maxDepth: number): ValidationRule {
  return (context) => {
    const fragmentDepths = new Map<string, number>();
    const measure = (selectionSet: SelectionSetNode, fragmentsOnPath: ReadonlySet<string>): number => {
      let deepest = 0;
      for (const selection of selectionSet.selections) {
        if (selection.kind === Kind.FIELD) {
          deepest = Math.max(deepest, 1 + (selection.selectionSet ? measure(selection.selectionSet, fragmentsOnPath) : 0));
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          deepest = Math.max(deepest, measure(selection.selectionSet, fragmentsOnPath));
        } else {
          deepest = Math.max(deepest, fragmentDepth(context, selection.name.value, fragmentsOnPath));
        }
      }
      return deepest;
    };
    const fragmentDepth = (ctx: ValidationContext, name: string, fragmentsOnPath: ReadonlySet<string>): number => {
      const known = fragmentDepths.get(name);
      if (known !== undefined) return known;
      const fragment = ctx.getFragment(name);
      if (!fragment || fragmentsOnPath.has(name)) return 0;
      const depth = measure(fragment.selectionSet, new Set([...fragmentsOnPath, name]));
      fragmentDepths.set(name, depth);
      return depth;
    };
    return {
      OperationDefinition(operation) {
        const depth = measure(operation.selectionSet, new Set());
        if (depth > maxDepth) {
          context.reportError(
            new GraphQLError(`The query is ${depth} levels deep; at most ${maxDepth} are allowed.`, {
              nodes: operation,
              extensions: { code: 'QUERY_TOO_DEEP' },
            }),
          );
        }
      },
    };
  };
}

import { getOperationAST, Kind, type DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { AppMetrics } from './metrics';

/**
 * The operation's label: its root field, which is the operation's name in spec §7 (`service`,
 * `login`), so the labels are the schema's fields whatever a client names its documents;
 * "(several)" for a document asking for more than one, "(anonymous)" when none can be told.
 */
function operationOf(document: DocumentNode, operationName: string | null | undefined): { operation: string; type: string } {
  const definition = getOperationAST(document, operationName);
  if (!definition) return { operation: '(anonymous)', type: 'unknown' };
  const fields = definition.selectionSet.selections.filter((selection) => selection.kind === Kind.FIELD && selection.name.value !== '__typename');
  const operation = fields.length === 1 && fields[0]!.kind === Kind.FIELD ? fields[0]!.name.value : fields.length > 1 ? '(several)' : '(anonymous)';
  return { operation, type: definition.operation };
}

// A code the server set (the refusal table's, QUERY_TOO_LARGE); anything without one was unexpected.
const codeOf = (fallback: string) => (error: Error & { extensions?: { code?: unknown } }) => (typeof error.extensions?.code === 'string' ? error.extensions.code : fallback);

/** Counts and times each executed operation, and the errors in its answer by code; documents refused before execution count as "(invalid)". */
export function graphqlMetrics(metrics: AppMetrics): Plugin {
  return {
    onValidate() {
      return ({ valid, result }) => {
        if (!valid) metrics.graphqlOperation('(invalid)', 'unknown', null, result.map(codeOf('GRAPHQL_VALIDATION_FAILED')));
      };
    },
    onExecute({ args }) {
      const started = performance.now();
      const { operation, type } = operationOf(args.document, args.operationName);
      return {
        onExecuteDone({ result }) {
          const errors = Symbol.asyncIterator in result ? [] : (result.errors ?? []);
          metrics.graphqlOperation(operation, type, (performance.now() - started) / 1000, errors.map(codeOf('INTERNAL')));
        },
      };
    },
  };
}

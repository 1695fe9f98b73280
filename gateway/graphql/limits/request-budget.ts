import type { Plugin } from 'graphql-yoga';
import { type ExpensiveGate, QueueFullError } from './expensive-gate';
import { limitError } from './limit-error';
import type { ListSize } from './list-sizes';
import { operationCost } from './query-cost';
import { jsonSizeOver } from './response-size';

export interface RequestBudget {
  /** Estimated cost of one operation (query-cost.ts). */
  maxCost: number;
  /** Estimated cost of every operation of one HTTP request (a batch) together. */
  maxBatchCost: number;
  /** Characters of one operation's `data`. */
  maxResponseChars: number;
  /** Expensive operations take turns (expensive-gate.ts); absent, they all run at once. */
  gate?: ExpensiveGate;
  /** The schema's list sizes (list-sizes.ts); the shop's unless given (the admin API has its own). */
  sizes?: Record<string, ListSize>;
}

const busy = () => ({
  errors: [limitError('SERVER_BUSY', 'Too many expensive operations are waiting; try again shortly.', {}, 503)],
});

/**
 * Refuses an operation whose estimated cost is over budget, or that takes its batch over the
 * batch budget, before it executes; replaces a result larger than the response limit by a typed
 * error. Both are 400s with `extensions.code` (limit-error.ts).
 */
export function requestBudget(budget: RequestBudget): Plugin {
  const spent = new WeakMap<object, number>();
  return {
    onExecute({ args, setResultAndStopExecution, executeFn, setExecuteFn }) {
      const cost = operationCost(args.schema, args.document, args.operationName, args.variableValues, budget.sizes);
      const request = (args.contextValue as { request?: object }).request;
      const batchCost = cost + (request ? (spent.get(request) ?? 0) : 0);
      if (request) spent.set(request, batchCost);
      const refuse = (message: string, limit: number) =>
        setResultAndStopExecution({ errors: [limitError('QUERY_TOO_COSTLY', message, { cost, limit })] });
      if (cost > budget.maxCost)
        return refuse(`Query cost ${cost} exceeds the limit of ${budget.maxCost}.`, budget.maxCost);
      if (batchCost > budget.maxBatchCost)
        return refuse(`Batch cost ${batchCost} exceeds the limit of ${budget.maxBatchCost}.`, budget.maxBatchCost);
      const gate = budget.gate;
      if (gate?.applies(cost))
        setExecuteFn((executeArgs) =>
          gate
            .run(async () => executeFn(executeArgs))
            .catch((error: unknown) => {
              if (error instanceof QueueFullError) return busy();
              throw error;
            }),
        );
      return {
        onExecuteDone({ result, setResult }) {
          if (!('data' in result) || !jsonSizeOver(result.data, budget.maxResponseChars)) return;
          const error = limitError(
            'RESPONSE_TOO_LARGE',
            `Response larger than ${budget.maxResponseChars} characters.`,
            {
              limit: budget.maxResponseChars,
            },
          );
          setResult({ errors: [error] });
        },
      };
    },
  };
}

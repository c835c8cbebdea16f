// The documented REST paths of a workflow module (spec 000 §7): its operations' routes
// (workflow-operations.ts) and its actions', a kit path an action shares answering both.
import { z } from 'zod';
import { actionRestRoutes } from './actions.ts';
import { jsonSchema } from '../openapi/document.ts';
import type { TRestCall, TRestRoute } from '../rest/route.ts';
import type { TAnyWorkflowModule } from '../workflow/define.ts';
import { operationRoutes } from '../api/operations.ts';
import { workflowOperations } from './workflow-operations.ts';
import { moduleHost } from './kit-operations.ts';

/** The documented answer of a shared path: either route's. */
function oneOfAnswers(...answers: TRestRoute['response'][]): TRestRoute['response'] {
  const schemas = answers.map((a) => (a === undefined ? { type: 'object' } : a instanceof z.ZodType ? jsonSchema(a, 'output') : a.schema));
  return { schema: { anyOf: schemas } };
}

/**
 * A module action on a kit path (invoices' `melleklet-torlese/` with a part's `id`): one route
 * that sends a body carrying a field of the kit route's body (`attachment_id`) to the kit, any
 * other to the action (DESIGN.md "Invoices").
 */
function sharePaths(kit: TRestRoute[], actions: TRestRoute[]): TRestRoute[] {
  const same = (a: TRestRoute, b: TRestRoute) => a.method === b.method && a.path === b.path;
  const merged = kit.map((route) => {
    const action = actions.find((a) => same(a, route));
    const shape = route.schema?.body instanceof z.ZodObject ? Object.keys(route.schema.body.shape) : [];
    if (!action) return route;
    return {
      ...route,
      summary: `${route.summary} / ${action.summary}`,
      response: oneOfAnswers(route.response, action.response),
      handler: (call: TRestCall) => {
        const body = (call.body ?? {}) as Record<string, unknown>;
        return shape.some((key) => key in body) ? route.handler(call) : action.handler(call);
      },
    };
  });
  return [...merged, ...actions.filter((a) => !kit.some((route) => same(route, a)))];
}

export function workflowRestRoutes(def: TAnyWorkflowModule): TRestRoute[] {
  const operations = workflowOperations(def);
  // A record action without its own `output` answers the record's details, as `get` does.
  return sharePaths(operationRoutes(moduleHost(def), operations), actionRestRoutes(def, operations.get.output ?? undefined));
}

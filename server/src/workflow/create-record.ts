// Creating a record of another module from data (an error report's commitment): a module may
// not import another module's folder, so the app hands every module this creator through the
// services (create-services.ts), built from the workflow definitions. The record is made as if
// the caller had sent it: the target module's gate, its input schema (defaults filled in, a bad
// value a 400 on its field) and the engine's create, on the caller's transaction.
import type { TRecordCreator } from '../services.ts';
import { passesGate } from '../access/context.ts';
import { forbidden } from '../http/errors.ts';
import type { TAnyWorkflowModule } from './define.ts';
import { createCase } from './lifecycle.ts';

export function recordCreator(modules: readonly TAnyWorkflowModule[]): TRecordCreator {
  const byModule = new Map(modules.map((m) => [m.caseModule, m]));
  return async (tx, ctx, caseModule, data) => {
    const def = byModule.get(caseModule);
    if (!def) throw new Error(`Unknown workflow module: ${caseModule}`);
    if (!passesGate(ctx.user, def.permission)) throw forbidden();
    return createCase(tx, ctx, def, def.createInput.parse(data));
  };
}

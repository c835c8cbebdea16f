// GET /api/mellekletek/{id}/letoltes/ (ours): an attachment's file, authorized like its record.
import type { TRestRoute } from '../rest/route.ts';
import { idParam } from '../rest/route.ts';
import { requireUser } from '../access/gate.ts';
import { caseScopeWhere } from '../access/scope.ts';
import { contentDisposition } from '../files/content-disposition.ts';
import { findDownload } from './attachments.ts';
import { passesGate, type TGate } from '../access/context.ts';
import { forbidden } from '../http/errors.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import type { TCurrentUser } from '../auth/current-user.ts';

/**
 * `permissionOf` answers the module permission of a Case's module (the download needs it too);
 * `extraScope` adds the Cases of modules that scope their records themselves (an employee's
 * file is reached through the employee's employments, not only the Case's institution).
 */
export const downloadRestRoutes = (permissionOf: (module: string) => TGate, extraScope?: (user: TCurrentUser) => Prisma.CaseWhereInput): TRestRoute[] => [
  {
    method: 'GET',
    path: '/api/mellekletek/:id/letoltes/',
    tag: 'files',
    summary: 'Melléklet letöltése',
    binary: 'file',
    handler: async ({ ctx, params, query, reply }) => {
      const authed = requireUser(ctx, null);
      const scope = caseScopeWhere(authed.user);
      const a = await findDownload(ctx.prisma, authed, idParam(params), extraScope ? { OR: [scope, extraScope(authed.user)] } : scope);
      if (!passesGate(authed.user, permissionOf(a.module))) throw forbidden();
      const inline = query.inline === '1' && (a.mime_type === 'application/pdf' || a.mime_type.startsWith('image/'));
      reply.header('Content-Type', a.mime_type);
      reply.header('Content-Disposition', contentDisposition(a.file_name, inline ? 'inline' : 'attachment'));
      reply.header('X-Content-Type-Options', 'nosniff');
      return reply.send(ctx.storage.stream(a.file_key));
    },
  },
];

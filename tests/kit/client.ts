// The kit's REST calls: as a demo user (by the local part of its e-mail), JSON or multipart.
import { expect } from 'vitest';
import { login, authHeader, type TTestServer } from '../helpers/server.ts';
import { multipartBody, type TFormFile } from '../workflow/multipart.ts';
import type { THttpMethod } from '../../server/src/rest/route.ts';
import { createCaller, type TCaller } from '../../server/src/trpc/caller.ts';
import { loadCurrentUser } from '../../server/src/auth/current-user.ts';

export function kitClient(server: TTestServer) {
  const tokens = new Map<string, string>();
  const callers = new Map<string, TCaller>();
  const email = (who: string) => `${who}@etanker.local`;
  const headers = async (who: string) => {
    if (!tokens.has(who)) tokens.set(who, await login(server.app, email(who)));
    return authHeader(tokens.get(who)!);
  };
  const send = async (who: string, method: THttpMethod, url: string, payload?: unknown) =>
    server.app.inject({ method, url, headers: await headers(who), ...(payload === undefined ? {} : { payload: payload as string }) });
  return {
    send,
    headers,
    /** A body sent as the JSON text given (hostile texts that JSON.stringify could not write). */
    async raw(who: string, method: THttpMethod, url: string, text: string) {
      return server.app.inject({ method, url, headers: { ...(await headers(who)), 'content-type': 'application/json' }, payload: text });
    },
    /** A JSON call that must answer `status`; answers its JSON. */
    async ok(who: string, method: THttpMethod, url: string, payload?: unknown, status = 200) {
      const res = await send(who, method, url, payload);
      expect(res.statusCode, `${who} ${method} ${url}: ${res.body.slice(0, 500)}`).toBe(status);
      return res.body ? res.json() : null;
    },
    async multipart(who: string, url: string, fields: Record<string, string>, files: Record<string, TFormFile> = {}) {
      const { payload, contentType } = await multipartBody(fields, files);
      return server.app.inject({ method: 'POST', url, headers: { ...(await headers(who)), 'content-type': contentType }, payload });
    },
    /** The typed tRPC caller of the same user. */
    async caller(who: string): Promise<TCaller> {
      if (!callers.has(who)) {
        const { id } = await server.services.prisma.user.findUniqueOrThrow({ where: { email: email(who) }, select: { id: true } });
        callers.set(who, createCaller({ ...server.services, user: await loadCurrentUser(server.services.prisma, id), badToken: false, ip: '127.0.0.1' }));
      }
      return callers.get(who)!;
    },
  };
}

export type TKitClient = ReturnType<typeof kitClient>;

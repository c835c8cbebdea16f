// What a program sees when a tRPC call fails over HTTP (createTRPCClient, as the README shows):
// the same information as the REST answer — httpStatus and code, the {detail} as message, a 400's
// field errors keyed by field with the spec's Hungarian messages as data.fieldErrors — and no stack.
import { beforeAll, describe, expect, it } from 'vitest';
import { createTRPCClient, httpBatchLink, TRPCClientError } from '@trpc/client';
import type { AppRouter } from '@etanker/server/trpc';
import { authHeader, login, startTestServer, type TTestServer } from '../helpers/server.ts';

let server: TTestServer;
let token: string;

const client = (key?: string) =>
  createTRPCClient<AppRouter>({ links: [httpBatchLink({ url: `${server.url}/trpc`, headers: () => (key ? { Authorization: `Token ${key}` } : {}) })] });

async function failure(call: Promise<unknown>): Promise<TRPCClientError<AppRouter>> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, 'the call should fail').toBeInstanceOf(TRPCClientError);
  return error as TRPCClientError<AppRouter>;
}

beforeAll(async () => {
  server = await startTestServer();
  token = await login(server.app, 'igenylo.a@etanker.local');
});

describe('tRPC errors carry what the REST answer carries', () => {
  it('bad input: 400, BAD_REQUEST and the same field errors as REST, in Hungarian', async () => {
    const input = { subject: '', financial_entry: 1, products: [{ name: 'Projektor', gross_price: 250000 }] };
    const error = await failure(client(token).commitments.create.mutate(input));
    const rest = await server.app.inject({ method: 'POST', url: '/api/kotelezettsegvallalas/', headers: authHeader(token), payload: input });
    expect(rest.statusCode).toBe(400);
    expect(error.data).toMatchObject({ httpStatus: 400, code: 'BAD_REQUEST', fieldErrors: rest.json() });
    expect(error.data?.fieldErrors?.subject).toEqual(['Ez a mező nem lehet üres']);
    expect(JSON.stringify(error.shape)).not.toMatch(/stack|\.ts:\d/);
  });

  it("an update's bad input names the record's fields as REST does (not data.field)", async () => {
    const created = await client(token).commitments.create.mutate({
      subject: 'Projektor',
      financial_entry: 1,
      products: [{ name: 'Projektor', gross_price: 250000 }],
    });
    const id = (created as { id: number }).id;
    const input = { subject: '', financial_entry: 1, products: [{ name: 'Projektor', gross_price: 250000 }] };
    const error = await failure(client(token).commitments.update.mutate({ id, data: input }));
    const rest = await server.app.inject({ method: 'PUT', url: `/api/kotelezettsegvallalas/${id}/`, headers: authHeader(token), payload: input });
    expect(rest.statusCode).toBe(400);
    expect(error.data?.fieldErrors).toEqual(rest.json());
    expect(error.data?.fieldErrors?.subject).toEqual(['Ez a mező nem lehet üres']);
  });

  it('a failed login: the non-field error as REST words it', async () => {
    const error = await failure(client().auth.login.mutate({ email: 'vezeto.a@etanker.local', password: 'rossz' }));
    const rest = await server.app.inject({ method: 'POST', url: '/api/rest-auth/login/', payload: { email: 'vezeto.a@etanker.local', password: 'rossz' } });
    expect(error.data).toMatchObject({ httpStatus: 400, fieldErrors: rest.json() });
    expect(error.data?.fieldErrors?.non_field_errors?.[0]).toMatch(/\S/);
  });

  it('not found and no login: the status, code and the {detail} as message; no field errors', async () => {
    const missing = await failure(client(token).commitments.get.query({ id: 999999 }));
    expect(missing.data).toMatchObject({ httpStatus: 404, code: 'NOT_FOUND', fieldErrors: null });
    expect(missing.message).toBe('Nem található.');
    const anonymous = await failure(client().commitments.list.query({}));
    expect(anonymous.data).toMatchObject({ httpStatus: 401, code: 'UNAUTHORIZED', fieldErrors: null });
    expect(anonymous.message).toBe('A hitelesítési adatok nem lettek megadva.');
    expect(JSON.stringify([missing.shape, anonymous.shape])).not.toMatch(/stack/);
  });
});

// Shared steps of the security and order tests: a commitment created, opened and decided through
// the documented REST calls as one of the demo users.
import { expect } from 'vitest';
import { login, authHeader, type TTestServer } from '../helpers/server.ts';

export const base = '/api/kotelezettsegvallalas';
export const newCommitment = {
  subject: 'Projektor beszerzése',
  description: 'A tanári szobába',
  financial_entry: 1,
  payment_type: 1,
  products: [{ name: 'Projektor', quantity: 1, unit: 'db', gross_price: 127000, vat: 1 }],
};

export function commitmentClient(server: TTestServer) {
  const tokens: Record<string, string> = {};
  const as = (who: string) => authHeader(tokens[who]);
  const send = (who: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    server.app.inject({ method, url, headers: as(who), ...(payload ? { payload } : {}) });
  const detail = async (who: string, id: number) => {
    const res = await send(who, 'GET', `${base}/${id}/`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  return {
    as,
    send,
    detail,
    async login(...who: string[]) {
      for (const w of who) tokens[w] = await login(server.app, `${w}@etanker.local`);
    },
    async create(who: string, body: object = newCommitment) {
      const res = await send(who, 'POST', `${base}/`, body);
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as { id: number };
    },
    /** The option's id as the decider sees it on the details page. */
    async option(who: string, id: number, label: RegExp): Promise<number> {
      const found = (await detail(who, id)).current_step?.options.find((o: { label: string }) => label.test(o.label));
      expect(found, `${who} sees ${label}`).toBeTruthy();
      return found.id;
    },
    decideWith: (who: string, id: number, optionId: number, answers: object = {}) =>
      send(who, 'POST', `${base}/${id}/donteshozas/`, { decision_option: optionId, answers }),
  };
}

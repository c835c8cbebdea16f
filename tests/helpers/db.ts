// Each test file gets its own database, cloned from the run's template.
import crypto from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { atFileEnd } from './file-end.ts';
import { createPrisma, type TPrisma } from '../../server/src/db/client.ts';

export interface TTestDb {
  url: string;
  prisma: TPrisma;
}

export async function createTestDb(): Promise<TTestDb> {
  const templateUrl = inject('dbTemplateUrl');
  const template = new URL(templateUrl).pathname.slice(1);
  const name = `etanker_t_${crypto.randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: templateUrl.replace(`/${template}`, '/postgres') });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  await admin.end();
  const url = templateUrl.replace(`/${template}`, `/${name}`);
  const prisma = createPrisma(url, 4);
  atFileEnd(async () => {
    await prisma.$disconnect();
    const drop = new pg.Client({ connectionString: templateUrl.replace(`/${template}`, '/postgres') });
    await drop.connect();
    await drop.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await drop.end();
  });
  return { url, prisma };
}

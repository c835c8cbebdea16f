// npm run user:create -- --email x --name "Y Z" [--password p] [--institution <unit_code>] [--admin]
// Exit codes: 0 created, 1 database or other error, 2 wrong arguments, 3 the e-mail is taken.
import { parseArgs } from 'node:util';
import readline from 'node:readline/promises';
import { z } from 'zod';
import { loadConfig } from '../server/src/config.ts';
import { openDatabase } from '../server/src/db/database.ts';
import { createPrisma, type TPrisma } from '../server/src/db/client.ts';
import { hashPassword } from '../server/src/auth/passwords.ts';
import { normalizeEmail } from '../server/src/auth/email.ts';

const ADMIN_GROUP = 'Központi adminisztrátorok';
const USAGE = 'Használat: npm run user:create -- --email <email> --name "<név>" [--password <jelszó>] [--institution <egységkód>] [--admin]';

class UsageError extends Error {}

const ZArgs = z.object({
  email: z.string({ error: 'Az --email megadása kötelező.' }).transform(normalizeEmail).pipe(z.email('Nem valós email!')),
  name: z.string({ error: 'A --name megadása kötelező.' }).trim().min(1, 'A név nem lehet üres.'),
  password: z.string().min(8, 'A jelszó: minimum 8 karakter kötelező.').max(128).optional(),
  institution: z.string().trim().min(1).optional(),
  admin: z.boolean(),
});
type TArgs = z.infer<typeof ZArgs>;

function readArgs(): TArgs {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      password: { type: 'string' },
      institution: { type: 'string' },
      admin: { type: 'boolean', default: false },
    },
  });
  const parsed = ZArgs.safeParse(values);
  if (!parsed.success) throw new UsageError(parsed.error.issues.map((i) => i.message).join('\n'));
  if (!parsed.data.admin && !parsed.data.institution) throw new UsageError('Nem adminisztrátor felhasználónál az --institution megadása kötelező.');
  return parsed.data;
}

async function askPassword(): Promise<string> {
  if (!process.stdin.isTTY) throw new UsageError('Nincs megadva --password, és a jelszó nem kérhető be (nem terminál).');
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
  try {
    const password = await rl.question('Jelszó: ');
    const again = await rl.question('Jelszó még egyszer: ');
    if (password !== again) throw new UsageError('A két jelszó nem egyezik.');
    const checked = ZArgs.shape.password.safeParse(password);
    if (!checked.success) throw new UsageError(checked.error.issues[0].message);
    return password;
  } finally {
    rl.close();
  }
}

async function findInstitutionId(prisma: TPrisma, args: TArgs): Promise<number> {
  const institution = args.institution
    ? await prisma.institution.findFirst({ where: { unit_code: args.institution }, select: { id: true } })
    : await prisma.institution.findFirst({ where: { parent_id: null }, orderBy: { id: 'asc' }, select: { id: true } });
  if (!institution) {
    throw new UsageError(args.institution ? `Nincs ${args.institution} egységkódú intézmény.` : 'Nincs központi intézmény az adatbázisban.');
  }
  return institution.id;
}

async function createUser(prisma: TPrisma, args: TArgs, password: string): Promise<number> {
  if (await prisma.user.findUnique({ where: { email: args.email }, select: { id: true } })) {
    console.error(`Már létezik felhasználó ezzel az e-mail címmel: ${args.email}`);
    return 3;
  }
  const institutionId = await findInstitutionId(prisma, args);
  if (args.admin && !(await prisma.group.findUnique({ where: { name: ADMIN_GROUP }, select: { id: true } }))) {
    throw new UsageError(`Hiányzik a(z) „${ADMIN_GROUP}” csoport: előbb futtassa az npm run db:seed parancsot.`);
  }
  const user = await prisma.user.create({
    data: {
      email: args.email,
      name: args.name,
      password_hash: await hashPassword(password),
      institution_id: institutionId,
      ...(args.admin ? { is_superuser: true, is_readonly: false, groups: { connect: [{ name: ADMIN_GROUP }] } } : {}),
    },
    select: { id: true },
  });
  console.log(`Felhasználó létrehozva: ${args.name} <${args.email}> (azonosító: ${user.id}${args.admin ? ', központi adminisztrátor' : ''}).`);
  return 0;
}

async function main(): Promise<number> {
  const args = readArgs();
  const password = args.password ?? (await askPassword());
  const db = await openDatabase(loadConfig());
  const prisma = createPrisma(db.url, 1);
  try {
    return await createUser(prisma, args, password);
  } finally {
    await prisma.$disconnect();
    await db.stop();
  }
}

try {
  process.exit(await main());
} catch (error) {
  if (error instanceof UsageError) {
    console.error(error.message);
    console.error(USAGE);
    process.exit(2);
  }
  console.error('Hiba a felhasználó létrehozása közben:', error instanceof Error ? error.message : error);
  process.exit(1);
}

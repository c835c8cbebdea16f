// E-mail addresses are stored and looked up in one form: trimmed, lower case. Lookups compare it
// exactly (never `mode: 'insensitive'`, which Prisma runs as ILIKE, so `%` and `_` would match
// other accounts); the database refuses other forms (CHECK "User_email_normalized").
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

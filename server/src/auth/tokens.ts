// Login tokens: HS256 JWTs (algorithm pinned) with expiry, audience and the user's token
// version, so logout and password change revoke every token issued before them.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import jwt from 'jsonwebtoken';
import { z } from 'zod';

const AUDIENCE = 'etanker';
const ZClaims = z.object({ sub: z.string(), tv: z.number().int(), exp: z.number() });
const VERIFIED_MAX = 10_000;

export interface TTokenService {
  issue(userId: number, tokenVersion: number): string;
  verify(token: string): { userId: number; tokenVersion: number } | null;
}

export function createTokenService(secret: string, ttlHours: number): TTokenService {
  // One key object, not a new one from the string on every verification.
  const key = crypto.createSecretKey(Buffer.from(secret, 'utf8'));
  // Tokens already verified, until they expire: every request sends one, and the signature check
  // is a measurable share of a cheap request. Revocation (token version) is checked per request.
  const verified = new Map<string, { userId: number; tokenVersion: number; expiresAt: number }>();
  return {
    issue: (userId, tokenVersion) =>
      jwt.sign({ tv: tokenVersion }, key, { algorithm: 'HS256', subject: String(userId), audience: AUDIENCE, expiresIn: `${ttlHours}h` }),
    verify(token) {
      const known = verified.get(token);
      if (known && known.expiresAt > Date.now()) return { userId: known.userId, tokenVersion: known.tokenVersion };
      try {
        const claims = ZClaims.parse(jwt.verify(token, key, { algorithms: ['HS256'], audience: AUDIENCE }));
        if (verified.size >= VERIFIED_MAX) verified.clear();
        verified.set(token, { userId: Number(claims.sub), tokenVersion: claims.tv, expiresAt: claims.exp * 1000 });
        return { userId: Number(claims.sub), tokenVersion: claims.tv };
      } catch {
        return null;
      }
    },
  };
}

/** JWT_SECRET, else a random secret generated once and kept in DATA_DIR (embedded default). */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'jwt-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = crypto.randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** `Authorization: Token <key>` (documented) or `Bearer <key>`. */
export function tokenFromHeader(header: string | undefined): string | null {
  const match = /^(?:Token|Bearer)\s+(\S+)$/i.exec(header ?? '');
  return match ? match[1] : null;
}

// What every request handler may use; built once in buildApp().
import type { TConfig } from './config.ts';
import type { TPrisma } from './db/client.ts';
import type { TTokenService } from './auth/tokens.ts';
import type { TFileStorage } from './files/storage.ts';
import type { TLoginThrottle } from './auth/throttle.ts';

export interface TPdfRenderer {
  render(html: string): Promise<Buffer>;
  close(): Promise<void>;
}

export interface TMailer {
  send(msg: { to: string; subject: string; text: string; html?: string }): Promise<void>;
}

export interface TServices {
  config: TConfig;
  prisma: TPrisma;
  tokens: TTokenService;
  storage: TFileStorage;
  pdf: TPdfRenderer;
  mailer: TMailer;
  loginThrottle: TLoginThrottle;
}

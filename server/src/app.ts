// buildApp(): the whole HTTP surface on one Fastify instance, without listen() (tests inject):
// tRPC at /trpc, the REST compatibility layer under /api, the OpenAPI docs and the built client.
import { registerRestRoutes } from './rest/route.ts';
import { registerFormBody } from './rest/form-body.ts';
import Fastify, { type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import type { TServices } from './services.ts';
import { createContext } from './trpc/context.ts';
import { appRouter, type AppRouter } from './trpc/router.ts';
import { fastifyErrorHandler } from './rest/errors.ts';
import { authRestRoutes } from './auth/rest.ts';
import { coreRestRoutes } from './core/rest.ts';
import { moduleRestRoutes, plainModules, workflowModules } from './modules/index.ts';
import { registerOpenApi } from './openapi/plugin.ts';
import { registerClient } from './core/client-files.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { cutLiveStreamsOnClose } from './http/live-streams.ts';
import { registerHealthRoutes } from './core/health.ts';

const JSON_BODY_LIMIT = 1024 * 1024;

export const restRoutes = [...authRestRoutes, ...coreRestRoutes, ...moduleRestRoutes];

export async function buildApp(services: TServices): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: services.config.LOG_LEVEL },
    bodyLimit: JSON_BODY_LIMIT,
    routerOptions: { maxParamLength: 5000 },
    // X-Forwarded-For / -Proto are believed from these proxies only (else anyone picks their address).
    trustProxy: services.config.TRUST_PROXY ?? false,
  });
  app.setErrorHandler(fastifyErrorHandler);
  registerSecurityHeaders(app);
  cutLiveStreamsOnClose(app);
  // Before the first request: another process's writes must reach this one's caches (db/cache-notices.ts).
  await services.cacheNotices.connect();
  app.addHook('onClose', async () => {
    await services.mailQueue.stop();
    await Promise.allSettled([services.pdf.close(), services.caseEvents.close(), services.cacheNotices.close(), services.prisma.$disconnect()]);
  });

  // Routes read multipart bodies themselves with req.parts(); the limits hold for all of them.
  await app.register(multipart, {
    limits: { fileSize: services.config.MAX_UPLOAD_MB * 1024 * 1024, files: 10, fields: 50 },
  });
  registerFormBody(app);
  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: ({ req }) => createContext(services, req),
      // The client sees 'Váratlan szerverhiba.' (trpc/init.ts); the real error is logged here.
      onError: ({ error, path, req }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR') req.log.error({ err: error.cause ?? error, path }, 'tRPC hiba');
      },
    },
  } satisfies FastifyTRPCPluginOptions<AppRouter>);

  registerRestRoutes(app, services, restRoutes);
  registerHealthRoutes(app, services);
  await registerOpenApi(app, restRoutes, [...workflowModules, ...plainModules]);
  await registerClient(app);
  return app;
}

import fs from 'node:fs';
import { productVersion } from '@spendlens/domain';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { apiPrefix, registerAccessControl } from './access';
import { registerErrorHandler } from './error-handler';
import { authRoutes } from './routes/auth-routes';
import { docsRoutes } from './routes/docs-routes';
import { downloadRoutes } from './routes/download-routes';
import { extractRoutes } from './routes/extract-routes';
import { summaryRoutes } from './routes/summary-routes';
import { hpqRoutes } from './routes/hpq-routes';
import { searchRoutes } from './routes/search-routes';
import { profileRoutes } from './routes/profile-routes';
import { caseRoutes } from './routes/case-routes';
import { dataRoutes } from './routes/data-routes';
import { dashboardRoutes } from './routes/dashboard-routes';
import { chartRoutes } from './routes/chart-routes';
import { systemRoutes } from './routes/system-routes';
import type { AppServices } from './services';
import { accountRoutes } from './routes/account-routes';
import { mfaRoutes } from './routes/mfa-routes';
import { usageRoutes } from './routes/usage-routes';
import { statementRoutes } from './routes/statement-routes';
import { externalRoutes } from './routes/external-routes';
import { approvalLimitRoutes } from './routes/approval-limit-routes';
import { redactedRequest } from './redact-url';

export interface AppOptions {
  logLevel: string;
  /** The built web app; served with an SPA fallback when it exists. */
  webDist: string | undefined;
  bodyLimitBytes?: number;
  /**
   * The reverse proxies (addresses, CIDR ranges) whose X-Forwarded-For entries give the client
   * address (request.ip, the key of every per-address budget); empty or not given = the socket's.
   */
  trustProxy?: readonly string[];
  /** Where the log goes; standard output when not given. */
  logStream?: NodeJS.WritableStream;
}

/** The reCAPTCHA widget's script and frame origins (Google's CSP guidance), allowed only with the captcha on. */
const recaptchaScripts = 'https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/';
const recaptchaFrames = 'https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/';

function contentSecurityPolicyFor(captcha: boolean): string {
  return [
    "default-src 'self'",
    captcha ? `script-src 'self' ${recaptchaScripts}` : "script-src 'self'",
    ...(captcha ? [`frame-src ${recaptchaFrames}`] : []),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

export async function buildApp(services: AppServices, options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: options.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      serializers: { req: redactedRequest },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    bodyLimit: options.bodyLimitBytes ?? 1_048_576,
    trustProxy: options.trustProxy?.length ? [...options.trustProxy] : false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app, services.internalErrors);
  registerAccessControl(app, services.sessions, services.clock, services.limits);
  const contentSecurityPolicy = contentSecurityPolicyFor(services.captcha.enabled);

  app.addHook('onSend', async (request, reply) => {
    // no API answer is kept by a browser or a proxy (data, errors, the reference alike); a route may
    // say more (a statement file's private, no-store)
    if (request.url.startsWith(apiPrefix) && !reply.hasHeader('Cache-Control'))
      reply.header('Cache-Control', 'no-store');
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'same-origin');
    reply.header('Content-Security-Policy', contentSecurityPolicy);
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  });

  // the API reference (GET docs), generated from the routes' zod schemas
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Spendlens API',
        version: productVersion,
        description: 'Every call under /api_prd/ (spec 01 §7; query semantics in ARCHITECTURE §4).',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(docsRoutes());
  await app.register(authRoutes(services));
  await app.register(systemRoutes(services));
  await app.register(summaryRoutes(services));
  await app.register(hpqRoutes(services));
  await app.register(searchRoutes(services));
  await app.register(profileRoutes(services));
  await app.register(caseRoutes(services));
  await app.register(dataRoutes(services));
  await app.register(dashboardRoutes(services));
  await app.register(chartRoutes(services));
  await app.register(extractRoutes(services));
  await app.register(accountRoutes(services));
  await app.register(mfaRoutes(services));
  await app.register(usageRoutes(services));
  await app.register(statementRoutes(services));
  await app.register(externalRoutes(services));
  await app.register(approvalLimitRoutes(services));
  await app.register(downloadRoutes());

  const webDist = options.webDist;
  const hasWeb = webDist !== undefined && fs.existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, { root: webDist, wildcard: false, index: false });
  }
  // HEAD answers as GET (its headers, no body): the API's and the static files' routes have their
  // HEAD routes (exposeHeadRoutes), the web app's pages theirs here
  app.setNotFoundHandler((request, reply) => {
    const read = request.method === 'GET' || request.method === 'HEAD';
    if (request.url.startsWith(apiPrefix) || !hasWeb || !read) {
      return reply.status(404).send({ error: 'not_found', message: 'Not found' });
    }
    return reply.type('text/html').sendFile('index.html');
  });
  return app;
}

import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config';
import { sendApiNotFound } from '../errors/error-handler';
import { isApiPath } from '../http/api-path';

interface Console {
  prefix: '/' | '/iot/';
  dir: string;
}

const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';

/**
 * Serves the built consoles: the licence portal at `/`, the IoT console at `/iot/`. Hashed assets are
 * cached for a year; `index.html` is never cached so a deploy is seen at once. A path with no file and no
 * extension is a client-side route and gets its console's `index.html`.
 */
export async function registerWebHosting(app: FastifyInstance, config: Config): Promise<void> {
  const consoles: Console[] = [
    { prefix: '/iot/', dir: config.web.iotDir },
    { prefix: '/', dir: config.web.licenceDir },
  ];
  const built = consoles.filter((c) => existsSync(path.join(c.dir, 'index.html')));
  for (const c of consoles.filter((x) => !built.includes(x))) {
    app.log.warn(`console at ${c.prefix} is not built (${c.dir}); run "npm run build"`);
  }

  for (const [index, c] of built.entries()) {
    await app.register(fastifyStatic, {
      root: c.dir,
      prefix: c.prefix,
      decorateReply: index === 0,
      // One route per built file, found at start: a path with no file (every API 404, every client-side
      // route) never touches the disk. A rebuilt console is served after a restart, as `npm start` does.
      wildcard: false,
      // The build writes a .br and a .gz beside each text file (web-kit's precompress.ts): sent as they are.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        const name = path.relative(c.dir, filePath);
        reply.header('Cache-Control', name.startsWith('assets/') ? HASHED_ASSET_CACHE : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (isApiPath(pathname)) return sendApiNotFound(request, reply);
    if (built.some((c) => `${pathname}/` === c.prefix)) {
      return reply.redirect(`${pathname}/${request.url.slice(pathname.length)}`, 301);
    }
    const target = built.find((c) => pathname.startsWith(c.prefix));
    const isPageRoute = !path.posix.extname(pathname);
    if (target && isPageRoute && (request.method === 'GET' || request.method === 'HEAD')) {
      return sendIndex(reply, target);
    }
    return reply.status(404).send({ code: 'NOT_FOUND', message: `no file ${pathname}` });
  });
}

function sendIndex(reply: FastifyReply, c: Console): FastifyReply {
  reply.header('Cache-Control', 'no-cache');
  return reply.sendFile('index.html', c.dir, { cacheControl: false });
}

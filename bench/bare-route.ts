import Fastify from 'fastify';

// A bare Fastify route in a process of its own, as the yardstick the server's common path is judged beside
// (issue 35: a 404 or /v1/health within 3× of it). It answers a small JSON body, as /v1/health does.
const app = Fastify({ logger: false });
app.get('/bare', (_request, reply) => reply.send({ status: 'ok' }));
const address = await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
process.stdout.write(`${address}\n`);

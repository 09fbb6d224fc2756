import Fastify from 'fastify';

// The reference point: a bare Fastify JSON route on the same machine, same run.
const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
const port = Number(process.env.PORT ?? 0);
await app.listen({ port, host: '127.0.0.1' });
process.send?.({ port: (app.server.address() as { port: number }).port });

import { Agent, createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type BackendState = 'ready' | 'starting' | 'draining' | 'down';

export type HealthCheckedProxy = {
  url: string;
  /** Every state each backend was seen in, in order, repeats left out (index: the backend's). */
  seen: BackendState[][];
  /** Requests sent again to another backend after the first failed to connect. */
  retried: number;
  /** Resolves once every backend's /healthz said "ready". */
  allReady(): Promise<void>;
  close(): Promise<void>;
};

// Not forwarded: they describe one connection, not the message.
const hopByHop = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'te', 'trailer']);

/**
 * A small load balancer for tests, doing what HAProxy or nginx do in front of the instances:
 * round-robin over the backends whose /healthz said "ready" at the last check (every `checkEveryMs`),
 * so a "starting" or "draining" instance gets no new requests; connections kept alive to them; a
 * request is sent to another backend when it could not connect (any method: nothing was sent) or,
 * for GET and HEAD, when the connection failed before an answer. Answers, event streams included,
 * are passed on as they arrive. With no backend ready, requests wait for one.
 */
export async function startHealthCheckedProxy(backends: string[], { checkEveryMs = 100 } = {}): Promise<HealthCheckedProxy> {
  const states: BackendState[] = backends.map(() => 'down');
  const seen: BackendState[][] = backends.map(() => []);
  const waiters = new Set<() => void>();
  const agent = new Agent({ keepAlive: true });
  let next = 0;
  let closed = false;
  let retried = 0;

  const setState = (index: number, state: BackendState) => {
    states[index] = state;
    if (seen[index].at(-1) !== state) seen[index].push(state);
    for (const wake of waiters) wake();
  };
  const untilChange = () => new Promise<void>((resolve) => waiters.add(function wake() { waiters.delete(wake); resolve(); }));

  const check = async (index: number) => {
    while (!closed) {
      try {
        // A fresh connection each time, as a load balancer's health check makes.
        const response = await fetch(`${backends[index]}/healthz`, { headers: { Connection: 'close' } });
        const { status } = (await response.json()) as { status: BackendState };
        setState(index, response.status === 200 && status === 'ready' ? 'ready' : status);
      } catch {
        setState(index, 'down');
      }
      await new Promise((resolve) => setTimeout(resolve, checkEveryMs));
    }
  };

  const pickBackend = async (): Promise<number> => {
    for (;;) {
      for (let offset = 0; offset < backends.length; offset += 1) {
        const index = (next + offset) % backends.length;
        if (states[index] === 'ready') {
          next = index + 1;
          return index;
        }
      }
      await untilChange();
    }
  };

  const forward = async (client: IncomingMessage, answer: ServerResponse, body: Buffer) => {
    const idempotent = client.method === 'GET' || client.method === 'HEAD';
    for (;;) {
      const index = await pickBackend();
      const target = new URL(client.url ?? '/', backends[index]);
      const headers = Object.fromEntries(Object.entries(client.headers).filter(([name]) => !hopByHop.has(name)));
      const outcome = await new Promise<'done' | 'retry'>((resolve) => {
        const upstream = request(target, { method: client.method, headers, agent }, (response) => {
          const kept = Object.fromEntries(Object.entries(response.headers).filter(([name]) => !hopByHop.has(name)));
          answer.writeHead(response.statusCode ?? 502, kept);
          // Event streams: the head now, each frame as it comes.
          answer.flushHeaders();
          response.pipe(answer);
          response.on('error', () => answer.destroy());
          response.on('close', () => {
            if (!response.complete) answer.destroy();
            resolve('done');
          });
        });
        // The client went away (a stream it closed): so does the upstream request.
        answer.on('close', () => upstream.destroy());
        upstream.on('error', (error: NodeJS.ErrnoException) => {
          if (answer.headersSent) return;
          if (error.code === 'ECONNREFUSED' || idempotent) {
            if (error.code === 'ECONNREFUSED') setState(index, 'down');
            resolve('retry');
            return;
          }
          answer.writeHead(502, { 'Content-Type': 'text/plain' }).end(`proxy: ${error.message}`);
          resolve('done');
        });
        upstream.end(body);
      });
      if (outcome === 'done') return;
      retried += 1;
    }
  };

  const server = createServer((client, answer) => {
    const chunks: Buffer[] = [];
    client.on('data', (chunk: Buffer) => chunks.push(chunk));
    client.on('end', () => void forward(client, answer, Buffer.concat(chunks)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const checks = backends.map((_, index) => check(index));

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    get retried() {
      return retried;
    },
    async allReady() {
      while (!states.every((state) => state === 'ready')) await untilChange();
    },
    async close() {
      closed = true;
      await Promise.all(checks);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      agent.destroy();
    },
  };
}

import { request, type IncomingHttpHeaders } from 'node:http';

export type StreamEvent = { event: string; data: string; id?: string };

export type EventStreamClient = {
  status: number;
  headers: IncomingHttpHeaders;
  /** Every event so far, in arrival order. */
  events: StreamEvent[];
  /** Comment lines (heartbeats) and retry hints seen so far. */
  comments: string[];
  retry: number | null;
  /** Resolves with the first event (from `from` on) that matches; fails after `timeoutMs` (a guard, not a measurement). */
  waitFor(match: (event: StreamEvent) => boolean, options?: { from?: number; timeoutMs?: number }): Promise<StreamEvent>;
  /** The body of a refused (non-200) answer. */
  body(): Promise<string>;
  close(): void;
  closed: Promise<void>;
};

/**
 * A Server-Sent Events client over a real socket (node:http, no EventSource polyfill): parses
 * frames as the browser does (event, data, id, retry, comments) as soon as their bytes arrive.
 */
export function openEventStream(url: string, headers: Record<string, string> = {}): Promise<EventStreamClient> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'GET', headers: { Accept: 'text/event-stream', ...headers } }, (res) => {
      const events: StreamEvent[] = [];
      const comments: string[] = [];
      const waiters = new Set<() => void>();
      let buffer = '';
      let raw = '';
      let retry: number | null = null;
      let closedResolve!: () => void;
      const closed = new Promise<void>((done) => (closedResolve = done));
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        if (res.statusCode !== 200) {
          raw += chunk;
          return;
        }
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const frame: StreamEvent = { event: 'message', data: '' };
          const data: string[] = [];
          let isEvent = false;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim());
            else if (line.startsWith('retry: ')) retry = Number(line.slice(7));
            else if (line.startsWith('event: ')) {
              frame.event = line.slice(7);
              isEvent = true;
            } else if (line.startsWith('id: ')) frame.id = line.slice(4);
            else if (line.startsWith('data: ')) {
              data.push(line.slice(6));
              isEvent = true;
            }
          }
          if (isEvent) {
            frame.data = data.join('\n');
            events.push(frame);
          }
        }
        for (const wake of waiters) wake();
      });
      res.on('close', () => {
        closedResolve();
        for (const wake of waiters) wake();
      });
      const bodyDone = new Promise<string>((done) => res.on('end', () => done(raw)));
      resolve({
        status: res.statusCode ?? 0,
        headers: res.headers,
        events,
        comments,
        get retry() {
          return retry;
        },
        closed,
        body: () => bodyDone,
        waitFor(match, { from = 0, timeoutMs = 10_000 } = {}) {
          return new Promise((found, fail) => {
            const check = () => {
              const hit = events.slice(from).find(match);
              if (hit) {
                waiters.delete(check);
                clearTimeout(timer);
                found(hit);
              }
            };
            const timer = setTimeout(() => {
              waiters.delete(check);
              fail(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events.map((event) => event.event))}`));
            }, timeoutMs);
            waiters.add(check);
            check();
          });
        },
        close: () => {
          req.destroy();
          res.destroy();
        },
      });
    });
    req.on('error', reject);
    req.end();
  });
}

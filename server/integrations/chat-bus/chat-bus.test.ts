import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, type TestContext } from 'vitest';
import type { ChatBus } from './chat-bus';
import { createChatBus } from './create-chat-bus';
import { redisAnswers } from '../../../tests/setup/redis';

// The real Redis of this machine and of CI; TEST_REDIS_URL points elsewhere.
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisSkipReason = (await redisAnswers(redisUrl)) ? undefined : `no Redis answers at ${redisUrl} (set TEST_REDIS_URL)`;

type Event = { type: string; n: number };
const open: ChatBus<Event>[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((bus) => bus.close()));
});
function track(bus: ChatBus<Event>) {
  open.push(bus);
  return bus;
}

/** Resolves once `received` holds `count` events (a guard against hanging, not a timing). */
async function until(received: unknown[], count: number) {
  for (let attempt = 0; attempt < 500 && received.length < count; attempt += 1) await new Promise((resolve) => setTimeout(resolve, 10));
}

const implementations = [
  { name: 'in memory', pair: () => { const bus = track(createChatBus<Event>()); return [bus, bus] as const; }, skipReason: undefined },
  {
    name: 'over Redis',
    // Two buses with one namespace: two server instances.
    pair: () => {
      const namespace = `ever-after-test:${randomUUID()}`;
      return [track(createChatBus<Event>({ redisUrl, namespace })), track(createChatBus<Event>({ redisUrl, namespace }))] as const;
    },
    skipReason: redisSkipReason,
  },
];

describe.each(implementations)('the chat bus $name', ({ pair, skipReason }) => {
  it('delivers an event to each listener of the named users, in order, and to nobody else', async (context: TestContext) => {
    context.skip(skipReason !== undefined, skipReason);
    const [here, there] = pair();
    const [ann, annOtherTab, bob, carol] = [[], [], [], []] as Event[][];
    await here.subscribe(1, { onEvent: (event) => ann.push(event) });
    await there.subscribe(1, { onEvent: (event) => annOtherTab.push(event) });
    await there.subscribe(2, { onEvent: (event) => bob.push(event) });
    await here.subscribe(3, { onEvent: (event) => carol.push(event) });
    for (let n = 1; n <= 5; n += 1) await (n % 2 ? here : there).publish([1, 2, 2], { type: 'e', n });
    await until(bob, 5);
    await until(ann, 5);
    await until(annOtherTab, 5);
    for (const heard of [ann, annOtherTab, bob]) expect(heard.map((event) => event.n)).toEqual([1, 2, 3, 4, 5]);
    expect(carol).toEqual([]);
    // Listeners are counted per process (the in-memory pair is one bus).
    expect(there.listenerCount(1)).toBe(here === there ? 2 : 1);
    expect(there.listenerCount()).toBe(here === there ? 4 : 2);
  });

  it('stops delivering after unsubscribe, and tells listeners when it closes', async (context: TestContext) => {
    context.skip(skipReason !== undefined, skipReason);
    const [here, there] = pair();
    const heard: Event[] = [];
    const kept: Event[] = [];
    let closed = 0;
    const subscription = await there.subscribe(7, { onEvent: (event) => heard.push(event) });
    await there.subscribe(7, { onEvent: (event) => kept.push(event), onClose: () => (closed += 1) });
    await here.publish([7], { type: 'e', n: 1 });
    await until(heard, 1);
    subscription.unsubscribe();
    await here.publish([7], { type: 'e', n: 2 });
    await until(kept, 2);
    expect(heard.map((event) => event.n)).toEqual([1]);
    expect(kept.map((event) => event.n)).toEqual([1, 2]);
    await there.close();
    expect(closed).toBe(1);
    expect(there.listenerCount()).toBe(0);
  });

  it('ends its listeners on shutdown and still publishes for the requests being finished', async (context: TestContext) => {
    context.skip(skipReason !== undefined, skipReason);
    const [here, there] = pair();
    let ended = 0;
    const heard: Event[] = [];
    await here.subscribe(3, { onEvent: () => undefined, onClose: () => (ended += 1) });
    here.endListeners();
    expect(ended).toBe(1);
    expect(here.listenerCount()).toBe(0);
    // A listener elsewhere (the in-memory pair is one bus: it listens after the end).
    await there.subscribe(4, { onEvent: (event) => heard.push(event) });
    await here.publish([4], { type: 'e', n: 1 });
    await until(heard, 1);
    expect(heard).toEqual([{ type: 'e', n: 1 }]);
  });
});


import { inject } from 'vitest';

/**
 * The shared server of the lane this spec file runs in. The end-to-end run has one lane per
 * worker (tests/setup/e2e-server.ts), each a server on its own copy of the seeded data, so two
 * spec files running at once never share a database; files in one lane run one after another.
 */
const lanes = inject('lanes');
if (!lanes) throw new Error('tests/setup/e2e-lane.ts belongs to the end-to-end run (vitest --project e2e): a unit test imported it');
// Vitest numbers its workers from 1 to maxWorkers (VITEST_POOL_ID), one file at a time each.
const lane = lanes[((Number(process.env.VITEST_POOL_ID) || 1) - 1) % lanes.length];

/** The lane's server, e.g. http://127.0.0.1:41234. */
export const baseUrl = lane.baseUrl;
/** The lane server's DATA_DIR/outbox: its e-mail, read with tests/setup/outbox.ts. */
export const outboxDir = lane.outboxDir;

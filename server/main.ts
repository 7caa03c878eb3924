/**
 * The server process's entry. React chooses its development or production build from NODE_ENV when
 * it is first imported, so NODE_ENV is settled before anything imports React: a server started
 * without it (npm start, npm run serve) is a production server.
 */
process.env.NODE_ENV ??= 'production';
await import('./start');
// A module (for top-level await), with nothing to export.
export {};

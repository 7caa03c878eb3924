import pino, { type DestinationStream, type Logger } from 'pino';

/** LOG_LEVEL's values, quietest last. */
export const logLevels = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

/** Where the lines go: standard output, unless a test (or an operator's tool) points them elsewhere. */
let destination: DestinationStream = pino.destination({ dest: 1, sync: true });

/**
 * The server's one logger: JSON lines with time, level and message, plus what the caller adds
 * (requestId, route, status, durationMs, viewerId; `err` with its stack). Personal data never goes
 * in: a viewer is their id, never their e-mail or name. LOG_LEVEL sets the level at start.
 */
export const log: Logger = pino(
  {
    level: process.env.LOG_LEVEL && (logLevels as readonly string[]).includes(process.env.LOG_LEVEL) ? process.env.LOG_LEVEL : 'info',
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  },
  // Written through a holder so that the destination can change after modules took the logger.
  { write: (line: string) => destination.write(line) },
);

/** Sends the log lines to `stream` (tests read them); returns the function that puts the previous one back. */
export function setLogDestination(stream: DestinationStream): () => void {
  const previous = destination;
  destination = stream;
  return () => {
    destination = previous;
  };
}

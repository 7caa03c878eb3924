import { Transform } from 'node:stream';

/**
 * React hoists the route modules' <link rel="modulepreload"> tags into <head> ahead of the
 * stylesheets, so on a slow connection the page's JavaScript competes with the CSS that the first
 * paint waits for. This moves them to the end of <head>: the stylesheets are requested first, the
 * scripts right after, and nothing else changes. Only the stream up to </head> is rewritten.
 */
export function stylesheetsFirst(): Transform {
  let head = '';
  let done = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (done) return callback(null, chunk);
      head += chunk.toString('utf8');
      const end = head.indexOf('</head>');
      if (end === -1) return callback();
      done = true;
      const preloads: string[] = [];
      const rest = head.slice(0, end).replace(/<link rel="modulepreload"[^>]*\/>/g, (tag) => {
        preloads.push(tag);
        return '';
      });
      callback(null, rest + preloads.join('') + head.slice(end));
    },
    flush(callback) {
      callback(null, done ? undefined : head);
    },
  });
}

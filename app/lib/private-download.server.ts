import { shownRefusal } from './refusal-page.server';

/** RFC 8187's encoding of a header parameter: percent-encoded UTF-8, with the characters it reserves too. */
const encodeParameter = (value: string) => encodeURIComponent(value).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);

/** The file name for browsers that read only `filename`: printable ASCII, no quotes or backslashes. */
const asciiFileName = (value: string) => value.replace(/[^\x20-\x7e]|["\\]/g, '_');

/**
 * A private file as a download (verification documents, review evidence): the file the use case
 * read, or the refusal it threw as plain text with its status (404 for a stranger). Never cached.
 */
export async function privateDownload(read: () => Promise<{ bytes: Uint8Array | Buffer; contentType: string; fileName: string }>): Promise<Response> {
  try {
    const file = await read();
    return new Response(new Uint8Array(file.bytes), {
      headers: {
        'Content-Type': file.contentType,
        'Content-Disposition': `attachment; filename="${asciiFileName(file.fileName)}"; filename*=UTF-8''${encodeParameter(file.fileName)}`,
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, no-store',
      },
    });
  } catch (error) {
    const { message, status } = shownRefusal(error);
    return new Response(message, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' } });
  }
}

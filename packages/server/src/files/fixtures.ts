/**
 * Test fixtures for uploads: real file heads (what the content check reads) and multipart
 * bodies streamed lazily, so a test can send hundreds of megabytes without holding them and
 * can see how much of a body the server pulled.
 */

/** The first bytes of a real PNG (signature and header chunk of a 1x1 image). */
export const PNG_HEAD = new Uint8Array(
  Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex'),
);

/** The first bytes of a Windows executable. */
export const EXE_HEAD = new Uint8Array(Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62)]));

/** A PNG file of `size` bytes (a real head, then zeros). */
export function pngFile(name: string, size = 64): File {
  const bytes = new Uint8Array(Math.max(size, PNG_HEAD.length));
  bytes.set(PNG_HEAD);
  return new File([bytes.subarray(0, Math.max(size, PNG_HEAD.length))], name, { type: 'image/png' });
}

/** One part of a streamed multipart body. */
export type StreamedPart =
  { field: string; value: string } | { field: string; filename: string; size: number; head?: Uint8Array };

export interface StreamedBody {
  body: ReadableStream<Uint8Array>;
  contentType: string;
  /** The exact byte length of the body. */
  length: number;
  /** How many bytes the reader has pulled so far. */
  pulled(): number;
}

const CHUNK = 64 * 1024;

/**
 * A multipart body generated as it is read (file bytes are the head, then zeros), recording
 * how much of it was pulled.
 */
export function streamedMultipart(parts: readonly StreamedPart[]): StreamedBody {
  const boundary = `----storeroom-stream-${Math.random().toString(16).slice(2)}`;
  const text = new TextEncoder();
  const pieces: (Uint8Array | { size: number; head?: Uint8Array })[] = [];
  for (const part of parts) {
    if ('value' in part) {
      pieces.push(
        text.encode(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"\r\n\r\n${part.value}\r\n`,
        ),
      );
      continue;
    }
    pieces.push(
      text.encode(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.filename}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      { size: part.size, ...(part.head ? { head: part.head } : {}) },
      text.encode('\r\n'),
    );
  }
  pieces.push(text.encode(`--${boundary}--\r\n`));
  const length = pieces.reduce((n, p) => n + (p instanceof Uint8Array ? p.byteLength : p.size), 0);
  const zeros = new Uint8Array(CHUNK);
  let pulled = 0;
  let piece = 0;
  let offset = 0;
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const current = pieces[piece];
        if (!current) return controller.close();
        let chunk: Uint8Array;
        if (current instanceof Uint8Array) {
          chunk = current;
          piece += 1;
        } else {
          const head =
            current.head && offset < current.head.byteLength ? current.head.subarray(offset) : undefined;
          chunk = (head ?? zeros).subarray(0, Math.min(CHUNK, current.size - offset));
          offset += chunk.byteLength;
          if (offset >= current.size) {
            piece += 1;
            offset = 0;
          }
          // A fresh copy: the consumer may hold on to it.
          chunk = chunk.slice();
        }
        pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    },
    { highWaterMark: 0 },
  );
  return { body, contentType: `multipart/form-data; boundary=${boundary}`, length, pulled: () => pulled };
}

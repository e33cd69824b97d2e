/** Writing to stdout at the reader's pace: a slow pipe slows the paging, instead of filling memory. */
import { once } from 'node:events';

export interface Sink {
  write(chunk: string | Uint8Array): Promise<void>;
}

export function streamSink(stream: NodeJS.WritableStream): Sink {
  return {
    async write(chunk) {
      if (chunk.length > 0 && !stream.write(chunk)) await once(stream, 'drain');
    },
  };
}

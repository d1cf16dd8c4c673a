/** Calls `onMessage` with each newline-delimited JSON value a stream writes (a child's stdout under stdio). */
export function onJsonLines(stream: NodeJS.ReadableStream, onMessage: (message: any) => void): void {
  let buffered = '';
  stream.on('data', (c: Buffer | string) => {
    buffered += c.toString();
    for (let i = buffered.indexOf('\n'); i !== -1; i = buffered.indexOf('\n')) {
      const line = buffered.slice(0, i);
      buffered = buffered.slice(i + 1);
      onMessage(JSON.parse(line));
    }
  });
}

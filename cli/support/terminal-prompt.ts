import { createInterface } from 'node:readline/promises';

export interface PromptStreams {
  input?: NodeJS.ReadableStream;
  output?: NodeJS.WritableStream;
}

/**
 * Asks one question on the terminal and returns the answer, or undefined when the operator ends the input
 * (Ctrl-D) or interrupts it (Ctrl-C): callers treat that as "cancel". The question goes to stderr so that stdout
 * keeps only the command's own output (a `--json` envelope stays one line even when prompted).
 */
export async function askOnTerminal(question: string, streams: PromptStreams = {}): Promise<string | undefined> {
  const output = streams.output ?? process.stderr;
  const prompt = createInterface({ input: streams.input ?? process.stdin, output });
  try {
    return await prompt.question(question);
  } catch (error) {
    // readline/promises rejects a pending question with an AbortError when the interface closes on Ctrl-D/Ctrl-C.
    if (!(error instanceof Error && error.name === 'AbortError')) throw error;
    output.write('\n'); // the report that follows starts on its own line, not after the question
    return undefined;
  } finally {
    prompt.close();
  }
}

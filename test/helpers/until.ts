/** Polls `condition` until it holds; throws, naming `what`, once `ms` have passed without it. */
export async function until(condition: () => boolean, what: string, ms = 15_000, everyMs = 25): Promise<void> {
  const end = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((done) => setTimeout(done, everyMs));
  }
}

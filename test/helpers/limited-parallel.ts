/**
 * Runs `work` over every item with at most `limit` in flight, keeping the results in input order. Used for CLI
 * subprocesses: each is a cold Node start, so a small limit uses both cores without thrashing a 2-core CI machine.
 */
export async function mapLimited<T, R>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, lane));
  return results;
}

const DISCORD_EPOCH = 1_420_070_400_000n;

/** Generates increasing snowflakes the way Discord does: timestamp, then a per-millisecond counter. */
export class SnowflakeGenerator {
  private last = 0n;

  next(now = Date.now()): string {
    let id = (BigInt(now) - DISCORD_EPOCH) << 22n;
    if (id <= this.last) id = this.last + 1n;
    this.last = id;
    return id.toString();
  }
}

/** The creation time encoded in a snowflake. */
export function snowflakeTime(id: string): Date {
  return new Date(Number((BigInt(id) >> 22n) + DISCORD_EPOCH));
}

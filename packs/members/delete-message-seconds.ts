import * as z from 'zod';

/** How much of a banned user's recent message history to delete: up to 7 days. */
export const deleteMessageSeconds = z.number().int().min(0).max(604_800).describe("Also delete the user's messages from the last N seconds (max 7 days)");

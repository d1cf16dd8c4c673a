import type { NoToolChances } from './tool-search-index.js';

/**
 * Whether a search should answer that no tool does what was asked, read from the classifier's two no-tool classes
 * (trained at build time on hand-written requests: scripts/search/unserved-requests.json and
 * off-topic-requests.json): `off-topic` when the request is not about running a Discord community, `unserved` when it
 * is, but no tool does it.
 */
export type NoToolAnswer = 'off-topic' | 'unserved';

/**
 * No tool answers a phrasing when the two no-tool classes together are at least this likely and likelier than every
 * tool. A probability, not a score: it keeps its meaning as the training data grows, where a score threshold had to be
 * raised as more data lifted unrelated requests. Cross-validation on the training requests (bench/no-tool-lab.mjs)
 * bounds it: at 0.7 and below it refuses more than 0.1% of the tool requests; above that, it is the smallest value
 * that refuses no more real development and held-out requests than before (bench/README.md).
 */
export const NO_TOOL_CHANCE = 0.72;

/** One phrasing's answer: none when a tool is likelier, else the likelier of the two no-tool classes. */
function phrasingAnswer({ unserved, offTopic, bestTool }: NoToolChances): NoToolAnswer | undefined {
  const none = unserved + offTopic;
  if (none < NO_TOOL_CHANCE || none <= bestTool) return undefined;
  return offTopic >= unserved ? 'off-topic' : 'unserved';
}

/**
 * The answer for a search of one or several phrasings of a need: a no-tool answer only when every phrasing gets one
 * (off-topic when every phrasing reads off-topic, else unserved), so one phrasing a tool serves keeps the tools.
 */
export function noToolAnswer(phrasings: readonly NoToolChances[]): NoToolAnswer | undefined {
  const answers = phrasings.map(phrasingAnswer);
  if (!answers.length || answers.some((a) => a === undefined)) return undefined;
  return answers.every((a) => a === 'off-topic') ? 'off-topic' : 'unserved';
}

import { describeSearchTestSetShape } from '../helpers/search-test-set-shape.js';

/**
 * The fifth frozen search test set: the fourth set's eight styles plus five it lacked (speech-to-text "voice",
 * emoji-heavy, "don't X, just Y" negated, the first step of several, a situation described "indirect"), each with 20
 * requests or more; 640 requests or more, written with at least 40 / 15 / 9 per language group.
 */
describeSearchTestSetShape('search-test-5-blind.json', {
  styles: ['agent', 'chatty', 'emoji', 'formal', 'forwarded', 'indirect', 'mixed', 'multi-step', 'negated', 'slang', 'terse', 'typos', 'voice'],
  minRequests: 640,
  minMajor: 40,
  minCommon: 15,
  minMore: 9,
  minPerStyle: 20,
});

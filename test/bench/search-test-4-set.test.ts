import { describeSearchTestSetShape } from '../helpers/search-test-set-shape.js';

/** The fourth frozen search test set: eight styles, 600 requests or more, written with at least 30 / 14 / 12 per language group. */
describeSearchTestSetShape('search-test-4-blind.json', {
  styles: ['agent', 'chatty', 'formal', 'forwarded', 'mixed', 'slang', 'terse', 'typos'],
  minRequests: 600,
  minMajor: 30,
  minCommon: 14,
  minMore: 12,
});

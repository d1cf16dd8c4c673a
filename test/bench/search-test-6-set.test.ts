import { describeSearchTestSetShape } from '../helpers/search-test-set-shape.js';

/**
 * The sixth frozen search test set: the fifth set's styles less emoji, plus five it lacked (romanised, hypothetical,
 * frustrated, shorthand, outcome-goal), each with 25 requests or more; 700 requests or more, written with at least 60 /
 * 15 / 9 per language group and 6 in each of five languages no earlier set holds (ro, hu, el, he, da).
 */
describeSearchTestSetShape('search-test-6-blind.json', {
  styles: [
    'agent',
    'chatty',
    'formal',
    'forwarded',
    'frustrated',
    'hypothetical',
    'indirect',
    'mixed',
    'multi-step',
    'negated',
    'outcome-goal',
    'romanised',
    'shorthand',
    'slang',
    'terse',
    'typos',
    'voice',
  ],
  minRequests: 700,
  minMajor: 60,
  minCommon: 15,
  minMore: 9,
  minPerStyle: 25,
  extraLanguages: { da: 6, el: 6, he: 6, hu: 6, ro: 6 },
});

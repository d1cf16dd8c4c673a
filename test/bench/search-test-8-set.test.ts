import { describeSearchTestSetShape } from '../helpers/search-test-set-shape.js';

/**
 * The eighth frozen search test set: the seventh set's styles plus five it lacked (incident, checklist, uncertain,
 * sarcastic, quoted-rule), each with 30 requests or more; 1,000 requests or more, weighted to other languages (English
 * about a quarter; es, pt-BR, de, fr and ja at 100 or more each, so each can be read alone), 20 / 8 per smaller language
 * group (Tagalog/Filipino among them as fil) and 8 in each of four languages no earlier set holds (ro, da, hr, sk).
 * Every tool is expected at least once.
 */
describeSearchTestSetShape('search-test-8-blind.json', {
  styles: [
    'agent',
    'ascii',
    'chatty',
    'checklist',
    'emoji',
    'follow-up',
    'formal',
    'forwarded',
    'frustrated',
    'hypothetical',
    'incident',
    'indirect',
    'mixed',
    'multi-step',
    'negated',
    'outcome-goal',
    'quoted-rule',
    'romanised',
    'sarcastic',
    'shorthand',
    'slang',
    'storytelling',
    'structured',
    'terse',
    'typos',
    'uncertain',
    'voice',
  ],
  minRequests: 1000,
  minMajor: 100,
  minCommon: 20,
  minMore: 8,
  minPerStyle: 30,
  extraLanguages: { da: 8, hr: 8, ro: 8, sk: 8 },
  englishShare: [0.2, 0.3],
});

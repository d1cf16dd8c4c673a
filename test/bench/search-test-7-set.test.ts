import { describeSearchTestSetShape } from '../helpers/search-test-set-shape.js';

/**
 * The seventh frozen search test set: the sixth set's styles plus five it lacked (emoji, ascii, follow-up, structured,
 * storytelling), each with 30 requests or more; 1,000 requests or more, weighted to other languages (English about a
 * quarter; es, pt-BR, de, fr and ja at 100 or more each, so each can be read alone), 20 / 8 per smaller language group
 * and 8 in each of five languages no earlier set holds (fi, nb, bg, ms, fa). Every tool was expected at freeze; the one
 * request for guild_modify_current_voice_state was among the three dropped as equal to training requests.
 */
describeSearchTestSetShape('search-test-7-blind.json', {
  styles: [
    'agent',
    'ascii',
    'chatty',
    'emoji',
    'follow-up',
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
    'storytelling',
    'structured',
    'terse',
    'typos',
    'voice',
  ],
  minRequests: 1000,
  minMajor: 100,
  minCommon: 20,
  minMore: 8,
  minPerStyle: 30,
  extraLanguages: { bg: 8, fa: 8, fi: 8, ms: 8, nb: 8 },
  englishShare: [0.2, 0.3],
  droppedTools: ['guild_modify_current_voice_state'],
});

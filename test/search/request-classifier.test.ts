import { describe, expect, it } from 'vitest';
import { features, RequestClassifier } from '../../core/search/request-classifier.js';
import { DEFAULT_CLASSIFIER_TRAINING, trainClassifier } from '../../scripts/search/train-classifier.js';

/** A toy problem with the shape of the real one: siblings that share a topic and differ in what is asked. */
const DOCUMENTS = [
  ...['show me every role', 'list all the roles', 'which roles exist on the server', 'all roles please'].map((text) => ({ text, label: 0, weight: 1 })),
  ...['delete the mods role', 'get rid of the helper role', 'remove that role for good', 'wipe the old role'].map((text) => ({ text, label: 1, weight: 1 })),
  ...['rename the mods role', 'change the colour of the helper role', 'make the vip role pink', 'edit the role name'].map((text) => ({ text, label: 2, weight: 1 })),
  ...['pin that message', 'pin the announcement', 'stick this message to the top', 'pin it in the channel'].map((text) => ({ text, label: 3, weight: 1 })),
];
const best = (p: Float64Array) => p.indexOf(Math.max(...p));

describe('the request classifier', () => {
  const model = trainClassifier(DOCUMENTS, 4);
  const classifier = new RequestClassifier(JSON.parse(JSON.stringify(model)));

  it('learns what tells siblings apart, and reads requests it was not trained on', () => {
    expect(best(classifier.probabilities('list every role we have'))).toBe(0);
    expect(best(classifier.probabilities('get rid of the role'))).toBe(1);
    expect(best(classifier.probabilities('rename a role'))).toBe(2);
    const p = classifier.probabilities('pin this one');
    expect(best(p)).toBe(3);
    expect(p.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 6);
  });

  it('meets a typo through its character n-grams', () => {
    // "anouncement" shares no word with any document, only most of its n-grams with "announcement".
    expect([...features('the anouncement', DEFAULT_CLASSIFIER_TRAINING.groups, DEFAULT_CLASSIFIER_TRAINING.charSizes).keys()]).not.toContain('w:announcement');
    expect(best(classifier.probabilities('the anouncement'))).toBe(3);
  });

  it('trains the same weights from the same documents (the build artefact is reproducible)', () => {
    expect(trainClassifier(DOCUMENTS, 4)).toEqual(model);
  });

  it('keeps each feature group at its weight whatever the request length', () => {
    const f = features('delete the old role now', { word: 1, pair: 0.5, char: 0 }, [3]);
    const norm = (prefix: string) => Math.hypot(...[...f].filter(([k]) => k.startsWith(prefix)).map(([, v]) => v));
    expect(norm('w:')).toBeCloseTo(1, 6);
    expect(norm('p:')).toBeCloseTo(0.5, 6);
    expect([...f.keys()].some((k) => k.startsWith('c:'))).toBe(false);
  });
});

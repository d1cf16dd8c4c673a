/**
 * Hiragana and katakana write the same sounds: a loanword typed in hiragana ("めっせーじ", as voice input and
 * children write it) is the katakana word ("メッセージ") of the lexicon and the training requests. The two blocks
 * are the same letters 0x60 apart (ぁ..ゖ, ァ..ヶ); the long-vowel mark ー is shared.
 */
const HIRAGANA = /[\u3041-\u3096]/g;
const KATAKANA = /[\u30A1-\u30F6]/g;
const SHIFT = 0x60;

export const katakanaOf = (text: string): string => text.replace(HIRAGANA, (c) => String.fromCharCode(c.charCodeAt(0) + SHIFT));

export const hiraganaOf = (text: string): string => text.replace(KATAKANA, (c) => String.fromCharCode(c.charCodeAt(0) - SHIFT));

/** A word written in hiragana alone (with the long-vowel mark). */
export const isHiragana = (text: string): boolean => /^[\p{Script=Hiragana}ー]+$/u.test(text);

/** A word written in katakana alone (with the long-vowel mark). */
export const isKatakana = (text: string): boolean => /^[\p{Script=Katakana}ー]+$/u.test(text);

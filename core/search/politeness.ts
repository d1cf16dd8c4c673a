import { cues } from './cue-words.js';

/**
 * Politeness and the words of asking, which say how a request is put and never which tool it wants: "please ban
 * @leo" and "ban @leo" ask for one thing. Left in, the classifier learned them as words of the tools whose training
 * requests happen to say them most (appeals say "please unban", so "please ban @leo" ranked the unban first). Search
 * reads a request without them (read-request.ts), as it reads it without its mentioned names; the readers of a
 * request's shape still see them (an ask clause reads as one by its "please": ask-cues.ts).
 *
 * Per language, the phrases people put around an ask: "please", "could you", "would you be so kind as to", "por
 * favor", "bitte", "s'il vous plaît", "per favore", "proszę", "пожалуйста", "lütfen", "お願いします", "ください",
 * "주세요", "请", "麻烦您", and thanks. Verbs of wanting and needing ("I want", "hay que") are not among them: an
 * outcome is often said with them.
 */
const SPACED = [
  // en
  "please|pls|plz|plox|pleas+e+|pretty please|kindly|could you|would you|can you|will you|could you please|would you please|can you please|" +
    'would you kindly|could you kindly|would you be so kind as to|would you be so kind and|would you be so kind|be so kind as to|would you mind|do you mind|' +
    "could i please|may i please|if you could|if you would|if possible|if you don't mind|if you dont mind|when you get a chance|when you have a moment|" +
    "i'd appreciate it if you could|i would appreciate it if you could|i'd really appreciate it if you could|i'd be grateful if you could|" +
    'do me a favor and|do me a favour and|be a dear and|thanks|thank you|thanks a lot|thank you so much|thanks so much|many thanks|thx|much appreciated|cheers',
  // es
  'por favor|porfa|porfi|porfavor|xfa|x favor|podrías|podrias|podría|podria|puedes|serías tan amable de|serias tan amable de|sería tan amable de|seria tan amable de|' +
    'me harías el favor de|me harias el favor de|me haces el favor de|hazme el favor de|si no es molestia|te agradecería que|le agradecería que|gracias|muchas gracias',
  // pt
  'por gentileza|por obséquio|pfv|pfvr|poderia|você poderia|voce poderia|vc poderia|você pode|voce pode|vc pode|será que você poderia|sera que voce poderia|' +
    'será que você pode|seria possível|seria possivel|se possível|se possivel|faz favor|faça o favor de|faca o favor de|obrigado|obrigada|valeu|vlw',
  // de
  'bitte|bitteschön|bitte schön|danke|danke schön|vielen dank|könnten sie|konnten sie|könntest du|konntest du|würden sie|wurden sie|würdest du|wurdest du|' +
    'können sie|konnen sie|kannst du|wären sie so freundlich|waren sie so freundlich|wärst du so nett|warst du so nett|sei so nett und|seien sie so freundlich und|' +
    'freundlicherweise|netterweise|ich wäre dankbar wenn|ich ware dankbar wenn|ich bitte um',
  // fr
  "s'il vous plaît|s'il vous plait|s'il te plaît|s'il te plait|svp|stp|merci beaucoup|merci de bien vouloir|merci de|merci|pourriez-vous|pourriez vous|" +
    'pourrais-tu|pourrais tu|pouvez-vous|pouvez vous|peux-tu|peux tu|tu peux|vous pouvez|tu pourrais|vous pourriez|auriez-vous l’amabilité de|' +
    "auriez-vous l'amabilité de|auriez-vous la gentillesse de|je vous prie de|veuillez|voudriez-vous|voulez-vous bien|bien vouloir|si possible|je vous remercie",
  // it
  'per favore|perfavore|per piacere|per cortesia|cortesemente|gentilmente|potresti|potrebbe|puoi|saresti così gentile da|saresti cosi gentile da|' +
    'sarebbe così gentile da|sarebbe cosi gentile da|ti dispiacerebbe|le dispiacerebbe|mi faresti il favore di|grazie|grazie mille',
  // pl
  'bardzo proszę|bardzo prosze|uprzejmie proszę|uprzejmie prosze|proszę o|prosze o|proszę|prosze|czy mógłbyś|czy moglbys|czy mogłabyś|czy moglabys|' +
    'czy mógłby pan|czy mogłaby pani|czy mogłaby|czy mógłby|mógłbyś|moglbys|mogłabyś|moglabys|czy możesz|czy mozesz|możesz|mozesz|dziękuję|dziekuje|dzięki|dzieki|plis',
  // ru
  'пожалуйста|пожалуйсто|плиз|будьте добры|будь добр|будьте любезны|будь любезен|не могли бы вы|не мог бы ты|не могла бы ты|могли бы вы|можете|можешь|' +
    'спасибо|заранее спасибо|прошу вас|прошу|буду благодарен|буду благодарна|если не сложно|если не трудно',
  // tr (and the polite "-ir misiniz", would you)
  'lütfen|lutfen|mısınız|misiniz|musunuz|müsünüz|rica etsem|rica ederim|zahmet olmazsa|mümkünse|mumkunse|teşekkürler|tesekkurler|teşekkür ederim|tesekkur ederim|sağ ol|sag ol|sağol|sagol',
  // ko: spaced words (an ending written onto its verb, "삭제해주세요", is the lexicon's)
  '부탁드립니다|부탁드려요|부탁합니다|부탁해요|부탁해|혹시|제발|감사합니다|고맙습니다|좀|님',
].join('|');

/**
 * Korean "주세요" is "please do" after a verb ("만들어 주세요") and "give" itself after a noun ("역할 주세요", give the
 * role): only the first is politeness.
 */
const KOREAN_PLEASE_DO = /(?<=\p{Script=Hangul}[아어여해워와] )(?:주세요|주시겠어요|주시겠습니까|주실래요|주실 수 있을까요|주실 수 있나요|줄래요|줄래|줘요|줘)(?![\p{L}\p{N}])/gu;

/** Japanese and Chinese, written without spaces: found anywhere in a run. */
const UNSPACED = [
  // ja: keigo around the verb ("削除していただけますか" reads as "削除して")
  'よろしくお願いいたします|よろしくお願いします|お願いいたします|お願いします|お願い|おねがいします|おねがい|' +
    'していただけますでしょうか|いただけますでしょうか|いただけますか|いただけませんか|いただきたいです|いただきたい|もらえますか|もらえませんか|くれませんか|' +
    'ください|下さい|恐れ入りますが|恐縮ですが|お手数をおかけしますが|お手数ですが|申し訳ありませんが|すみませんが|すいませんが|でしょうか',
  // zh
  '请问|(?<!申)请|麻烦您|麻烦你|麻烦|劳驾|谢谢|多谢|感谢|帮我|帮忙|您',
].join('|');

const byLength = (alternatives: string) => alternatives.split('|').sort((a, b) => b.length - a.length).join('|');

const POLITE_WORDS = new RegExp(`(?<![\\p{L}\\p{M}\\p{N}])(?:${cues(byLength(SPACED)).replace(/'/g, "['’]")})(?![\\p{L}\\p{M}\\p{N}])`, 'giu');
const POLITE_UNSPACED = new RegExp(byLength(UNSPACED), 'gu');

/** The text without its politeness and ask phrases (each replaced by a space). */
export function withoutPoliteness(text: string): string {
  return text.replace(POLITE_WORDS, ' ').replace(KOREAN_PLEASE_DO, ' ').replace(POLITE_UNSPACED, ' ');
}

import { definePack } from '../../core/index.js';
import { InspirationEmojiGgSearch } from './inspiration-emoji-gg-search.js';

export default definePack('inspiration', [InspirationEmojiGgSearch], {
  purpose: 'Find emoji ideas on emoji.gg',
});

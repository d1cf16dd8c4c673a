import { definePack } from '../../core/index.js';
import { IntelligenceClassifyMessages } from './intelligence-classify-messages.js';
import { IntelligenceDraftResponse } from './intelligence-draft-response.js';
import { IntelligenceExtractEntities } from './intelligence-extract-entities.js';
import { IntelligenceModerateContent } from './intelligence-moderate-content.js';
import { IntelligenceSummarizeChannel } from './intelligence-summarize-channel.js';

export default definePack('intelligence', [
  IntelligenceClassifyMessages,
  IntelligenceDraftResponse,
  IntelligenceExtractEntities,
  IntelligenceModerateContent,
  IntelligenceSummarizeChannel,
], {
  purpose: 'Summarise, classify, moderate and draft replies from channel messages',
});

import { definePack } from '../../core/index.js';
import { AutomodCreateRule } from './automod-create-rule.js';
import { AutomodDeleteRule } from './automod-delete-rule.js';
import { AutomodGetRule } from './automod-get-rule.js';
import { AutomodListRules } from './automod-list-rules.js';
import { AutomodModifyRule } from './automod-modify-rule.js';

export default definePack('automod', [AutomodCreateRule, AutomodDeleteRule, AutomodGetRule, AutomodListRules, AutomodModifyRule], {
  purpose: 'AutoMod rules: keyword filters, spam and mention limits',
});

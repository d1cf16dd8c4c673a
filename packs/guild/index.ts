import { definePack } from '../../core/index.js';
import { GuildBeginPrune } from './guild-begin-prune.js';
import { GuildBlueprintApply } from './guild-blueprint-apply.js';
import { GuildBlueprintCompile } from './guild-blueprint-compile.js';
import { GuildBlueprintEvidence } from './guild-blueprint-evidence.js';
import { GuildBlueprintPlan } from './guild-blueprint-plan.js';
import { GuildDeleteIntegration } from './guild-delete-integration.js';
import { GuildGet } from './guild-get.js';
import { GuildGetPruneCount } from './guild-get-prune-count.js';
import { GuildGetVanityUrl } from './guild-get-vanity-url.js';
import { GuildGetWelcomeScreen } from './guild-get-welcome-screen.js';
import { GuildGetWidget } from './guild-get-widget.js';
import { GuildGetWidgetImageUrl } from './guild-get-widget-image-url.js';
import { GuildGetWidgetSettings } from './guild-get-widget-settings.js';
import { GuildListIntegrations } from './guild-list-integrations.js';
import { GuildListVoiceRegions } from './guild-list-voice-regions.js';
import { GuildModify } from './guild-modify.js';
import { GuildModifyCurrentVoiceState } from './guild-modify-current-voice-state.js';
import { GuildModifyIncidentActions } from './guild-modify-incident-actions.js';
import { GuildModifyUserVoiceState } from './guild-modify-user-voice-state.js';
import { GuildModifyWelcomeScreen } from './guild-modify-welcome-screen.js';
import { GuildModifyWidget } from './guild-modify-widget.js';

export default definePack('guild', [
  GuildBeginPrune,
  GuildBlueprintApply,
  GuildBlueprintCompile,
  GuildBlueprintEvidence,
  GuildBlueprintPlan,
  GuildDeleteIntegration,
  GuildGet,
  GuildGetPruneCount,
  GuildGetVanityUrl,
  GuildGetWelcomeScreen,
  GuildGetWidget,
  GuildGetWidgetImageUrl,
  GuildGetWidgetSettings,
  GuildListIntegrations,
  GuildListVoiceRegions,
  GuildModify,
  GuildModifyCurrentVoiceState,
  GuildModifyIncidentActions,
  GuildModifyUserVoiceState,
  GuildModifyWelcomeScreen,
  GuildModifyWidget,
], {
  purpose: 'The server itself: settings, widget, welcome screen, vanity URL, prune, integrations, blueprints of a whole layout',
});

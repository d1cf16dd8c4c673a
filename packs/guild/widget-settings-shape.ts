import * as z from 'zod';
import { snowflake } from '../../core/index.js';

/** Widget settings, as both the settings read and the settings write return them. */
export const widgetSettingsOutput = z.strictObject({ enabled: z.boolean(), channel_id: snowflake().nullable() });

export const toWidgetSettings = (w: { enabled: boolean; channel_id: string | null }): z.input<typeof widgetSettingsOutput> => ({
  enabled: w.enabled,
  channel_id: w.channel_id,
});

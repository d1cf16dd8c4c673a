import type { APISticker } from 'discord-api-types/v10';
import * as z from 'zod';
import { auditReason, snowflake, tool, type ToolArgs, type ToolContext, type ToolHandler, Routes } from '../../core/index.js';
import { parseDataUri, STICKER_FILE, STICKER_FILE_TYPES } from '../shared/media-upload.js';
import { stickerDescription, stickerOutput, toSticker } from './sticker-shape.js';

const FILE_EXTENSIONS = { 1: 'png', 2: 'png', 3: 'json', 4: 'gif' } as const;

const input = () => z
  .strictObject({
    guild_id: snowflake(),
    name: z.string().min(2).max(30),
    description: stickerDescription,
    tags: z.string().min(1).max(200).describe('Autocomplete keywords'),
    file_format: z.literal([1, 2, 3, 4]).describe('1 PNG, 2 APNG, 3 Lottie JSON, 4 GIF'),
    file_data: STICKER_FILE,
    audit_reason: auditReason.optional(),
  })
  .superRefine((v, ctx) => {
    const mime = v.file_data.slice(5, v.file_data.indexOf(';'));
    const allowed: readonly string[] = STICKER_FILE_TYPES[v.file_format];
    if (!allowed.includes(mime)) {
      ctx.addIssue({ code: 'custom', path: ['file_data'], message: `file_format ${v.file_format} needs a ${allowed.join(' or ')} data URI, not ${mime}` });
    }
  });

@tool({
  name: 'stickers_create_guild_sticker',
  category: 'stickers',
  risk: 'write',
  scope: 'guild',
  title: 'Upload a guild sticker',
  description: 'Upload a custom sticker (PNG, APNG, GIF or Lottie, max 512 KiB) to a guild. Needs Create Expressions.',
  synonyms: ['add sticker', 'new sticker', 'upload sticker', 'server sticker'],
  input,
  output: stickerOutput,
  platform: [{ method: 'POST', path: '/guilds/{guild_id}/stickers' }],
  permissions: ['CREATE_GUILD_EXPRESSIONS'],
  idempotent: false,
  openWorld: true,
})
export class StickersCreateGuildSticker implements ToolHandler<typeof input, typeof stickerOutput> {
  async execute(args: ToolArgs<typeof input>, { platform }: ToolContext) {
    const file = parseDataUri(args.file_data);
    // Discord takes this route only as multipart/form-data with plain fields, not a payload_json part.
    const sticker = await platform.request<APISticker>({
      method: 'POST',
      route: Routes.guildStickers(args.guild_id),
      body: { name: args.name, description: args.description, tags: args.tags },
      files: [{ key: 'file', name: `sticker.${FILE_EXTENSIONS[args.file_format]}`, data: file.data, contentType: file.mime }],
      appendToFormData: true,
      reason: args.audit_reason,
    });
    return toSticker(sticker);
  }

  summarize(out: z.output<typeof stickerOutput>): string {
    return `Created sticker ${out.id} (format ${out.format_type}).`;
  }
}

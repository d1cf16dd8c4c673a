import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { deriveContract, type ToolDeclaration } from '../../core/tools/contract.js';
import { classifyTool } from '../../cli/doctor/tool-readiness.js';
import { FLAG } from '../../packs/shared/permission-flags.js';

function contract(overrides: Partial<ToolDeclaration>) {
  return deriveContract({
    name: 'sample_tool',
    category: 'sample',
    risk: 'write',
    scope: 'guild',
    title: 'Sample',
    description: 'A sample tool.',
    synonyms: [],
    input: z.strictObject({}),
    output: z.strictObject({}),
    platform: [],
    permissions: [],
    idempotent: false,
    openWorld: true,
    ...overrides,
  });
}

const intents = { guildMembers: true, messageContent: true };

describe('tool readiness', () => {
  it('needs proven permissions for ready; missing evidence is unknown, never allowed', () => {
    const manage = contract({ permissions: ['MANAGE_CHANNELS'] });
    expect(classifyTool(manage, { dmConsent: 'deny', intents, guildPermissions: FLAG.MANAGE_CHANNELS }).outcome).toBe('ready');
    expect(classifyTool(manage, { dmConsent: 'deny', intents, guildPermissions: 0n })).toMatchObject({ outcome: 'missing_permissions', missing: ['MANAGE_CHANNELS'] });
    expect(classifyTool(manage, { dmConsent: 'deny', intents }).outcome).toBe('unknown');
  });

  it('uses channel overwrites for channel tools when a channel was evaluated', () => {
    const send = contract({ scope: 'channel', permissions: ['SEND_MESSAGES'] });
    expect(classifyTool(send, { dmConsent: 'deny', intents, guildPermissions: FLAG.SEND_MESSAGES, channelPermissions: 0n }).outcome).toBe('missing_permissions');
  });

  it('marks author- or field-dependent writes conditional and blueprint apply delegated', () => {
    expect(classifyTool(contract({}), { dmConsent: 'deny', intents, guildPermissions: 0n }).outcome).toBe('conditional');
    const apply = contract({ name: 'guild_blueprint_apply', risk: 'destructive', permissions: ['MANAGE_ROLES'] });
    expect(classifyTool(apply, { dmConsent: 'deny', intents, guildPermissions: FLAG.MANAGE_ROLES }).outcome).toBe('delegated_required');
    expect(classifyTool(apply, { dmConsent: 'deny', intents, guildPermissions: 0n }).outcome).toBe('missing_permissions');
  });

  it('needs consent for direct messages unless the policy admits recipients', () => {
    const dm = contract({ name: 'users_create_dm', scope: 'global', recipientField: 'recipient_id' });
    expect(classifyTool(dm, { dmConsent: 'deny', intents }).outcome).toBe('consent_required');
    expect(classifyTool(dm, { dmConsent: '1990000000000000200', intents }).outcome).toBe('ready');
  });

  it('keeps caller-token tools apart from permission problems', () => {
    expect(classifyTool(contract({ scope: 'webhook-token' }), { dmConsent: 'deny' }).outcome).toBe('opaque_required');
    expect(classifyTool(contract({ scope: 'interaction' }), { dmConsent: 'deny' }).outcome).toBe('opaque_required');
    expect(classifyTool(contract({ name: 'commands_edit_command_permissions' }), { dmConsent: 'deny' }).outcome).toBe('bearer_required');
  });

  it('checks privileged intents for member lists and message text', () => {
    const members = contract({ name: 'members_list', risk: 'read' });
    expect(classifyTool(members, { dmConsent: 'deny', intents: { guildMembers: false, messageContent: true }, guildPermissions: 0n })).toMatchObject({ outcome: 'missing_intents', missing: ['GUILD_MEMBERS'] });
    expect(classifyTool(members, { dmConsent: 'deny', guildPermissions: 0n }).outcome).toBe('unknown');
    const read = contract({ name: 'messages_read', risk: 'read', scope: 'channel', platform: [{ method: 'GET', path: '/channels/{channel_id}/messages' }] });
    expect(classifyTool(read, { dmConsent: 'deny', intents: { guildMembers: true, messageContent: false }, guildPermissions: 0n })).toMatchObject({ outcome: 'missing_intents', missing: ['MESSAGE_CONTENT'] });
  });
});

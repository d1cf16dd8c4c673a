import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pollFromRequest } from '../../emulator/state/message-records.js';
import type { MessageRecord } from '../../emulator/state/records.js';
import { IDS, memberIds } from '../helpers/community-fixture.js';
import { useEmulator } from '../helpers/emulator.js';
import { emulatorEnv, inMemorySession, structured, type Session } from '../helpers/mcp-session.js';
import { grantBot, MESSAGING_PERMISSIONS, seedMessage } from '../helpers/message-seed.js';

const question = (text: string, answers: string[]) => ({ question: { text }, answers: answers.map((a) => ({ poll_media: { text: a } })), duration: 24 });

describe('polls pack through an MCP session', () => {
  const emu = useEmulator({ validateResponses: true });
  // Runs before the shared hook clears the log: every answer must match Discord's documented response.
  afterEach(() => expect(emu.current.log.invalidResponses().map((e) => `${e.method} ${e.path}: ${e.responseProblems.join('; ')}`)).toEqual([]));
  let session: Session;
  const call = (name: string, args: Record<string, unknown>) => session.client.callTool({ name, arguments: args });
  const polls = () => emu.current.state.polls;
  let botPoll: MessageRecord;
  let rawPoll: MessageRecord;
  let memberPoll: MessageRecord;
  let plain: MessageRecord;

  beforeAll(async () => {
    const s = emu.current.state;
    grantBot(s, MESSAGING_PERMISSIONS);
    botPoll = seedMessage(s, { channel_id: IDS.text, author_id: IDS.bot, content: '' });
    const poll = pollFromRequest(question('Next game night?', ['Friday', 'Saturday', 'Sunday']));
    // 40 votes for Friday (more than one default page), 2 for Saturday.
    memberIds.slice(0, 40).forEach((id) => poll.votes.get(1)!.add(id));
    poll.votes.get(2)!.add(memberIds[50]!).add(memberIds[51]!);
    s.polls.set(botPoll.id, poll);
    // A poll stored raw in the create-request shape, as webhook routes keep it.
    rawPoll = seedMessage(s, { channel_id: IDS.text, author_id: IDS.bot, content: '', poll: question('Pizza?', ['Yes', 'No']) });
    memberPoll = seedMessage(s, { channel_id: IDS.text, author_id: memberIds[0]!, content: '', poll: question('Mine', ['a', 'b']) });
    plain = seedMessage(s, { channel_id: IDS.text, author_id: IDS.bot, content: 'no poll here' });
    session = await inMemorySession(emulatorEnv(emu.current));
  });
  afterAll(() => session?.close());

  describe('polls_get_voters', () => {
    it('lists the first page of voters for an answer, by user id', async () => {
      const out = structured(await call('polls_get_voters', { channel_id: IDS.text, message_id: botPoll.id, answer_id: 1 }));
      expect(out.count).toBe(25);
      expect(out.voters.map((v: any) => v.id)).toEqual(memberIds.slice(0, 25));
      expect(out.voters[0]).toEqual({ id: memberIds[0], username: 'member0' });
      expect(emu.current.log.entries[0]).toMatchObject({ path: `/channels/${IDS.text}/polls/${botPoll.id}/answers/1`, query: { limit: '25' } });
    });

    it('pages on with after', async () => {
      const out = structured(await call('polls_get_voters', { channel_id: IDS.text, message_id: botPoll.id, answer_id: 1, after: memberIds[24], limit: 100 }));
      expect(out.voters.map((v: any) => v.id)).toEqual(memberIds.slice(25, 40));
      const second = structured(await call('polls_get_voters', { channel_id: IDS.text, message_id: botPoll.id, answer_id: 2 }));
      expect(second.voters.map((v: any) => v.username)).toEqual(['member50', 'member51']);
    });

    it('refuses answer id 0 before calling Discord', async () => {
      const result = await call('polls_get_voters', { channel_id: IDS.text, message_id: botPoll.id, answer_id: 0 });
      expect(structured(result).code).toBe('VALIDATION_ERROR');
      expect(emu.current.log.entries).toHaveLength(0);
    });

    it('maps an answer the poll does not have to 400 / 50035 and an unknown message to 404 / 10008', async () => {
      expect(structured(await call('polls_get_voters', { channel_id: IDS.text, message_id: botPoll.id, answer_id: 7 }))).toMatchObject({ code: 'PLATFORM_BAD_REQUEST', discord_code: 50035 });
      expect(structured(await call('polls_get_voters', { channel_id: IDS.text, message_id: '2000000000000000999', answer_id: 1 }))).toMatchObject({ code: 'PLATFORM_NOT_FOUND', discord_code: 10008 });
    });
  });

  describe('polls_end', () => {
    it('closes the bot\'s poll early, with the audit reason in the header', async () => {
      const out = structured(await call('polls_end', { channel_id: IDS.text, message_id: botPoll.id, audit_reason: 'decided' }));
      expect(out).toEqual({ ended: true, channel_id: IDS.text, message_id: botPoll.id });
      expect(polls().get(botPoll.id)!.finalized).toBe(true);
      expect(emu.current.log.appliedWrites()[0]).toMatchObject({ template: '/channels/{channel_id}/polls/{message_id}/expire', auditReason: 'decided' });
    });

    it('closes a poll stored in the create-request shape', async () => {
      await call('polls_end', { channel_id: IDS.text, message_id: rawPoll.id });
      expect(polls().get(rawPoll.id)).toMatchObject({ finalized: true, question: { text: 'Pizza?' } });
    });

    it('maps an already closed poll to 400 / 520001', async () => {
      expect(structured(await call('polls_end', { channel_id: IDS.text, message_id: botPoll.id }))).toMatchObject({ code: 'PLATFORM_BAD_REQUEST', discord_code: 520001 });
    });

    it("maps another author's poll to 403 / 50013 and a message without poll to 400 / 520006", async () => {
      expect(structured(await call('polls_end', { channel_id: IDS.text, message_id: memberPoll.id }))).toMatchObject({ code: 'PLATFORM_FORBIDDEN', discord_code: 50013 });
      expect(polls().get(memberPoll.id)!.finalized).toBe(false);
      expect(structured(await call('polls_end', { channel_id: IDS.text, message_id: plain.id }))).toMatchObject({ discord_code: 520006 });
    });
  });
});

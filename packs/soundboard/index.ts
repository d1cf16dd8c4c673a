import { definePack } from '../../core/index.js';
import { SoundboardCreateGuildSound } from './soundboard-create-guild-sound.js';
import { SoundboardDeleteGuildSound } from './soundboard-delete-guild-sound.js';
import { SoundboardGetGuildSound } from './soundboard-get-guild-sound.js';
import { SoundboardListDefaultSounds } from './soundboard-list-default-sounds.js';
import { SoundboardListGuildSounds } from './soundboard-list-guild-sounds.js';
import { SoundboardModifyGuildSound } from './soundboard-modify-guild-sound.js';
import { SoundboardSendSound } from './soundboard-send-sound.js';

export default definePack('soundboard', [
  SoundboardCreateGuildSound,
  SoundboardDeleteGuildSound,
  SoundboardGetGuildSound,
  SoundboardListDefaultSounds,
  SoundboardListGuildSounds,
  SoundboardModifyGuildSound,
  SoundboardSendSound,
], {
  purpose: 'Soundboard sounds: upload, edit, play, delete',
});

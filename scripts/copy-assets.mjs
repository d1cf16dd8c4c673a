// Copies the non-TypeScript files the compiled program reads at run time into dist/.
import { cpSync, mkdirSync } from 'node:fs';

mkdirSync('dist/emulator/openapi', { recursive: true });
cpSync('emulator/openapi/discord-openapi.json', 'dist/emulator/openapi/discord-openapi.json');

// Copies the non-TypeScript files the compiled program reads at run time into dist/.
import { cpSync, mkdirSync } from 'node:fs';

mkdirSync('dist/emulator/openapi', { recursive: true });
cpSync('emulator/openapi/discord-openapi.json', 'dist/emulator/openapi/discord-openapi.json');
// The OpenAPI description is Discord's (MIT); its licence travels with it in the published package.
cpSync('emulator/openapi/discord-openapi.LICENSE', 'dist/emulator/openapi/discord-openapi.LICENSE');

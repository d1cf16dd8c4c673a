// `node --import ./test/conformance/node20-fs-glob.mjs ...`: lets @modelcontextprotocol/conformance run on Node 20.
import { register } from 'node:module';

register('./fs-glob-hooks.mjs', import.meta.url);

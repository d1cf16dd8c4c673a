/**
 * The output validators the official SDK clients build from a listing: ajv with the set-up each uses (strict off,
 * all errors, ajv-formats), draft 2020-12 for the v2 client (per tool, at its first callTool()) and draft-07 for
 * the 1.x client (every tool, inside listTools()).
 */
import { Ajv } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

const SDK_DIALECTS = { v2: Ajv2020, '1.x': Ajv };

export function sdkAjv(sdk, { source = false } = {}) {
  const ajv = new SDK_DIALECTS[sdk]({ strict: false, validateFormats: true, validateSchema: false, allErrors: true, code: { source } });
  addFormats.default(ajv);
  return ajv;
}

/** One pass: a fresh engine compiles every tool's outputSchema (on a fresh copy, so nothing is cached); ms. */
export function compileOutputSchemas(tools, sdk) {
  const ajv = sdkAjv(sdk);
  const fresh = structuredClone(tools).filter((tool) => tool.outputSchema);
  const started = performance.now();
  for (const tool of fresh) ajv.compile(tool.outputSchema);
  return performance.now() - started;
}

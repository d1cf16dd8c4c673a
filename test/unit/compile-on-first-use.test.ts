import { describe, expect, it } from 'vitest';
import { CompileOnFirstUse } from '../../cli/support/compile-on-first-use.js';

const SCHEMA = { type: 'object', properties: { count: { type: 'number' } }, required: ['count'], additionalProperties: false } as const;

describe('an output validator compiled on its first use (smoke, catalog --check, the test clients)', () => {
  it('accepts what the schema accepts and refuses the rest, with the reason', () => {
    const validate = new CompileOnFirstUse().getValidator<{ count: number }>(SCHEMA);
    expect(validate({ count: 2 })).toMatchObject({ valid: true });
    const wrongType = validate({ count: '2' });
    expect(wrongType.valid).toBe(false);
    expect(wrongType.errorMessage).toMatch(/number/);
    expect(validate({ count: 2, extra: true }).valid).toBe(false);
    expect(validate({}).valid).toBe(false);
  });

  it('compiles nothing until a value is checked: a schema that cannot compile fails at its first check', () => {
    const validate = new CompileOnFirstUse().getValidator({ type: 'string', pattern: '(' });
    expect(() => validate('x')).toThrow();
  });
});

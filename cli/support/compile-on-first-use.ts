import type { jsonSchemaValidator, JsonSchemaType, JsonSchemaValidator } from '@modelcontextprotocol/client';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/client/validators/ajv';

/**
 * The MCP client compiles a validator for every listed tool's output schema before its first tool call (about a
 * second of CPU for all 209); a client that calls a few tools compiles each one's validator on its first use
 * instead. Every result is still checked against its tool's output schema, with the same validator.
 */
export class CompileOnFirstUse implements jsonSchemaValidator {
  private readonly ajv = new AjvJsonSchemaValidator();

  getValidator<T>(schema: JsonSchemaType): JsonSchemaValidator<T> {
    let compiled: JsonSchemaValidator<T> | undefined;
    return (input) => (compiled ??= this.ajv.getValidator<T>(schema))(input);
  }
}

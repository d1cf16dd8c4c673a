import { inject } from '../../core/index.js';
import * as z from 'zod';
import {
  errorBodyOf,
  PolicyPipeline,
  tool,
  type ToolArgs,
  type ToolContext,
  ToolError,
  type ToolHandler,
  type ToolOutput,
  ToolRegistry,
  type ToolReturn,
} from '../../core/index.js';
import { CONDITION, conditionHolds, interpolate, referencesIn, UnresolvedReference } from './step-references.js';

const SELF = 'mcp_pipeline';
const NAME = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

const step = z.strictObject({
  id: z.string().regex(NAME).optional().describe('Default step_<index> (0-based)'),
  tool: z.string().min(1).max(64).describe('A visible, non-destructive tool'),
  args: z.record(z.string(), z.unknown()).default({}).describe('Strings may use {{step_id.path}}, e.g. {{list.events.0.id}}'),
  save_as: z.string().regex(NAME).optional().describe('Name for the result in variables'),
  if: z.string().max(200).optional().describe('{{path}} or !{{path}}; runs when truthy'),
  continue_on_error: z.boolean().default(false),
});

const input = () => z
  .strictObject({ steps: z.array(step).min(1).max(20) })
  .superRefine(({ steps }, ctx) => {
    const known = new Set<string>();
    steps.forEach((s, i) => {
      const id = s.id ?? `step_${i}`;
      if (s.tool === SELF) ctx.addIssue({ code: 'custom', path: ['steps', i, 'tool'], message: 'a pipeline cannot run mcp_pipeline' });
      // Checked here rather than as a schema pattern: the regex would cost tokens in every tools/list.
      if (s.if !== undefined && !CONDITION.test(s.if)) ctx.addIssue({ code: 'custom', path: ['steps', i, 'if'], message: 'must be {{path}} or !{{path}}' });
      // References may only point backwards, to steps that run first.
      for (const [field, value] of [['args', s.args], ['if', s.if]] as const) {
        for (const ref of referencesIn(value)) {
          if (!known.has(ref.root)) ctx.addIssue({ code: 'custom', path: ['steps', i, field], message: `${ref.text} names no earlier step or save_as` });
        }
      }
      if (known.has(id)) ctx.addIssue({ code: 'custom', path: ['steps', i, 'id'], message: `duplicate step id ${id}` });
      if (s.save_as && s.save_as !== id && known.has(s.save_as)) ctx.addIssue({ code: 'custom', path: ['steps', i, 'save_as'], message: `name ${s.save_as} is already taken` });
      known.add(id);
      if (s.save_as) known.add(s.save_as);
    });
  });

const stepError = z.strictObject({ code: z.string(), message: z.string(), retriable: z.boolean() });
const output = () => z.strictObject({
  steps: z.array(
    z.strictObject({
      id: z.string(),
      tool: z.string(),
      status: z.literal(['success', 'error', 'skipped']),
      result: z.unknown().optional(),
      error: stepError.optional(),
      duration_ms: z.number(),
    }),
  ),
  variables: z.record(z.string(), z.unknown()).describe('Results by save_as'),
  total_duration_ms: z.number(),
  aborted: z.boolean().describe('A failure stopped the run; later steps are skipped'),
});

type Output = ToolReturn<typeof output>;
type StepReport = Output['steps'][number];

@tool({
  name: 'mcp_pipeline',
  category: 'meta',
  risk: 'write',
  scope: 'local',
  title: 'Run a pipeline of tool calls',
  description:
    'Run up to 20 read or write tool calls in order, feeding earlier results into later arguments ({{step_id.path}}), with optional conditions; each step passes the same checks as a direct call. Stops at the first failure unless continue_on_error. Destructive tools are refused.',
  synonyms: ['batch', 'chain', 'workflow', 'macro', 'sequence', 'script', 'multi-step', 'automation'],
  input,
  output,
  platform: [],
  permissions: [],
  idempotent: false,
  openWorld: true,
})
export class McpPipeline implements ToolHandler<typeof input, typeof output> {
  constructor(
    @inject(PolicyPipeline) private readonly pipeline: PolicyPipeline,
    @inject(ToolRegistry) private readonly registry: ToolRegistry,
  ) {}

  async execute(args: ToolArgs<typeof input>, ctx: ToolContext): Promise<Output> {
    // Its steps name other tools: a pipeline sent before every pack is loaded waits for them.
    await this.registry.whenComplete();
    this.refuseUnrunnable(args.steps);
    const started = performance.now();
    const scope = new Map<string, unknown>();
    const variables: Record<string, unknown> = {};
    const reports: StepReport[] = [];
    let aborted = false;

    for (const [i, s] of args.steps.entries()) {
      const id = s.id ?? `step_${i}`;
      if (aborted || ctx.signal.aborted || (s.if !== undefined && !conditionHolds(s.if, scope))) {
        aborted ||= ctx.signal.aborted;
        reports.push({ id, tool: s.tool, status: 'skipped', duration_ms: 0 });
        continue;
      }
      const t0 = performance.now();
      const outcome = await this.runStep(s.tool, s.args, scope, ctx);
      const duration_ms = Math.round(performance.now() - t0);
      if ('error' in outcome) {
        reports.push({ id, tool: s.tool, status: 'error', error: outcome.error, duration_ms });
        if (!s.continue_on_error) aborted = true;
        continue;
      }
      scope.set(id, outcome.result);
      if (s.save_as) {
        scope.set(s.save_as, outcome.result);
        variables[s.save_as] = outcome.result;
      }
      reports.push({ id, tool: s.tool, status: 'success', result: outcome.result, duration_ms });
    }
    return { steps: reports, variables, total_duration_ms: Math.round(performance.now() - started), aborted };
  }

  /** Catalog rule 12: destructive tools and the pipeline itself are refused before any step runs. */
  private refuseUnrunnable(steps: ToolArgs<typeof input>['steps']): void {
    const issues: { field: string; rule: string; message: string }[] = [];
    steps.forEach((s, i) => {
      const registered = this.registry.get(s.tool);
      if (!registered) issues.push({ field: `steps.${i}.tool`, rule: 'unknown_tool', message: `${s.tool} is not an available tool` });
      else if (registered.contract.risk === 'destructive')
        issues.push({ field: `steps.${i}.tool`, rule: 'destructive', message: `${s.tool} is destructive; call it on its own so the user can approve it` });
    });
    if (issues.length) {
      throw new ToolError('VALIDATION_ERROR', `Pipeline refused, no step was run: ${issues.map((i) => `${i.field}: ${i.message}`).join('; ')}`, {
        issues,
        recovery_hint: 'Remove the named steps; run destructive tools as single calls.',
      });
    }
  }

  private async runStep(name: string, rawArgs: Record<string, unknown>, scope: Map<string, unknown>, ctx: ToolContext) {
    let args: Record<string, unknown>;
    try {
      args = interpolate(rawArgs, scope) as Record<string, unknown>;
    } catch (error) {
      if (error instanceof UnresolvedReference) return { error: { code: 'VALIDATION_ERROR', message: error.message, retriable: false } };
      throw error;
    }
    // The full policy chain: categories, validation, allowlist, write mode, destructive gate, audit.
    const result = await this.pipeline.run({ name, args, transport: ctx.transport, signal: ctx.signal });
    if (result.isError) {
      const { code, message, retriable } = errorBodyOf(result)!;
      return { error: { code, message, retriable: retriable === true } };
    }
    return { result: result.structuredContent };
  }

  summarize(out: ToolOutput<typeof output>): string {
    const count = (status: string) => out.steps.filter((s) => s.status === status).length;
    const failed = out.steps.find((s) => s.status === 'error');
    return `${out.steps.length} step(s): ${count('success')} succeeded, ${count('error')} failed, ${count('skipped')} skipped${out.aborted && failed ? `; stopped at ${failed.id}` : ''}.`;
  }
}

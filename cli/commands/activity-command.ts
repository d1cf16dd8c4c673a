import { Command, Option } from '../support/clipanion.js';
import { journalDisabled, readActivity } from '../../core/journal/index.js';
import { activityJournalPath } from '../../core/paths/config-folder.js';
import { summariseActivity, sourceOf } from '../activity/activity-summary.js';
import { envelope, printEnvelope, type ResultEnvelope } from '../output/result-envelope.js';

/** The voluntary outcome form (SPEC 4.6.6): fixed, never opened, pre-filled or submitted by the program. */
export const OUTCOME_REPORT_URL = 'https://github.com/chat-mcp/chat-mcp/discussions/categories/outcome-reports';

/** `chat-mcp activity`: the local activity journal (SPEC 2.6), or with --report the outcome-form URL. */
export class ActivityCommand extends Command {
  static override paths = [['activity']];

  static override usage = Command.Usage({
    description: 'Summarise the local activity journal; --report prints the URL of the voluntary outcome form.',
    details: `
      The journal (activity.jsonl beside the profiles folder) keeps the 200 most recent records of setup, doctor,
      smoke and guild blueprint runs: a timestamp and predefined values only, never tokens, ids, names, paths,
      arguments or errors. It is never transmitted; delete the file to erase it. CHAT_MCP_ACTIVITY=off stops
      recording for a run. --report only prints a fixed URL: it reads nothing, opens nothing and uses no network.
    `,
    examples: [
      ['Show the journal', '$0 activity'],
      ['Where to share an outcome, voluntarily', '$0 activity --report'],
    ],
  });

  json = Option.Boolean('--json', false, { description: 'Print the result envelope as one JSON line' });
  report = Option.Boolean('--report', false, { description: 'Print only the URL of the voluntary outcome form' });

  async execute(): Promise<number> {
    if (this.report && !this.json) {
      // "Prints only the URL": one line a terminal can open, nothing else.
      this.context.stdout.write(`${OUTCOME_REPORT_URL}\n`);
      return 0;
    }
    return printEnvelope(this.context.stdout, this.report ? reportResult() : this.summary(), this.json);
  }

  private summary(): ResultEnvelope {
    let contents;
    try {
      contents = readActivity(process.env);
    } catch (error) {
      const why = (error as NodeJS.ErrnoException).code ?? 'read error';
      return envelope({
        exitCode: 2,
        summary: 'activity: the journal could not be read',
        details: [],
        warnings: [],
        errors: [`${activityJournalPath(process.env)}: ${why}`],
        data: {},
      });
    }
    const summary = summariseActivity(contents.records, { path: contents.path, ignoredLines: contents.ignoredLines, recording: !journalDisabled(process.env) });
    const warnings = [
      ...(summary.recording ? [] : ['CHAT_MCP_ACTIVITY=off: this run records nothing']),
      ...(summary.ignored_lines ? [`${summary.ignored_lines} line(s) are not valid records and are ignored (dropped on the next write)`] : []),
    ];
    const details = [
      `journal: ${summary.path} (${summary.record_count} of at most ${summary.capacity} records)`,
      ...(summary.record_count ? [`from ${summary.first_at} to ${summary.last_at}`] : []),
      ...Object.entries(summary.by_source).map(([source, n]) => `${source}: ${n}`),
      ...(summary.record_count ? [`status: ${Object.entries(summary.by_status).map(([k, n]) => `${k} ${n}`).join(', ')}`] : []),
      ...summary.recent.map((r) => `${r.timestamp} ${sourceOf(r)} ${r.status} ${r.outcome} ${r.transport}${r.signal === 'none' ? '' : ` ${r.signal}`}`),
    ];
    return envelope({
      exitCode: 0,
      summary: summary.record_count ? `activity: ${summary.record_count} record(s)` : 'activity: the journal is empty',
      details,
      warnings,
      errors: [],
      data: { ...summary },
    });
  }
}

/** SPEC 4.6.6 rule 2: only the fixed URL; nothing is read, opened, sent or pre-filled. */
function reportResult(): ResultEnvelope {
  return envelope({
    exitCode: 0,
    summary: OUTCOME_REPORT_URL,
    details: [],
    warnings: [],
    errors: [],
    data: { url: OUTCOME_REPORT_URL, submitted: false, network_accessed: false },
  });
}

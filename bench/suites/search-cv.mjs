import { openInProcessSession } from '../lib/in-process-session.mjs';
import { crossValidated, trainingExamples } from '../lib/search-eval.mjs';
import { round } from '../lib/stats.mjs';

/**
 * The development signal for search: the training examples cross-validated, k folds stratified by tool (CV_FOLDS),
 * each fold's requests asked of an index built and trained without them (tuned on, by cross-validation). Its own
 * suite because each fold trains a whole index, minutes in all: the search suite's figures do not wait for it.
 */
export async function searchCrossValidated({ bench, log }) {
  const session = await openInProcessSession(bench.env({ MCP_TOOL_SURFACE: 'progressive' }));
  try {
    const contracts = session.host.registry.list().map((t) => t.contract);
    log('search_cv: cross-validating over the training examples');
    const started = performance.now();
    const cv = crossValidated(contracts, trainingExamples());
    return {
      training_cross_validated: { requests: cv.requests, folds: cv.folds, top1: round(cv.top1, 4), top5: round(cv.top5, 4), recall10: round(cv.recall10, 4) },
      seconds: round((performance.now() - started) / 1000, 1),
    };
  } finally {
    await session.close();
  }
}

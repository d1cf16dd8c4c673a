import { definePack } from '../../core/index.js';
import { McpPipeline } from './mcp-pipeline.js';

export default definePack('meta', [McpPipeline], {
  purpose: 'Run several tools as one pipeline',
});

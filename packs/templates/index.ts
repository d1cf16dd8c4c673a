import { definePack } from '../../core/index.js';
import { TemplatesCreate } from './templates-create.js';
import { TemplatesDelete } from './templates-delete.js';
import { TemplatesDiff } from './templates-diff.js';
import { TemplatesGet } from './templates-get.js';
import { TemplatesInspect } from './templates-inspect.js';
import { TemplatesList } from './templates-list.js';
import { TemplatesModify } from './templates-modify.js';
import { TemplatesRecommend } from './templates-recommend.js';
import { TemplatesSync } from './templates-sync.js';

export default definePack('templates', [
  TemplatesCreate,
  TemplatesDelete,
  TemplatesDiff,
  TemplatesGet,
  TemplatesInspect,
  TemplatesList,
  TemplatesModify,
  TemplatesRecommend,
  TemplatesSync,
], {
  purpose: 'Server templates: create, sync, compare and recommend',
});

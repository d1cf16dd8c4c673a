import { definePack } from '../../core/index.js';
import { ComponentsV2BuildContainer } from './components-v2-build-container.js';
import { ComponentsV2BuildMediaGallery } from './components-v2-build-media-gallery.js';
import { ComponentsV2BuildSection } from './components-v2-build-section.js';
import { ComponentsV2Edit } from './components-v2-edit.js';
import { ComponentsV2Preview } from './components-v2-preview.js';
import { ComponentsV2Send } from './components-v2-send.js';
import { ComponentsV2SendFromTemplate } from './components-v2-send-from-template.js';
import { ComponentsV2Validate } from './components-v2-validate.js';

export default definePack('components_v2', [
  ComponentsV2BuildContainer,
  ComponentsV2BuildMediaGallery,
  ComponentsV2BuildSection,
  ComponentsV2Edit,
  ComponentsV2Preview,
  ComponentsV2Send,
  ComponentsV2SendFromTemplate,
  ComponentsV2Validate,
], {
  purpose: 'Components V2 layouts: build, validate, preview, send and edit rich messages',
});

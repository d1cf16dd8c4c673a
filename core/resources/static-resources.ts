import { COMPONENTS_V2_TEMPLATES } from './components-v2-templates.js';
import type { StaticResource } from './static-resource.js';

/** The six static resources every surface serves. */
export async function loadStaticResources(): Promise<readonly StaticResource[]> {
  return COMPONENTS_V2_TEMPLATES as readonly StaticResource[];
}

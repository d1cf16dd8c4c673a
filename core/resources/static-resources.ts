import type { StaticResource } from './static-resource.js';

/** The six static resources every surface serves. */
export async function loadStaticResources(): Promise<readonly StaticResource[]> {
  try {
    const modulePath = './components-v2-templates.js';
    const mod = (await import(modulePath)) as Record<string, unknown>;
    const list = Object.values(mod).find((v): v is StaticResource[] => Array.isArray(v) && v.every((r) => typeof r?.uri === 'string'));
    return list ?? [];
  } catch {
    return [];
  }
}

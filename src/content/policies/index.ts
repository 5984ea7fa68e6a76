/**
 * The three policy pages, read from their collections (src/content.config.ts): one YAML file each
 * in this folder, edited in the editor under Pages. The routes and the metadata builders read
 * them here.
 */
import { getEntry } from 'astro:content';
import type { AccessibilityPageContent, PrivacyPageContent, WarrantyPageContent } from '../types';

function required<T>(entry: { data: T } | undefined, name: string): T {
  if (!entry) throw new Error(`${name}: src/content/policies/${name}.yaml is missing; the /${name} page needs it`);
  return entry.data;
}

/** /warranty: the warranty and guarantee terms. */
export const warrantyPage: WarrantyPageContent = required(await getEntry('warranty', 'warranty'), 'warranty');
/** /privacy: the privacy notice. */
export const privacyPage: PrivacyPageContent = required(await getEntry('privacy', 'privacy'), 'privacy');
/** /accessibility: the accessibility statement. */
export const accessibilityPage: AccessibilityPageContent = required(await getEntry('accessibility', 'accessibility'), 'accessibility');

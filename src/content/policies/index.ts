/**
 * The three policy pages, read from their collections (src/content.config.ts): one YAML file each
 * in this folder, edited in the editor under Pages. The routes and the metadata builders read
 * them here.
 */
import { getEntry } from 'astro:content';
import type { AccessibilityPageContent, PrivacyPageContent, WarrantyPageContent } from '../types';

async function page<Name extends 'warranty' | 'privacy' | 'accessibility'>(name: Name) {
  const entry = await getEntry(name, name);
  if (!entry) throw new Error(`${name}: src/content/policies/${name}.yaml is missing; the /${name} page needs it`);
  return entry.data;
}

/** /warranty: the warranty and guarantee terms. */
export const warrantyPage: WarrantyPageContent = await page('warranty');
/** /privacy: the privacy notice. */
export const privacyPage: PrivacyPageContent = await page('privacy');
/** /accessibility: the accessibility statement. */
export const accessibilityPage: AccessibilityPageContent = await page('accessibility');

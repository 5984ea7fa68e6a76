/**
 * All guide articles (/support/{slug}), read from the `guides` collection: one Markdown file a
 * guide in this folder, its file name the address. Staff publish a guide by adding a file (in
 * the CMS or by hand); pages, the sitemap and the tests all read this list.
 */
import { getCollection } from 'astro:content';
import { services } from '../services';
import { type GuideContent, type ServiceSlug } from '../types';
import { articleTextProblem, unknownGuideMessage, unknownGuides } from './rules';

const entries = (await getCollection('guides')).sort((a, b) => a.id.localeCompare(b.id));

for (const entry of entries) {
  const problem = articleTextProblem(entry.body);
  if (problem) throw new Error(`guides: src/content/guides/${entry.id}.md ${problem}`);
}

/** Every guide, in file-name order. */
export const guideList: GuideContent[] = entries.map(({ id, data, body }) => ({
  ...data,
  slug: id,
  body: body ?? '',
}));

export const guides: Record<string, GuideContent> = Object.fromEntries(guideList.map((guide) => [guide.slug, guide]));

// A service names the guides its neighbourhood pages recommend: each must be a guide that exists.
const guideSlugs = new Set(Object.keys(guides));
for (const service of Object.values(services)) {
  const unknown = unknownGuides(service.guides, guideSlugs);
  if (unknown.length > 0) {
    throw new Error(
      unknown
        .map(({ index, slug }) => `services: src/content/services/${service.slug}.yaml › guides[${index}]: ${unknownGuideMessage(slug, guideSlugs)}`)
        .join('\n'),
    );
  }
}

/** The guide with this slug, or undefined for an unknown slug. */
export function getGuide(slug: string): GuideContent | undefined {
  return Object.hasOwn(guides, slug) ? guides[slug] : undefined;
}

/** Guides whose related service is `service`, in file-name order (empty when there are none). */
export function guidesForService(service: ServiceSlug): GuideContent[] {
  return guideList.filter((guide) => guide.service === service);
}

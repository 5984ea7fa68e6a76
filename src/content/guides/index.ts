/**
 * All guide articles (/support/{slug}), read from the `guides` collection: one Markdown file a
 * guide in this folder, its file name the address. Staff publish a guide by adding a file (in
 * the CMS or by hand); pages, the sitemap and the tests all read this list.
 */
import { getCollection } from 'astro:content';
import { services } from '../services';
import { type GuideContent, type ServiceSlug } from '../types';

const entries = (await getCollection('guides')).sort((a, b) => a.id.localeCompare(b.id));

for (const entry of entries) {
  if (!entry.body?.trim()) {
    throw new Error(`guides: src/content/guides/${entry.id}.md has no article text; write the introduction below the frontmatter.`);
  }
}

/** Every guide, in file-name order. */
export const guideList: GuideContent[] = entries.map(({ id, data, body }) => ({
  ...data,
  slug: id,
  body: body ?? '',
}));

export const guides: Record<string, GuideContent> = Object.fromEntries(guideList.map((guide) => [guide.slug, guide]));

// A service names the guides its neighbourhood pages recommend: each must be a guide that exists.
for (const service of Object.values(services)) {
  const unknown = service.guides.filter((slug) => !(slug in guides));
  if (unknown.length > 0) {
    throw new Error(
      `services: src/content/services/${service.slug}.yaml lists ${unknown.map((slug) => `"${slug}"`).join(', ')} under guides, which is no guide in src/content/guides/.`,
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

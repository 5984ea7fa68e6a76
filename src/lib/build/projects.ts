/**
 * The project stories of the site (lib/build/project-stories.ts on the gallery, the locations and
 * the testimonials): what the story pages, /projects and the "Recent work" lists read.
 */
import { galleryProjects } from '../../content/gallery';
import { services } from '../../content/services';
import { locations } from '../../content/locations';
import { isShippedSample } from '../../content/shipped-samples';
import { testimonialList } from '../../content/testimonials';
import type { TestimonialContent } from '../../content/types';
import { resolveStories, storiesIn, storiesOf } from './project-stories';
import { href } from './route-table';

export const projectStories = resolveStories(galleryProjects, locations, testimonialList);
export type SiteStory = (typeof projectStories)[number];

export const getStory = (slug: string): SiteStory | undefined => projectStories.find((story) => story.slug === slug);
export const storiesInTown = (locationSlug: string, citySlug: string): SiteStory[] => storiesIn(projectStories, locationSlug, citySlug);
export const storiesOfService = (service: string): SiteStory[] => storiesOf(projectStories, service);

/** Whether a testimonial is placeholder text: marked so, or with the words of a shipped sample. */
export const isSampleTestimonial = (testimonial: TestimonialContent): boolean => testimonial.sample || isShippedSample(testimonial.quote);

/** A story as a card of a "Recent work" list or of /projects: its link, town, service and budget band. */
export function storyCard(story: SiteStory, known?: 'town' | 'service'): RecentWorkCard {
  const town = `${story.city.name}, ${story.city.stateCode}`;
  const service = services[story.service].name;
  return {
    href: href.project(story.slug),
    title: story.project.title,
    // A list under "Recent work in Bethesda" need not say Bethesda on every line.
    details: [...(known === 'town' ? [] : [town]), ...(known === 'service' ? [] : [service]), story.project.budget],
    sample: story.project.sample,
  };
}

export interface RecentWorkCard {
  href: string;
  title: string;
  details: string[];
  sample: boolean;
}

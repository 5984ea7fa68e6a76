/**
 * The project stories (/projects/{slug}): each gallery project with its town, service and
 * testimonial looked up, and its durations written out. Pure: given the projects, locations and
 * testimonials, so project-stories.test.ts checks it on made-up ones; lib/build/projects.ts binds
 * it to the registries. A story naming a town the site has no page for, or words that are not its
 * client's, stops the build with the file to fix.
 */
import { formatSpan, type Span } from '../../content/durations';
import type { GalleryProject } from '../../content/gallery';
import type { LocationContent, ServiceSlug, TestimonialContent } from '../../content/types';
import { findCity, type City } from './places';

export interface ProjectStory {
  slug: string;
  project: GalleryProject;
  location: LocationContent;
  city: City;
  service: ServiceSlug;
  /** "10-12 weeks", "12 weeks": written as every duration of the site is (content/durations.ts). */
  promised: string;
  actual: string;
  testimonial?: TestimonialContent;
}

type StoryInput = Pick<GalleryProject, 'town' | 'service' | 'promised' | 'actual' | 'testimonial'> & { slug: string };

const fileOf = (slug: string) => `src/content/gallery/${slug}.yaml`;

/** Each project's story, in gallery order; throws on a town or testimonial that cannot be its. */
export function resolveStories<P extends StoryInput>(
  projects: readonly P[],
  locations: readonly LocationContent[],
  testimonials: readonly TestimonialContent[],
): (Omit<ProjectStory, 'project'> & { project: P })[] {
  return projects.map((project) => {
    const { state, city: citySlug } = project.town;
    const location = locations.find((candidate) => candidate.slug === state && candidate.isActive);
    if (!location) {
      const known = locations.filter((candidate) => candidate.isActive).map((candidate) => candidate.slug);
      throw new Error(`${fileOf(project.slug)} › town.state: "${state}" is not a location with pages; use one of: ${known.join(', ')}`);
    }
    const city = findCity(location, citySlug);
    if (!city) {
      throw new Error(`${fileOf(project.slug)} › town.city: "${citySlug}" is not a town of ${location.name}; use the town as in its page's address, e.g. /locations/${location.slug}/{town}`);
    }
    const testimonial = project.testimonial === undefined ? undefined : testimonials.find((candidate) => candidate.slug === project.testimonial);
    if (project.testimonial !== undefined) {
      if (!testimonial) throw new Error(`${fileOf(project.slug)} › testimonial: there is no testimonial "${project.testimonial}" in src/content/testimonials/`);
      const town = `${city.name}, ${city.stateCode}`;
      if (testimonial.town !== town || testimonial.service !== project.service) {
        throw new Error(
          `${fileOf(project.slug)} › testimonial: "${project.testimonial}" is about ${testimonial.service} in ${testimonial.town}, not this project's ${project.service} in ${town}; choose the client's own words, or none`,
        );
      }
    }
    return {
      slug: project.slug,
      project,
      location,
      city,
      service: project.service,
      promised: formatSpan(project.promised as Span, 'short'),
      actual: formatSpan(project.actual as Span, 'short'),
      ...(testimonial ? { testimonial } : {}),
    };
  });
}

/** The stories of one town, in gallery order. */
export const storiesIn = <S extends Pick<ProjectStory, 'location' | 'city'>>(stories: readonly S[], locationSlug: string, citySlug: string): S[] =>
  stories.filter((story) => story.location.slug === locationSlug && story.city.slug === citySlug);

/** The stories of one service, in gallery order. */
export const storiesOf = <S extends Pick<ProjectStory, 'service'>>(stories: readonly S[], service: string): S[] =>
  stories.filter((story) => story.service === service);

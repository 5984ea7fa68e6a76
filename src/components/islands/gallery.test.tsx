// @vitest-environment dom-server
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { gallery, galleryFilters, galleryLabels, galleryProjects } from '../../content/gallery';
import { fillTemplate } from '../../lib/format';
import type { ResponsiveImage } from '../../lib/build/images';
import { Gallery, type GalleryCard, type GalleryLabels } from './gallery';

/** An image as lib/build/images would build it (the files themselves do not matter here). */
const image = (name: string, alt: string): ResponsiveImage => ({
  src: `/_astro/${name}.webp`,
  srcset: `/_astro/${name}.webp 640w`,
  sizes: '100vw',
  width: 640,
  height: 480,
  alt,
});

const projects: GalleryCard[] = galleryProjects.map((project) => ({
  ...project,
  image: image(`project-${project.id}`, project.title),
  story: {
    href: `/projects/${project.slug}`,
    pairs: [{ before: image(`before-${project.id}`, `${project.title}, before`), after: image(`after-${project.id}`, `${project.title}, after`) }],
  },
}));

const withPhotos = 'Kitchen Remodeling';
const withoutPhotos = 'Roofing Services';
const photos = {
  [withPhotos]: [1, 2, 3].map((index) =>
    image(`kitchen-${index}`, `${withPhotos} project, photo ${index}`),
  ),
};

/** The labels exactly as home.astro passes them. */
const labels: GalleryLabels = galleryLabels;

const renderGallery = () => render(<Gallery filters={galleryFilters} projects={projects} photos={photos} labels={labels} />);

const filters = () => within(screen.getByRole('group', { name: gallery.filterLabel }));
const projectTitles = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
const projectsIn = (category: string) => galleryProjects.filter((project) => project.category === category);
/** Each card's button reads "View Gallery: <project title>". */
/** The first open compiles and loads the viewer's chunk, which can be slow on a busy machine. */
const loadTimeout = 10_000;
const viewGallery = (title: string) => screen.getByRole('button', { name: `${gallery.viewGalleryLabel}: ${title}` });

beforeAll(() => {
  // What jsdom lacks and the viewer's carousel (Embla) asks for; jsdom does no layout anyway.
  class NoopObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  globalThis.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver;
  globalThis.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver;
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
});

beforeEach(() => window.history.replaceState(null, '', '/'));
afterEach(cleanup);

describe('Gallery', () => {
  it('shows every project, with All chosen and the count in the results text', () => {
    renderGallery();
    expect(projectTitles()).toEqual(galleryProjects.map((project) => project.title));
    expect(filters().getAllByRole('link').map((link) => link.textContent)).toEqual([...galleryFilters]);
    expect(filters().getByRole('link', { name: galleryFilters[0] })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByText(fillTemplate(gallery.resultsAll, { count: galleryProjects.length }))).toBeVisible();
  });

  it('choosing a category shows only its projects, marks the chip current and updates the results text', async () => {
    const user = userEvent.setup();
    renderGallery();
    const chip = filters().getByRole('link', { name: withPhotos });
    expect(chip).toHaveAttribute('href', '/?category=Kitchen+Remodeling#gallery');
    expect(chip).not.toHaveAttribute('aria-current');

    await user.click(chip);
    expect(projectTitles()).toEqual(projectsIn(withPhotos).map((project) => project.title));
    expect(chip).toHaveAttribute('aria-current', 'true');
    expect(filters().getByRole('link', { name: galleryFilters[0] })).not.toHaveAttribute('aria-current');
    expect(
      screen.getByText(
        fillTemplate(gallery.resultsFiltered, {
          count: projectsIn(withPhotos).length,
          total: galleryProjects.length,
          category: withPhotos,
        }),
      ),
    ).toBeVisible();
    // The address follows, so a reload or a shared link shows the same chip.
    expect(window.location.search).toBe('?category=Kitchen+Remodeling');

    // In place: the link's own navigation (a page load) is cancelled.
    expect(fireEvent.click(filters().getByRole('link', { name: withoutPhotos }))).toBe(false);
    expect(projectTitles()).toEqual(projectsIn(withoutPhotos).map((project) => project.title));

    await user.click(filters().getByRole('link', { name: galleryFilters[0] }));
    expect(projectTitles()).toHaveLength(galleryProjects.length);
    expect(screen.getByText(fillTemplate(gallery.resultsAll, { count: galleryProjects.length }))).toBeVisible();
  });

  it('preselects the category named in ?category=', () => {
    window.history.replaceState(null, '', '/?category=roofing+services#gallery');
    renderGallery();
    expect(filters().getByRole('link', { name: withoutPhotos })).toHaveAttribute('aria-current', 'true');
    expect(projectTitles()).toEqual(projectsIn(withoutPhotos).map((project) => project.title));
  });

  it('View Gallery opens the viewer on that category’s photos; Escape closes it and focus returns', async () => {
    const user = userEvent.setup();
    renderGallery();
    const opener = viewGallery(projectsIn(withPhotos)[0]!.title);
    const leads: string[] = [];
    window.hearthwoodLead = (lead) => leads.push(lead);
    await user.click(opener);
    // One lead for the analytics (lib/lead-events.ts) per opening.
    expect(leads).toEqual(['galleryOpened']);
    delete window.hearthwoodLead;

    // The viewer is fetched on first open: wait for it.
    const dialog = await screen.findByRole('dialog', { name: withPhotos }, { timeout: loadTimeout });
    expect(dialog).toHaveAccessibleDescription(gallery.viewerDescription);
    expect(within(dialog).getByText(fillTemplate(gallery.counter, { current: 1, total: 3 }))).toBeVisible();
    expect(within(dialog).getByRole('img', { name: photos[withPhotos][0]!.alt })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: gallery.nextLabel })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: gallery.closeLabel })).toBeVisible();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  }, 20_000);

  it('the viewer links to the story of the project that opened it and compares its pair with a named, announced range', async () => {
    const user = userEvent.setup();
    renderGallery();
    const project = projectsIn(withPhotos)[0]!;
    await user.click(viewGallery(project.title));
    const dialog = await screen.findByRole('dialog', { name: withPhotos }, { timeout: loadTimeout });
    expect(within(dialog).getByRole('link', { name: `${gallery.storyLinkLabel}: ${project.title}` })).toHaveAttribute('href', `/projects/${project.slug}`);
    const range = within(dialog).getByRole('slider', { name: fillTemplate(gallery.comparison.sliderLabel, { alt: `${project.title}, after` }) });
    expect(range).toHaveAttribute('aria-valuetext', fillTemplate(gallery.comparison.valueText, { before: 50, after: 50 }));
    fireEvent.change(range, { target: { value: '30' } });
    expect(range).toHaveAttribute('aria-valuetext', fillTemplate(gallery.comparison.valueText, { before: 30, after: 70 }));
    expect(within(dialog).getByText(gallery.comparison.before)).toBeInTheDocument();
    expect(within(dialog).getByText(gallery.comparison.after)).toBeInTheDocument();
  }, 20_000);

  it('when a filter has hidden the card that opened the viewer, closing it focuses the chosen chip', async () => {
    const user = userEvent.setup();
    renderGallery();
    const chip = filters().getByRole('link', { name: withoutPhotos });
    await user.click(viewGallery(projectsIn(withPhotos)[0]!.title));
    await screen.findByRole('dialog', { name: withPhotos }, { timeout: loadTimeout });
    // A chip tapped while the viewer was still loading: the card that opened it is hidden now.
    fireEvent.click(chip);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(projectTitles()).toEqual(projectsIn(withoutPhotos).map((project) => project.title));
    await waitFor(() => expect(chip).toHaveFocus());
  }, 20_000);

  it('a category without photos says so in the viewer, and the close button closes it', async () => {
    const user = userEvent.setup();
    renderGallery();
    await user.click(viewGallery(projectsIn(withoutPhotos)[0]!.title));

    const dialog = await screen.findByRole('dialog', { name: withoutPhotos }, { timeout: loadTimeout });
    expect(within(dialog).getByText(gallery.emptyHeading)).toBeVisible();
    expect(dialog).toHaveAccessibleDescription(gallery.emptyBody);

    await user.click(within(dialog).getByRole('button', { name: gallery.closeLabel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }, 20_000);
});

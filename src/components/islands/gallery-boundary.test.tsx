// @vitest-environment dom-server
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { gallery, galleryFilters, galleryLabels, galleryProjects } from '../../content/gallery';
import { Gallery, type GalleryCard } from './gallery';

// A viewer that fails as it renders (a bad photo entry, a browser without what the carousel needs).
vi.mock('./gallery-viewer', () => ({
  default: function BrokenViewer(): never {
    throw new Error('the viewer failed to render');
  },
}));

const projects: GalleryCard[] = galleryProjects.map((project) => ({
  ...project,
  image: { src: `/_astro/${project.id}.webp`, srcset: `/_astro/${project.id}.webp 640w`, sizes: '100vw', width: 640, height: 480, alt: project.title },
}));

// React reports the caught error on the console; the test reads it there, and keeps it quiet.
let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  consoleError.mockRestore();
});

const reportedFailure = () =>
  consoleError.mock.calls.some((args) => args.some((arg) => String(arg instanceof Error ? arg.message : arg).includes('the viewer failed to render')));

describe('Gallery, when the viewer fails', () => {
  it('keeps the cards and the filters working instead of vanishing with it', async () => {
    const user = userEvent.setup();
    render(<Gallery filters={galleryFilters} projects={projects} photos={{}} labels={galleryLabels} />);
    const first = projects[0]!;
    await user.click(screen.getByRole('button', { name: `${gallery.viewGalleryLabel}: ${first.title}` }));
    // The viewer was loaded and rendered, and failed there.
    await waitFor(() => expect(reportedFailure()).toBe(true));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(projects.length);

    await user.click(screen.getByRole('link', { name: first.category }));
    const shown = projects.filter((project) => project.category === first.category);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(shown.map((p) => p.title));
  });
});

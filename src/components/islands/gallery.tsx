import { Images } from 'lucide-react';
import {
  Component,
  memo,
  startTransition,
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type PointerEvent,
  type ReactNode,
} from 'react';
import type { ResponsiveImage } from '../../lib/build/images';
import { fillTemplate } from '../../lib/format';
import {
  categoryQueryValue,
  galleryProjectAttribute,
  parseCategoryParam,
  takeEarlyGalleryTap,
  type GalleryFilterName,
} from '../../lib/gallery-interaction';
import type GalleryViewer from './gallery-viewer';
import type { GalleryViewerLabels, ViewerStory } from './gallery-viewer';
import { cn } from '../../lib/cn';
import { FeatureList } from '../ui/feature-list';

const noSubscription = () => () => {};

type ViewerComponent = typeof GalleryViewer;

let viewerChunk: Promise<ViewerComponent | undefined> | undefined;

/**
 * The viewer (Radix Dialog + Embla) is fetched when it is opened, not with the page; with a mouse
 * or a pen, from the press, a few dozen milliseconds before the click. Loaded by hand rather than
 * with React.lazy: a lazy component first shows its Suspense fallback, and React then holds the
 * viewer back until 300 ms after that fallback (its reveal throttle), which was most of the half
 * second a first opening took on a slow phone. `undefined` when the chunk failed and the page is
 * reloading to recover (lib/browser/preload-recovery.ts); a failure that stays (the reload did not
 * bring it either) rejects, here and at every later opening.
 */
function loadViewer(): Promise<ViewerComponent | undefined> {
  // Vite's loader gives undefined once the recovery has taken over (a reload is under way).
  viewerChunk ??= import('./gallery-viewer').then((module: { default: ViewerComponent } | undefined) => module?.default);
  return viewerChunk;
}

/**
 * A press of a mouse or a pen on View Gallery starts the download. Not a finger: on a phone a
 * press is also how every scroll across the cards begins, and it would fetch the viewer for
 * visitors who never open it (and, on a page left open across a deploy, reload the page under a
 * scrolling finger). A tap starts it with its click.
 */
function prefetchViewer(event: PointerEvent<HTMLButtonElement>): void {
  if (event.pointerType === 'touch') return;
  loadViewer().catch(() => undefined);
}

export interface GalleryCard {
  id: number;
  title: string;
  category: string;
  features: readonly string[];
  image: ResponsiveImage;
  /** The project's story page and its before and after pairs, which the viewer shows. */
  story?: Omit<ViewerStory, 'title'>;
}

export interface GalleryLabels extends GalleryViewerLabels {
  filterLabel: string;
  viewGalleryLabel: string;
  resultsAll: string;
  resultsFiltered: string;
}

export interface GalleryProps {
  filters: readonly GalleryFilterName[];
  projects: readonly GalleryCard[];
  /** Photos of each category; a category without photos shows "Photos Coming Soon". */
  photos: Readonly<Record<string, readonly ResponsiveImage[]>>;
  labels: GalleryLabels;
}

/** The address of a filter: the home gallery with that category, or without one for All. */
function filterHref(filter: GalleryFilterName, all: GalleryFilterName): string {
  return filter === all ? '/#gallery' : `/?category=${categoryQueryValue(filter)}#gallery`;
}

export function Gallery({ filters, projects, photos, labels }: GalleryProps) {
  const all = filters[0] ?? 'All';
  // ?category=Kitchen+Remodeling preselects a chip; an unknown value keeps "All". The
  // prerendered HTML (server snapshot) shows All, so hydration matches it.
  const search = useSyncExternalStore(noSubscription, () => window.location.search, () => '');
  const [chosen, setSelected] = useState<string | null>(null);
  const selected = chosen ?? parseCategoryParam(search, filters) ?? all;
  const [viewerCategory, setViewerCategory] = useState<string | null>(null);
  const [viewerProject, setViewerProject] = useState<GalleryCard | null>(null);
  const [Viewer, setViewer] = useState<ViewerComponent | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const root = useRef<HTMLDivElement>(null);

  const shows = (project: GalleryCard) => selected === all || project.category === selected;
  const visible = projects.filter(shows);
  // Stable (it reads only setters and refs), so the memoized cards never re-render for it.
  const open = useCallback((project: GalleryCard, from: HTMLElement) => {
    window.hearthwoodLead?.('galleryOpened');
    opener.current = from;
    // A transition: the tap's own frame only notes the opening, and rendering the viewer follows
    // without blocking it (bench, 4x CPU: the tap's latency fell from 64-72 ms to 40-48 ms).
    loadViewer().then(
      (component) => {
        if (!component) return;
        startTransition(() => {
          setViewer(() => component);
          setViewerProject(project);
          setViewerCategory(project.category);
        });
      },
      // Even the one reload did not bring the chunk: the viewer stays closed and the project
      // cards keep working.
      () => undefined,
    );
  }, []);

  const close = () => {
    // A chip tapped while the viewer was loading can have hidden the card that opened it: focus
    // then goes to the chosen chip instead of being lost to the top of the page.
    if (opener.current?.closest('[hidden]')) {
      opener.current = root.current?.querySelector<HTMLElement>('[aria-current="true"]') ?? null;
    }
    setViewerCategory(null);
  };

  // A View Gallery tapped before hydration (lib/gallery-interaction.ts noted it) opens now.
  useEffect(() => {
    const tap = root.current ? takeEarlyGalleryTap(root.current) : undefined;
    const project = tap && projects.find((p) => String(p.id) === tap.projectId);
    if (tap && project) open(project, tap.button);
    // Once, on mount: later taps reach the button's own handler.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div ref={root}>
      {/* Filters are links (/?category=…#gallery): they work before hydration and without script;
          once the island runs, a click filters in place and keeps the address in step. */}
      <div role="group" aria-label={labels.filterLabel} className="flex flex-wrap gap-2">
        {filters.map((filter) => (
          <a
            key={filter}
            href={filterHref(filter, all)}
            aria-current={selected === filter ? 'true' : undefined}
            onClick={(event) => {
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
              event.preventDefault();
              setSelected(filter);
              window.history.replaceState(window.history.state, '', filterHref(filter, all));
            }}
            className={cn(
              'inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-semibold no-underline transition-colors',
              selected === filter
                ? 'border-walnut bg-walnut text-linen'
                : 'border-line bg-white text-ink hover:border-walnut',
            )}
          >
            {filter}
          </a>
        ))}
      </div>

      <p aria-live="polite" className="mt-6 text-sm text-ink-soft">
        {selected === all
          ? fillTemplate(labels.resultsAll, { count: visible.length })
          : fillTemplate(labels.resultsFiltered, { count: visible.length, total: projects.length, category: selected })}
      </p>

      {/* Every card stays in the page; a filter hides the others. A tap then changes attributes
          only (the cards themselves are memoized), not 17 cards taken down and built again. */}
      <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {projects.map((project) => (
          <li
            key={project.id}
            hidden={!shows(project)}
            className="group relative flex flex-col overflow-hidden rounded-card border border-line bg-white shadow-card transition-shadow hover:shadow-lift"
          >
            <ProjectCard project={project} viewGalleryLabel={labels.viewGalleryLabel} onOpen={open} />
          </li>
        ))}
      </ul>

      {Viewer ? (
        <ViewerBoundary>
          <Viewer
            isOpen={viewerCategory !== null}
            onClose={close}
            returnFocusTo={opener}
            category={viewerCategory ?? ''}
            images={viewerCategory ? (photos[viewerCategory] ?? []) : []}
            labels={labels}
            story={viewerProject?.story ? { title: viewerProject.title, ...viewerProject.story } : undefined}
          />
        </ViewerBoundary>
      ) : null}
    </div>
  );
}

/**
 * If the viewer fails while it renders, it stays closed and the project cards keep working,
 * instead of the whole gallery vanishing with it.
 */
class ViewerBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

interface ProjectCardProps {
  project: GalleryCard;
  viewGalleryLabel: string;
  onOpen: (project: GalleryCard, from: HTMLElement) => void;
}

/** A project's photo, category, title, features and View Gallery button. */
const ProjectCard = memo(function ProjectCard({ project, viewGalleryLabel, onOpen }: ProjectCardProps) {
  return (
    <>
      <img
        src={project.image.src}
        srcSet={project.image.srcset}
        sizes={project.image.sizes}
        width={project.image.width}
        height={project.image.height}
        alt={project.image.alt}
        loading="lazy"
        decoding="async"
        className="aspect-[4/3] w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold tracking-wide text-oak uppercase">{project.category}</p>
        <h3 className="mt-1 text-xl font-semibold">{project.title}</h3>
        <FeatureList items={project.features} marker="dot" className="mt-3 space-y-1 text-sm text-ink-soft" />
        {/* The button's ::after covers the card, so a click anywhere on it opens the viewer. */}
        <button
          type="button"
          {...{ [galleryProjectAttribute]: project.id }}
          onPointerDown={prefetchViewer}
          onClick={(event) => onOpen(project, event.currentTarget)}
          className="mt-4 inline-flex min-h-11 items-center gap-2 self-start rounded-full border-2 border-walnut px-4 text-sm font-semibold text-walnut after:absolute after:inset-0 after:content-[''] group-hover:bg-walnut group-hover:text-linen"
        >
          <Images aria-hidden="true" className="size-4" />
          {viewGalleryLabel}
          <span className="sr-only">: {project.title}</span>
        </button>
      </div>
    </>
  );
});

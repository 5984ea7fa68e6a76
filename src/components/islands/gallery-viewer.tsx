import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight, ImageOff } from 'lucide-react';
import { useCallback, useEffect, useState, type ReactNode, type RefObject } from 'react';
import type { ResponsiveImage } from '../../lib/build/images';
import { fillTemplate } from '../../lib/format';
import { BeforeAfter, type BeforeAfterLabels, type BeforeAfterPair } from '../ui/before-after';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../ui/dialog';

export interface GalleryViewerLabels {
  counter: string;
  carouselRole: string;
  slideRole: string;
  previousLabel: string;
  nextLabel: string;
  closeLabel: string;
  emptyHeading: string;
  emptyBody: string;
  viewerDescription: string;
  /** The link to the story of the project the viewer was opened from. */
  storyLinkLabel: string;
  pairsHeading: string;
  comparison: BeforeAfterLabels;
}

/** The project the viewer was opened from: its story's address and its before and after pairs. */
export interface ViewerStory {
  title: string;
  href: string;
  pairs: readonly BeforeAfterPair[];
}

export interface GalleryViewerProps {
  isOpen: boolean;
  onClose: () => void;
  category: string;
  images: readonly ResponsiveImage[];
  labels: GalleryViewerLabels;
  /** Where focus goes back to on close (the dialog has no Radix trigger of its own). */
  returnFocusTo?: RefObject<HTMLElement | null>;
  /** The project whose card opened the viewer: its pairs as comparisons and a link to its story. */
  story?: ViewerStory;
}

/**
 * The photo viewer: a modal with a centred, looping carousel. Arrow keys and the buttons move
 * between photos; swipe works on touch; Escape and the close button close it.
 */
export default function GalleryViewer({ isOpen, onClose, category, images, labels, returnFocusTo, story }: GalleryViewerProps) {
  return (
    <Dialog open={isOpen} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        closeLabel={labels.closeLabel}
        // The project's comparisons make it tall: it scrolls, and leaves a band above and below to tap outside it.
        className="max-h-[calc(100dvh-8rem)] overflow-y-auto"
        onCloseAutoFocus={(event) => {
          if (!returnFocusTo?.current) return;
          event.preventDefault();
          returnFocusTo.current.focus();
        }}
      >
        <DialogTitle className="pr-12 font-serif text-xl font-semibold text-white sm:text-2xl">{category}</DialogTitle>
        {images.length === 0 ? (
          <EmptyCategory heading={labels.emptyHeading} body={labels.emptyBody} />
        ) : (
          <Carousel images={images} labels={labels} />
        )}
        {story ? <Story story={story} labels={labels} /> : null}
      </DialogContent>
    </Dialog>
  );
}

/** The project's before and after pairs, each one comparison, and the link to its story. */
function Story({ story, labels }: { story: ViewerStory; labels: GalleryViewerLabels }) {
  return (
    <section aria-labelledby="viewer-pairs-heading" className="mt-6 border-t border-white/15 pt-4" data-viewer-story="">
      <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
        <h3 id="viewer-pairs-heading" className="font-serif text-lg font-semibold text-white">
          {labels.pairsHeading}: {story.title}
        </h3>
        <a href={story.href} className="font-semibold text-oak-light underline underline-offset-4 hover:text-white">
          {labels.storyLinkLabel}
          <span className="sr-only">: {story.title}</span>
        </a>
      </div>
      <div className="mx-auto mt-4 grid max-w-2xl gap-6 [&_figcaption]:text-sand">
        {story.pairs.map((pair) => (
          <BeforeAfter key={pair.after.src} pair={pair} labels={labels.comparison} comparing />
        ))}
      </div>
    </section>
  );
}

function EmptyCategory({ heading, body }: { heading: string; body: string }) {
  return (
    <div className="mt-4 flex aspect-[4/3] flex-col items-center justify-center gap-3 rounded-xl bg-white/5 p-8 text-center sm:aspect-[16/9]">
      <ImageOff aria-hidden="true" className="size-10 text-oak-light" />
      <p className="font-serif text-2xl font-semibold">{heading}</p>
      <DialogDescription className="max-w-sm text-sand">{body}</DialogDescription>
    </div>
  );
}

function Carousel({ images, labels }: { images: readonly ResponsiveImage[]; labels: GalleryViewerLabels }) {
  const [emblaRef, embla] = useEmblaCarousel({ loop: images.length > 1, align: 'center' });
  const [index, setIndex] = useState(0);
  const several = images.length > 1;

  useEffect(() => {
    if (!embla) return undefined;
    const onSelect = () => setIndex(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    onSelect();
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla]);

  const previous = useCallback(() => embla?.scrollPrev(), [embla]);
  const next = useCallback(() => embla?.scrollNext(), [embla]);

  // The dialog is modal, so the arrow keys belong to the carousel wherever focus sits in it.
  useEffect(() => {
    if (!several) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      // A comparison's range input takes its own arrow keys.
      if (event.target instanceof HTMLInputElement) return;
      if (event.key === 'ArrowLeft') {
        event.preventDefault();
        previous();
      } else if (event.key === 'ArrowRight') {
        event.preventDefault();
        next();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [several, previous, next]);

  return (
    <section aria-roledescription={labels.carouselRole} aria-label={labels.viewerDescription} className="mt-4">
      <DialogDescription className="sr-only">{labels.viewerDescription}</DialogDescription>
      <div className="overflow-hidden rounded-xl" ref={emblaRef}>
        <div className="flex touch-pan-y">
          {images.map((image, i) => (
            <div
              key={image.src}
              className="min-w-0 shrink-0 grow-0 basis-full"
              role="group"
              aria-roledescription={labels.slideRole}
              aria-label={fillTemplate(labels.counter, { current: i + 1, total: images.length })}
              aria-hidden={i !== index}
            >
              <img
                src={image.src}
                srcSet={image.srcset}
                sizes="(min-width: 1024px) 64rem, 100vw"
                width={image.width}
                height={image.height}
                alt={image.alt}
                loading={i === 0 ? 'eager' : 'lazy'}
                decoding="async"
                className="aspect-[4/3] w-full bg-white/5 object-cover"
              />
            </div>
          ))}
        </div>
      </div>
      <div className="mt-4 flex items-center justify-between gap-4">
        <p aria-live="polite" className="text-sm font-semibold text-sand">
          {fillTemplate(labels.counter, { current: index + 1, total: images.length })}
        </p>
        {several ? (
          <div className="flex gap-2">
            <RoundButton onClick={previous} label={labels.previousLabel}>
              <ChevronLeft aria-hidden="true" className="size-5" />
            </RoundButton>
            <RoundButton onClick={next} label={labels.nextLabel}>
              <ChevronRight aria-hidden="true" className="size-5" />
            </RoundButton>
          </div>
        ) : null}
      </div>
    </section>
  );
}

function RoundButton({ onClick, label, children }: { onClick: () => void; label: string; children: ReactNode }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className="inline-flex size-11 items-center justify-center rounded-full bg-white/10 hover:bg-white/20"
    >
      {children}
    </button>
  );
}

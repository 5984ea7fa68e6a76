import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight, ImageOff } from 'lucide-react';
import { useCallback, useEffect, useState, type ReactNode, type RefObject } from 'react';
import type { ResponsiveImage } from '../../lib/build/images';
import { fillTemplate } from '../../lib/format';
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
}

export interface GalleryViewerProps {
  isOpen: boolean;
  onClose: () => void;
  category: string;
  images: readonly ResponsiveImage[];
  labels: GalleryViewerLabels;
  /** Where focus goes back to on close (the dialog has no Radix trigger of its own). */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/**
 * The photo viewer: a modal with a centred, looping carousel. Arrow keys and the buttons move
 * between photos; swipe works on touch; Escape and the close button close it.
 */
export default function GalleryViewer({ isOpen, onClose, category, images, labels, returnFocusTo }: GalleryViewerProps) {
  return (
    <Dialog open={isOpen} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        closeLabel={labels.closeLabel}
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
      </DialogContent>
    </Dialog>
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

import { ChevronDown, Menu, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { NavLink, NavModel } from '../../lib/navigation';
import { buttonVariants } from '../ui/button-variants';
import { BrandMark } from '../ui/brand-mark';

export interface NavigationProps extends NavModel {
  homeHref: string;
  brandName: string;
  brandTagline: string;
  locationsLabel: string;
  locationsHeading: string;
  menuOpenLabel: string;
  menuCloseLabel: string;
}

/**
 * The fixed top bar. The Locations list is a disclosure of links (the WAI pattern for site
 * navigation), not an application menu: Tab moves through it, Escape closes it and returns focus.
 */
export function Navigation(props: NavigationProps) {
  const { links, locations, consultation } = props;
  const [mobileOpen, setMobileOpen] = useState(false);
  const mobilePanelId = useId();
  const mobileToggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!mobileOpen) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMobileOpen(false);
        mobileToggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [mobileOpen]);

  const closeMobile = () => setMobileOpen(false);

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-line/70 bg-linen/95 backdrop-blur supports-[backdrop-filter]:bg-linen/85">
      <nav aria-label="Main" className="container-page flex h-18 items-center justify-between gap-4">
        <a href={props.homeHref} className="flex items-center gap-3 rounded-md text-ink no-underline">
          <BrandMark className="size-10 shrink-0" />
          <span className="flex flex-col leading-tight">
            <span className="font-serif text-xl font-semibold">{props.brandName}</span>
            <span className="hidden text-xs text-ink-soft sm:block">{props.brandTagline}</span>
          </span>
        </a>

        <ul className="hidden items-center gap-1 lg:flex">
          {links.map((link) => (
            <li key={link.label}>
              <a href={link.href} className="rounded-full px-3 py-2 text-[0.95rem] font-medium text-ink hover:bg-sand">
                {link.label}
              </a>
            </li>
          ))}
          <li>
            <LocationsDisclosure
              label={props.locationsLabel}
              heading={props.locationsHeading}
              locations={locations}
            />
          </li>
        </ul>

        <div className="flex items-center gap-2">
          {consultation ? (
            <span className="hidden sm:block">
              <a href={consultation.href} className={buttonVariants({ size: 'sm' })}>
                {consultation.label}
              </a>
            </span>
          ) : null}
          <button
            ref={mobileToggleRef}
            type="button"
            className={`${buttonVariants({ variant: 'ghost', size: 'icon' })} lg:hidden`}
            aria-expanded={mobileOpen}
            aria-controls={mobilePanelId}
            aria-label={mobileOpen ? props.menuCloseLabel : props.menuOpenLabel}
            onClick={() => setMobileOpen((open) => !open)}
          >
            {mobileOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </button>
        </div>
      </nav>

      <div
        id={mobilePanelId}
        hidden={!mobileOpen}
        className="max-h-[calc(100dvh-4.5rem)] overflow-y-auto border-t border-line bg-linen lg:hidden"
      >
        <ul className="container-page flex flex-col py-3">
          {links.map((link) => (
            <li key={link.label}>
              <a
                href={link.href}
                onClick={closeMobile}
                className="block rounded-lg px-3 py-3 text-lg font-medium text-ink hover:bg-sand"
              >
                {link.label}
              </a>
            </li>
          ))}
          <li className="mt-2 border-t border-line pt-3">
            <p className="px-3 pb-1 text-sm font-semibold tracking-wide text-ink-soft uppercase">
              {props.locationsHeading}
            </p>
            <ul>
              {locations.map((location) => (
                <li key={location.href}>
                  <a
                    href={location.href}
                    onClick={closeMobile}
                    className="block rounded-lg px-3 py-3 text-lg font-medium text-ink hover:bg-sand"
                  >
                    {location.label}
                  </a>
                </li>
              ))}
            </ul>
          </li>
          {consultation ? (
            <li className="pt-3">
              <a href={consultation.href} onClick={closeMobile} className={`${buttonVariants()} w-full`}>
                {consultation.label}
              </a>
            </li>
          ) : null}
        </ul>
      </div>
    </header>
  );
}

function LocationsDisclosure({
  label,
  heading,
  locations,
}: {
  label: string;
  heading: string;
  locations: readonly NavLink[];
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const headingId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    // Tabbing out of the list closes it, as a disclosure should.
    const onFocusOut = (event: FocusEvent) => {
      if (!wrapperRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
    };
    const wrapper = wrapperRef.current;
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    wrapper?.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
      wrapper?.removeEventListener('focusout', onFocusOut);
    };
  }, [open]);

  return (
    <div ref={wrapperRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex items-center gap-1 rounded-full px-3 py-2 text-[0.95rem] font-medium text-ink hover:bg-sand"
      >
        {label}
        <ChevronDown aria-hidden="true" className={open ? 'size-4 rotate-180 transition-transform' : 'size-4 transition-transform'} />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute right-0 mt-2 w-64 rounded-card border border-line bg-white p-2 shadow-lift"
      >
        <p id={headingId} className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-ink-soft uppercase">
          {heading}
        </p>
        <ul aria-labelledby={headingId}>
          {locations.map((location) => (
            <li key={location.href}>
              <a
                href={location.href}
                onClick={() => setOpen(false)}
                className="block rounded-lg px-3 py-2 font-medium text-ink hover:bg-sand"
              >
                {location.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

import { ChevronDown, Menu, X } from 'lucide-react';
import type { NavLink, NavModel } from '../../lib/build/navigation-model';
import { buttonVariants } from '../ui/button-variants';
import { BrandMark } from '../ui/brand-mark';

export type NavigationProps = NavModel;

/** Ids the toggles point at (one header per page). */
export const SITE_MENU_ID = 'site-menu';
export const LOCATIONS_MENU_ID = 'locations-menu';

/**
 * The fixed top bar, rendered at build time and shipped without a framework. The mobile menu and
 * the Locations list are popovers opened by their buttons (popovertarget): they open, close on
 * Escape or an outside tap, and return focus with no script at all. lib/browser/site-menu.ts adds what
 * HTML lacks: aria-expanded and the Close label on the toggle, closing the menu when one of its
 * links is chosen (in-page anchors do not leave the page), and placing the Locations list under
 * its button.
 */
export function Navigation(props: NavigationProps) {
  const { links, locations, consultation } = props;
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-line/70 bg-linen/95 backdrop-blur supports-[backdrop-filter]:bg-linen/85">
      <nav aria-label={props.label} className="container-page flex h-18 items-center justify-between gap-4">
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
            <LocationsMenu label={props.locationsLabel} heading={props.locationsHeading} locations={locations} />
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
            type="button"
            popoverTarget={SITE_MENU_ID}
            data-popover-toggle=""
            data-label-open={props.menuOpenLabel}
            data-label-close={props.menuCloseLabel}
            aria-label={props.menuOpenLabel}
            className={`group ${buttonVariants({ variant: 'ghost', size: 'icon' })} lg:hidden`}
          >
            <Menu aria-hidden="true" className="group-aria-expanded:hidden" />
            <X aria-hidden="true" className="hidden group-aria-expanded:block" />
          </button>
        </div>
      </nav>

      <div
        id={SITE_MENU_ID}
        popover="auto"
        data-close-on-link=""
        className="site-menu max-h-[calc(100dvh-4.5rem)] overflow-y-auto border-t border-line bg-linen text-ink lg:hidden"
      >
        <ul className="container-page flex flex-col py-3">
          {links.map((link) => (
            <li key={link.label}>
              <a href={link.href} className="block rounded-lg px-3 py-3 text-lg font-medium text-ink hover:bg-sand">
                {link.label}
              </a>
            </li>
          ))}
          <li className="mt-2 border-t border-line pt-3">
            <p className="px-3 pb-1 text-sm font-semibold tracking-wide text-ink-soft uppercase">{props.locationsHeading}</p>
            <ul>
              {locations.map((location) => (
                <li key={location.href}>
                  <a href={location.href} className="block rounded-lg px-3 py-3 text-lg font-medium text-ink hover:bg-sand">
                    {location.label}
                  </a>
                </li>
              ))}
            </ul>
          </li>
          {consultation ? (
            <li className="pt-3">
              <a href={consultation.href} className={`${buttonVariants()} w-full`}>
                {consultation.label}
              </a>
            </li>
          ) : null}
        </ul>
      </div>
    </header>
  );
}

/**
 * The Locations list: a disclosure of links (the WAI pattern for site navigation), not an
 * application menu. Tab moves through it, Escape closes it and returns focus to its button.
 */
function LocationsMenu({ label, heading, locations }: { label: string; heading: string; locations: readonly NavLink[] }) {
  const headingId = `${LOCATIONS_MENU_ID}-heading`;
  return (
    <>
      <button
        type="button"
        popoverTarget={LOCATIONS_MENU_ID}
        data-popover-toggle=""
        data-anchor-below=""
        className="group inline-flex items-center gap-1 rounded-full px-3 py-2 text-[0.95rem] font-medium text-ink hover:bg-sand"
      >
        {label}
        <ChevronDown aria-hidden="true" className="size-4 transition-transform group-aria-expanded:rotate-180" />
      </button>
      <div
        id={LOCATIONS_MENU_ID}
        popover="auto"
        data-close-on-link=""
        className="locations-menu w-64 rounded-card border border-line bg-white p-2 text-ink shadow-lift"
      >
        <p id={headingId} className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-ink-soft uppercase">
          {heading}
        </p>
        <ul aria-labelledby={headingId}>
          {locations.map((location) => (
            <li key={location.href}>
              <a href={location.href} className="block rounded-lg px-3 py-2 font-medium text-ink hover:bg-sand">
                {location.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

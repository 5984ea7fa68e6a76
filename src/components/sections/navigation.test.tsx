// @vitest-environment dom-server
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activeLocations } from '../../content/locations';
import { brand } from '../../content/site';
import { navigation } from '../../content/navigation';
import { buildNavigation, type NavContext } from '../../lib/build/navigation-model';
import { href } from '../../lib/build/routes';
import { enhancePopoverToggles } from '../../lib/browser/site-menu';
import { LOCATIONS_MENU_ID, Navigation, SITE_MENU_ID } from './navigation';

const locations = activeLocations().map((location) => ({ label: location.name, href: href.location(location.slug) }));

/**
 * The header as the site ships it: static HTML (base.astro renders it with no React in the
 * browser), with the same props base.astro passes, and optionally the page script run on it.
 */
function mountHeader(context: NavContext, { enhanced }: { enhanced: boolean }) {
  document.body.innerHTML = renderToStaticMarkup(
    <Navigation
      {...buildNavigation(context, locations)}
    />,
  );
  if (enhanced) enhancePopoverToggles(document);
  return {
    menuToggle: () => screen.getByRole('button', { name: /menu/i }),
    locationsToggle: () => screen.getByRole('button', { name: navigation.locationsMenu.label }),
    menu: document.getElementById(SITE_MENU_ID)!,
    locationsMenu: document.getElementById(LOCATIONS_MENU_ID)!,
  };
}

/**
 * jsdom has no Popover API (jsdom/jsdom#3721): no showPopover/hidePopover, no popovertarget
 * buttons, no Escape or outside-tap dismissal, and `:popover-open` never matches. This stand-in
 * does what a browser does, as far as site-menu.ts can see it (after the HTML spec): a
 * popovertarget button toggles its popover, opening one auto popover closes the other, Escape
 * closes the open one, beforetoggle fires at once and toggle a task later. It cannot stand in for
 * the browser itself (showing and hiding, the top layer, focus return), which
 * e2e/navigation.spec.ts checks in real browsers.
 */
function installPopoverStandIn() {
  const open = new Set<HTMLElement>();
  const fire = (popover: HTMLElement, type: string, newState: 'open' | 'closed') =>
    popover.dispatchEvent(
      Object.assign(new Event(type), { newState, oldState: newState === 'open' ? 'closed' : 'open' }),
    );
  const setState = (popover: HTMLElement, newState: 'open' | 'closed') => {
    if (open.has(popover) === (newState === 'open')) return;
    fire(popover, 'beforetoggle', newState);
    if (newState === 'open') {
      for (const other of [...open]) setState(other, 'closed');
      open.add(popover);
    } else {
      open.delete(popover);
    }
    setTimeout(() => fire(popover, 'toggle', newState));
  };
  if ('showPopover' in HTMLElement.prototype) throw new Error('jsdom has the Popover API now: test with it instead');
  const proto = HTMLElement.prototype as unknown as Record<string, unknown>;
  const matches = Element.prototype.matches;
  Object.assign(proto, {
    showPopover(this: HTMLElement) {
      setState(this, 'open');
    },
    hidePopover(this: HTMLElement) {
      setState(this, 'closed');
    },
    matches(this: HTMLElement, selector: string) {
      return selector === ':popover-open' ? open.has(this) : matches.call(this, selector);
    },
  });

  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element).closest<HTMLElement>('button[popovertarget]');
    const popover = button && document.getElementById(button.getAttribute('popovertarget') ?? '');
    if (!button || !popover) return;
    setState(popover, open.has(popover) ? 'closed' : 'open');
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    for (const popover of [...open]) setState(popover, 'closed');
  };
  document.addEventListener('click', onClick);
  document.addEventListener('keydown', onKeyDown);
  return {
    isOpen: (popover: HTMLElement) => popover.matches(':popover-open'),
    /** The menu was opened before the page script ran (a tap on a slow phone). */
    openBeforeScript: (popover: HTMLElement) => open.add(popover),
    uninstall() {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKeyDown);
      for (const name of ['showPopover', 'hidePopover', 'matches']) delete proto[name];
    },
  };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('Navigation (static HTML)', () => {
  it('lists every link of the main navigation, and the Locations list', () => {
    mountHeader('page', { enhanced: false });
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    const model = buildNavigation('page', locations);
    for (const link of model.links) {
      expect(nav.getByRole('link', { name: link.label })).toHaveAttribute('href', link.href);
    }
    expect(nav.getByRole('link', { name: new RegExp(brand.shortName) })).toHaveAttribute('href', href.home());
    // The closed popovers are hidden (jsdom's own stylesheet hides [popover] that is not open).
    const locationsList = within(document.getElementById(LOCATIONS_MENU_ID)!);
    for (const location of locations) {
      expect(locationsList.getByRole('link', { name: location.label, hidden: true })).toHaveAttribute('href', location.href);
      expect(locationsList.getByRole('link', { name: location.label, hidden: true })).not.toBeVisible();
    }
  });

  it('the phone menu holds the same links, the locations and, on a location page, the consultation link', () => {
    const { menu } = mountHeader('location', { enhanced: false });
    const model = buildNavigation('location', locations);
    const inMenu = within(menu).getAllByRole('link', { hidden: true });
    expect(inMenu.map((link) => link.textContent)).toEqual([
      ...model.links.map((link) => link.label),
      ...locations.map((location) => location.label),
      navigation.consultation.label,
    ]);
    expect(within(menu).getByText(navigation.locationsMenu.heading)).toBeInTheDocument();
  });

  it('without script the toggles are plain popover buttons named for opening', () => {
    const { menuToggle, locationsToggle, menu, locationsMenu } = mountHeader('home', { enhanced: false });
    expect(menuToggle()).toHaveAccessibleName(navigation.menuOpenLabel);
    expect(menuToggle()).toHaveAttribute('popovertarget', SITE_MENU_ID);
    expect(menuToggle()).toHaveAttribute('type', 'button');
    expect(menu).toHaveAttribute('popover', 'auto');
    expect(locationsToggle()).toHaveAttribute('popovertarget', LOCATIONS_MENU_ID);
    expect(locationsMenu).toHaveAttribute('popover', 'auto');
    // The icons are decoration: the name is the label alone.
    for (const icon of menuToggle().querySelectorAll('svg')) expect(icon).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('Navigation enhanced by enhancePopoverToggles', () => {
  let popovers: ReturnType<typeof installPopoverStandIn>;
  beforeEach(() => {
    popovers = installPopoverStandIn();
  });
  afterEach(() => popovers.uninstall());

  it('marks both toggles collapsed', () => {
    const { menuToggle, locationsToggle } = mountHeader('home', { enhanced: true });
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');
    expect(menuToggle()).toHaveAccessibleName(navigation.menuOpenLabel);
    expect(locationsToggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('the menu toggle says "expanded" and "Close menu" while the menu is open, and back when it closes', async () => {
    const user = userEvent.setup();
    const { menuToggle, menu } = mountHeader('home', { enhanced: true });
    await user.click(menuToggle());
    expect(popovers.isOpen(menu)).toBe(true);
    await vi.waitFor(() => expect(menuToggle()).toHaveAttribute('aria-expanded', 'true'));
    expect(menuToggle()).toHaveAccessibleName(navigation.menuCloseLabel);

    await user.click(menuToggle());
    expect(popovers.isOpen(menu)).toBe(false);
    await vi.waitFor(() => expect(menuToggle()).toHaveAttribute('aria-expanded', 'false'));
    expect(menuToggle()).toHaveAccessibleName(navigation.menuOpenLabel);
  });

  it('after Escape closes the menu (the browser does that) the toggle reads collapsed again', async () => {
    const user = userEvent.setup();
    const { menuToggle, menu } = mountHeader('home', { enhanced: true });
    await user.click(menuToggle());
    await vi.waitFor(() => expect(menuToggle()).toHaveAttribute('aria-expanded', 'true'));
    await user.keyboard('{Escape}');
    expect(popovers.isOpen(menu)).toBe(false);
    await vi.waitFor(() => expect(menuToggle()).toHaveAttribute('aria-expanded', 'false'));
    expect(menuToggle()).toHaveAccessibleName(navigation.menuOpenLabel);
  });

  it('choosing a link in the menu closes it (an in-page anchor does not leave the page)', async () => {
    const user = userEvent.setup();
    const { menuToggle, menu } = mountHeader('home', { enhanced: true });
    await user.click(menuToggle());
    const home = within(menu).getByRole('link', { name: navigation.links[0].label, hidden: true });
    expect(home).toHaveAttribute('href', '#home');
    await user.click(home);
    expect(popovers.isOpen(menu)).toBe(false);
    await vi.waitFor(() => expect(menuToggle()).toHaveAttribute('aria-expanded', 'false'));
  });

  it('the Locations list opens placed under its button; focus leaving it closes it, focus back on its button does not', async () => {
    const user = userEvent.setup();
    const { locationsToggle, locationsMenu, menuToggle } = mountHeader('home', { enhanced: true });
    await user.click(locationsToggle());
    await vi.waitFor(() => expect(locationsToggle()).toHaveAttribute('aria-expanded', 'true'));
    // Opened under its button (jsdom has no layout, so only that it was placed is checked).
    expect(locationsMenu.style.inset).not.toBe('');
    const [first] = within(locationsMenu).getAllByRole('link', { hidden: true });

    first!.focus();
    locationsToggle().focus();
    expect(popovers.isOpen(locationsMenu)).toBe(true);
    first!.focus();
    menuToggle().focus();
    expect(popovers.isOpen(locationsMenu)).toBe(false);
    await vi.waitFor(() => expect(locationsToggle()).toHaveAttribute('aria-expanded', 'false'));
  });

  it('a menu opened before the script ran is reported as open once it runs', () => {
    const { menuToggle, menu } = mountHeader('home', { enhanced: false });
    popovers.openBeforeScript(menu);
    enhancePopoverToggles(document);
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'true');
    expect(menuToggle()).toHaveAccessibleName(navigation.menuCloseLabel);
  });
});

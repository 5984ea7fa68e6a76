/**
 * What the navigation's popovers need beyond HTML (components/sections/navigation.tsx): the
 * toggle says whether its popover is open (aria-expanded, and "Close menu" while open), choosing
 * a link closes the popover (an in-page anchor does not leave the page), tabbing out of a list
 * closes it, and a list marked data-anchor-below opens under its button. Opening, closing on
 * Escape or an outside tap, and focus return are the browser's own popover behaviour.
 */
export function enhancePopoverToggles(doc: Document): void {
  for (const button of doc.querySelectorAll<HTMLButtonElement>('button[data-popover-toggle][popovertarget]')) {
    const popover = doc.getElementById(button.getAttribute('popovertarget') ?? '');
    if (!popover) continue;
    const { labelOpen, labelClose } = button.dataset;

    const sync = (open: boolean) => {
      button.setAttribute('aria-expanded', String(open));
      if (labelOpen && labelClose) button.setAttribute('aria-label', open ? labelClose : labelOpen);
    };
    sync(popover.matches(':popover-open'));

    popover.addEventListener('beforetoggle', (event) => {
      if ((event as ToggleEvent).newState === 'open' && button.hasAttribute('data-anchor-below')) placeBelow(popover, button);
    });
    popover.addEventListener('toggle', (event) => sync((event as ToggleEvent).newState === 'open'));

    if (popover.hasAttribute('data-close-on-link')) {
      popover.addEventListener('click', (event) => {
        if ((event.target as Element | null)?.closest('a[href]')) popover.hidePopover();
      });
    }
    popover.addEventListener('focusout', (event) => {
      const next = event.relatedTarget as Node | null;
      if (next && next !== button && !popover.contains(next)) popover.hidePopover();
    });
  }
}

/** Right-aligns a popover under its button, inside the viewport. */
function placeBelow(popover: HTMLElement, button: HTMLElement): void {
  const rect = button.getBoundingClientRect();
  const right = Math.max(8, document.documentElement.clientWidth - rect.right);
  popover.style.inset = `${Math.round(rect.bottom + 8)}px ${Math.round(right)}px auto auto`;
}

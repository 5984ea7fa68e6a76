/**
 * What the spec fixes (sections 2 and 3; docs/spec-rules.md), written here once and apart from
 * the site's content, so tests compare the site with the spec rather than with the list it was
 * built from.
 */

/** The 19 service slugs of section 2 ("Service pages"), in the spec's order. */
export const SPEC_SERVICE_SLUGS = `custom-woodworking kitchen-remodeling bathroom-remodeling home-additions bathroom-vanities
  outdoor-decks basement-finishing built-in-entertainment custom-closets home-office fireplace-mantels crown-molding
  flooring-installation interior-painting pantry-organization siding-installation roofing-services door-installation
  window-installation`.split(/\s+/);

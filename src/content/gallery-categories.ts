/**
 * The gallery categories, in the order the chips show them (after "All"): one per home-grid
 * service (services.test checks it). The gallery filters and project cards derive from it.
 */
export const GALLERY_CATEGORIES = [
  'Kitchen Remodeling',
  'Bathroom Remodeling',
  'Outdoor Decks',
  'Custom Woodworking',
  'Built-In Entertainment',
  'Basement Finishing',
  'Crown Molding',
  'Custom Closets',
  'Door Installation',
  'Fireplace Mantels',
  'Flooring Installation',
  'Home Office',
  'Home Additions',
  'Interior Painting',
  'Pantry Organization',
  'Roofing Services',
  'Siding Installation',
  'Window Installation',
] as const;
export type GalleryCategory = (typeof GALLERY_CATEGORIES)[number];

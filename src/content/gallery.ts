import { GALLERY_CATEGORIES, type GalleryCategory } from './types';

export interface GalleryProject {
  id: number;
  title: string;
  category: GalleryCategory;
  /** Exactly three short facts about the project. */
  features: [string, string, string];
}

/** Eighteen recent projects, one per category, in the order of the category chips. */
export const galleryProjects: GalleryProject[] = [
  {
    id: 1,
    title: 'Walnut-and-Quartz Kitchen in Bethesda',
    category: 'Kitchen Remodeling',
    features: ['Inset walnut cabinetry', 'Waterfall quartz island', 'Wall removed to open the dining room'],
  },
  {
    id: 2,
    title: 'Spa Primary Bath in Annapolis',
    category: 'Bathroom Remodeling',
    features: ['Curbless tiled shower', 'Heated porcelain floor', 'Double floating vanity'],
  },
  {
    id: 3,
    title: 'Two-Level Composite Deck in Severna Park',
    category: 'Outdoor Decks',
    features: ['Capped composite boards', 'Cable rail facing the creek', 'Built-in benches and lighting'],
  },
  {
    id: 4,
    title: 'White-Oak Library Wall in Chevy Chase',
    category: 'Custom Woodworking',
    features: ['Floor-to-ceiling bookcases', 'Rolling brass library ladder', 'Hand-rubbed oil finish'],
  },
  {
    id: 5,
    title: 'Media Wall with Hidden Storage in Columbia',
    category: 'Built-In Entertainment',
    features: ['Flush 85-inch TV niche', 'Ventilated equipment cabinet', 'Push-to-open doors'],
  },
  {
    id: 6,
    title: 'Walkout Basement Suite in Ellicott City',
    category: 'Basement Finishing',
    features: ['Wet bar with beverage center', 'Egress-window guest bedroom', 'Moisture-managed subfloor'],
  },
  {
    id: 7,
    title: 'Colonial Dining Room Trim in Potomac',
    category: 'Crown Molding',
    features: ['Three-piece built-up crown', 'Shadow-box wainscoting', 'Seamless caulk-and-paint finish'],
  },
  {
    id: 8,
    title: 'Dressing-Room Closet in Potomac',
    category: 'Custom Closets',
    features: ['Island with jewelry drawers', 'LED-lit hanging sections', 'Soft-close hardware throughout'],
  },
  {
    id: 9,
    title: 'Mahogany Entry Door in Owings',
    category: 'Door Installation',
    features: ['Solid mahogany with sidelites', 'Multipoint lock', 'Rot-proof composite jamb'],
  },
  {
    id: 10,
    title: 'Shaker Mantel and Surround in Huntingtown',
    category: 'Fireplace Mantels',
    features: ['Paint-grade poplar mantel', 'Flanking bookcases', 'Code-compliant clearances'],
  },
  {
    id: 11,
    title: 'Wide-Plank Oak Floors in Dunkirk',
    category: 'Flooring Installation',
    features: ['7-inch engineered white oak', 'Moisture-tested subfloor', 'Flush stair nosings'],
  },
  {
    id: 12,
    title: 'Built-In Home Office in Rockville',
    category: 'Home Office',
    features: ['Twin desks with cable chases', 'Closed file drawers', 'Glass-front upper cabinets'],
  },
  {
    id: 13,
    title: 'Family-Room Addition in Prince Frederick',
    category: 'Home Additions',
    features: ['480 sq ft with vaulted ceiling', 'Matched brick and siding', 'Permits and inspections handled'],
  },
  {
    id: 14,
    title: 'Whole-House Repaint in Bowie',
    category: 'Interior Painting',
    features: ['Low-VOC paints', 'Ceilings, walls and trim', 'Furniture moved and protected'],
  },
  {
    id: 15,
    title: 'Walk-In Pantry in Waldorf',
    category: 'Pantry Organization',
    features: ['Adjustable solid-wood shelves', 'Pull-out baskets', 'Appliance garage with outlets'],
  },
  {
    id: 16,
    title: 'Architectural Shingle Roof in Chesapeake Beach',
    category: 'Roofing Services',
    features: ['Ice-and-water shield at eaves', 'Ridge ventilation', 'Full tear-off in two days'],
  },
  {
    id: 17,
    title: 'Fiber-Cement Siding in Leonardtown',
    category: 'Siding Installation',
    features: ['Lap siding with 7-inch exposure', 'New house wrap and flashing', 'Factory-finished color'],
  },
  {
    id: 18,
    title: 'Energy-Efficient Windows in Solomons',
    category: 'Window Installation',
    features: ['Low-E double-pane glass', 'Coastal-rated hardware', 'Interior trim rebuilt to match'],
  },
];

/** Category names as they appear in the chips and in ?category= (the first chip is "All"). */
export const ALL_CATEGORIES = 'All';
export type GalleryFilter = typeof ALL_CATEGORIES | GalleryCategory;
export const galleryFilters: readonly GalleryFilter[] = [ALL_CATEGORIES, ...GALLERY_CATEGORIES];

/** Folder name of a category's photos under src/assets/gallery ("Built-In Entertainment" -> "built-in-entertainment"). */
export function categoryFolder(category: GalleryCategory): string {
  return category.toLowerCase().replace(/\s+/g, '-');
}

export const gallery = {
  eyebrow: 'Project Gallery',
  heading: 'Recent work from Maryland homes',
  intro:
    'Choose a category to see the projects, then open a gallery to page through the photos. Every piece was designed, built and installed by our own crews.',
  filterLabel: 'Filter projects by category',
  viewGalleryLabel: 'View Gallery',
  /** Templates are filled with lib/format's fillTemplate, so islands receive plain strings. */
  photoAlt: '{category} project, photo {index}',
  counter: 'Photo {current} of {total}',
  previousLabel: 'Previous photo',
  nextLabel: 'Next photo',
  closeLabel: 'Close gallery',
  emptyHeading: 'Photos Coming Soon',
  emptyBody: "We're adding photos from our completed projects.",
  viewerDescription: 'Use the arrow keys or the buttons to move between photos.',
  resultsAll: 'Showing all {count} projects',
  resultsFiltered: 'Showing {count} of {total} projects: {category}',
} as const;

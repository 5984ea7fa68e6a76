import { GALLERY_CATEGORIES } from './gallery-categories';
import { type GalleryCategory } from './types';

export interface GalleryProject {
  id: number;
  title: string;
  category: GalleryCategory;
  /** Exactly three short facts about the project. */
  features: [string, string, string];
}

/** A project card's own copy; its category and id follow from the category list. */
type ProjectCopy = Pick<GalleryProject, 'title' | 'features'>;

/** One recent project per category (the Record keeps it one each, no more, no fewer). */
const projectByCategory: Record<GalleryCategory, ProjectCopy> = {
  'Kitchen Remodeling': {
    title: 'Walnut-and-Quartz Kitchen in Bethesda',
    features: ['Inset walnut cabinetry', 'Waterfall quartz island', 'Wall removed to open the dining room'],
  },
  'Bathroom Remodeling': {
    title: 'Spa Primary Bath in Annapolis',
    features: ['Curbless tiled shower', 'Heated porcelain floor', 'Double floating vanity'],
  },
  'Outdoor Decks': {
    title: 'Two-Level Composite Deck in Severna Park',
    features: ['Capped composite boards', 'Cable rail facing the creek', 'Built-in benches and lighting'],
  },
  'Custom Woodworking': {
    title: 'White-Oak Library Wall in Chevy Chase',
    features: ['Floor-to-ceiling bookcases', 'Rolling brass library ladder', 'Hand-rubbed oil finish'],
  },
  'Built-In Entertainment': {
    title: 'Media Wall with Hidden Storage in Columbia',
    features: ['Flush 85-inch TV niche', 'Ventilated equipment cabinet', 'Push-to-open doors'],
  },
  'Basement Finishing': {
    title: 'Walkout Basement Suite in Ellicott City',
    features: ['Wet bar with beverage center', 'Egress-window guest bedroom', 'Moisture-managed subfloor'],
  },
  'Crown Molding': {
    title: 'Colonial Dining Room Trim in Potomac',
    features: ['Three-piece built-up crown', 'Shadow-box wainscoting', 'Seamless caulk-and-paint finish'],
  },
  'Custom Closets': {
    title: 'Dressing-Room Closet in Potomac',
    features: ['Island with jewelry drawers', 'LED-lit hanging sections', 'Soft-close hardware throughout'],
  },
  'Door Installation': {
    title: 'Mahogany Entry Door in Owings',
    features: ['Solid mahogany with sidelites', 'Multipoint lock', 'Rot-proof composite jamb'],
  },
  'Fireplace Mantels': {
    title: 'Shaker Mantel and Surround in Huntingtown',
    features: ['Paint-grade poplar mantel', 'Flanking bookcases', 'Code-compliant clearances'],
  },
  'Flooring Installation': {
    title: 'Wide-Plank Oak Floors in Dunkirk',
    features: ['7-inch engineered white oak', 'Moisture-tested subfloor', 'Flush stair nosings'],
  },
  'Home Office': {
    title: 'Built-In Home Office in Rockville',
    features: ['Twin desks with cable chases', 'Closed file drawers', 'Glass-front upper cabinets'],
  },
  'Home Additions': {
    title: 'Family-Room Addition in Prince Frederick',
    features: ['480 sq ft with vaulted ceiling', 'Matched brick and siding', 'Permits and inspections handled'],
  },
  'Interior Painting': {
    title: 'Whole-House Repaint in Bowie',
    features: ['Low-VOC paints', 'Ceilings, walls and trim', 'Furniture moved and protected'],
  },
  'Pantry Organization': {
    title: 'Walk-In Pantry in Waldorf',
    features: ['Adjustable solid-wood shelves', 'Pull-out baskets', 'Appliance garage with outlets'],
  },
  'Roofing Services': {
    title: 'Architectural Shingle Roof in Chesapeake Beach',
    features: ['Ice-and-water shield at eaves', 'Ridge ventilation', 'Full tear-off in two days'],
  },
  'Siding Installation': {
    title: 'Fiber-Cement Siding in Leonardtown',
    features: ['Lap siding with 7-inch exposure', 'New house wrap and flashing', 'Factory-finished color'],
  },
  'Window Installation': {
    title: 'Energy-Efficient Windows in Solomons',
    features: ['Low-E double-pane glass', 'Coastal-rated hardware', 'Interior trim rebuilt to match'],
  },
};

/**
 * The project cards, one per category in the order of the category chips. A card's id is its
 * place in that order, which names its image (src/assets/gallery/projects/01.jpg...).
 */
export const galleryProjects: GalleryProject[] = GALLERY_CATEGORIES.map((category, index) => {
  const { title, features } = projectByCategory[category];
  return { id: index + 1, title, category, features };
});

/** Category names as they appear in the chips and in ?category= (the first chip is "All"). */
export const ALL_CATEGORIES = 'All';
export type GalleryFilter = typeof ALL_CATEGORIES | GalleryCategory;
export const galleryFilters: readonly GalleryFilter[] = [ALL_CATEGORIES, ...GALLERY_CATEGORIES];

/** What the gallery island shows: filters, results line, buttons and viewer (home.astro passes these). */
export const galleryLabels = {
  filterLabel: 'Filter projects by category',
  viewGalleryLabel: 'View Gallery',
  counter: 'Photo {current} of {total}',
  previousLabel: 'Previous photo',
  nextLabel: 'Next photo',
  closeLabel: 'Close gallery',
  emptyHeading: 'Photos Coming Soon',
  emptyBody: "We're adding photos from our completed projects.",
  viewerDescription: 'Use the arrow keys or the buttons to move between photos.',
  resultsAll: 'Showing all {count} projects',
  resultsFiltered: 'Showing {count} of {total} projects: {category}',
  /** What screen readers call the viewer's carousel and each of its photos. */
  carouselRole: 'carousel',
  slideRole: 'slide',
} as const;

export const gallery = {
  eyebrow: 'Project Gallery',
  heading: 'Recent work from Maryland homes',
  intro:
    'Choose a category to see the projects, then open a gallery to page through the photos. Every piece was designed, built and installed by our own crews.',
  /** Templates are filled with lib/format's fillTemplate, so islands receive plain strings. */
  photoAlt: '{category} project, photo {index}',
  ...galleryLabels,
} as const;

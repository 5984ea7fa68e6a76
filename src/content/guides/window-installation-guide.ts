import type { GuideContent } from '../types';

export const windowInstallationGuide: GuideContent = {
  slug: 'window-installation-guide',
  service: 'window-installation',
  title: 'Window Replacement Guide: Frames, Glass & Efficiency',
  description:
    'Plan window replacement in Maryland: vinyl, fiberglass or wood frames, insert vs full-frame installs, U-factor and SHGC, egress rules and historic districts.',
  keywords: [
    'window replacement guide',
    'window replacement Maryland',
    'vinyl vs fiberglass vs wood windows',
    'insert vs full frame replacement',
    'energy efficient windows',
    'window U-factor and SHGC',
  ],
  hero: {
    badge: 'Window Replacement Guide',
    heading: 'Choosing Replacement Windows That Pay You Back',
    intro:
      'New windows make a home quieter, more comfortable and less expensive to heat and cool. This guide explains the frame materials, installation methods and ratings our team helps you compare.',
    buttonLabel: 'Explore Window Installation',
  },
  introduction: [
    'Windows usually tell you when they need attention. Drafts you can feel on a cold day, fog or condensation between the panes of double-pane glass, sashes that will not stay open, painted-shut windows, soft or rotted sills and single-pane glass that frosts over in January are all signs that replacement will make a real difference in comfort.',
    'Energy-efficient replacement windows can cut heating and cooling costs by up to 25 percent. Most homeowners see savings of 15 to 25 percent, and the investment typically pays for itself in 5 to 10 years through lower utility bills and a more marketable home. The savings are largest in older homes with single-pane or early double-pane windows.',
    'Installation is less disruptive than most people expect. Our team installs a typical replacement window in 30 to 60 minutes, so most homes are finished in a day or two. We remove the old sash, check the frame for rot, set, shim and seal the new unit, insulate the gaps and finish the interior and exterior trim before moving to the next opening.',
  ],
  options: {
    heading: 'Comparing Window Frame Materials',
    intro:
      'Glass does most of the insulating work, but the frame determines durability, appearance and upkeep. These are the three frame types we install most.',
    items: [
      {
        title: 'Vinyl',
        description:
          'Vinyl windows are the most popular replacement choice in Maryland. Multi-chambered frames insulate well, never need painting and suit most colonials, ramblers and split-levels at the lowest cost.',
        features: [
          'Best value for energy performance',
          'No painting or sealing required',
          'Welded corners resist air and water leaks',
          'Limited dark colors and slimmer profiles',
        ],
      },
      {
        title: 'Fiberglass',
        description:
          'Fiberglass frames are strong and expand and contract at nearly the same rate as glass, so seals stay tight through hot summers and cold winters. They allow slimmer frames, more glass and paintable, dark finishes.',
        features: [
          'Very stable through temperature swings',
          'Slim frames with more glass area',
          'Paintable, including dark exterior colors',
          'Higher cost than vinyl',
        ],
      },
      {
        title: 'Wood and Clad Wood',
        description:
          'Wood windows offer warmth inside and authentic proportions outside, and aluminum or fiberglass cladding protects the exterior from weather. They are often the right choice for historic homes and high-end renovations.',
        features: [
          'Natural wood interior that can be stained or painted',
          'Low-maintenance exterior cladding',
          'Authentic sightlines for historic homes',
          'Highest cost; interior wood needs care',
        ],
      },
    ],
    buttonLabel: 'View Window Services',
  },
  considerations: {
    heading: 'What to Know Before You Order Windows',
    intro:
      'Windows are custom-made to each opening, so decisions are made before the order is placed. These are the points we review with every homeowner.',
    items: [
      {
        title: 'Insert or Full-Frame Replacement',
        description:
          'An insert window fits inside the existing frame, preserving interior trim and keeping installation to 30 to 60 minutes per window. When the frame is rotted or out of square, a full-frame replacement removes it down to the rough opening so we can flash and insulate properly.',
      },
      {
        title: 'Read the Performance Label',
        description:
          'Every rated window carries a label showing its U-factor, which measures heat loss (lower is better), and its solar heat gain coefficient, which measures how much solar heat comes through. Low-E coatings and gas-filled double or triple panes are the main ways windows achieve those numbers.',
      },
      {
        title: 'Window Style and Ventilation',
        description:
          'Double-hung windows suit traditional Maryland homes and let you open the top sash for airflow. Casements seal tightly and catch breezes, sliders suit wide, low openings, and fixed picture windows give the best efficiency where you do not need ventilation.',
      },
      {
        title: 'Egress and Safety Glass',
        description:
          'Sleeping rooms, including basement bedrooms, need an emergency escape window with at least 5.7 square feet of clear opening and a sill no higher than 44 inches from the floor. Tempered glass is required near doors, bathtubs, stairs and large low panes.',
      },
      {
        title: 'Historic Districts and HOAs',
        description:
          'In historic districts such as Annapolis and Ellicott City, window replacement on visible facades requires commission approval, and repair or wood windows with true or simulated divided lites may be required. Many HOAs also approve exterior colors and grille styles.',
      },
      {
        title: 'Lead-Safe Removal in Older Homes',
        description:
          'Window frames and sashes in homes built before 1978 often carry lead paint, and friction in the sash tracks makes dust. We follow certified lead-safe practices when removing old windows, with containment and thorough cleanup.',
      },
    ],
  },
  cta: {
    heading: 'Start Saving With New Windows',
    body: 'We will measure every opening, check the frames for rot, help you compare styles and glass packages and give you a fixed price. Most windows are installed in 30 to 60 minutes each, so your home is finished quickly.',
    buttonLabel: 'Get Free Estimate',
  },
};

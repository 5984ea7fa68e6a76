import type { GuideContent } from '../types';

export const homeOfficeGuide: GuideContent = {
  slug: 'home-office-guide',
  service: 'home-office',
  title: 'Home Office Guide: Built-In Desks, Storage & Layout',
  description:
    'Plan a built-in home office: full-wall desks, closet conversions and two-person workstations, with desk sizes, lighting, wiring, acoustics and storage tips.',
  keywords: [
    'home office guide',
    'built-in home office Maryland',
    'built-in desk dimensions',
    'closet office conversion',
    'two person home office layout',
    'home office lighting and acoustics',
  ],
  hero: {
    badge: 'Home Office Guide',
    heading: 'Building a Home Office You Will Want to Work In',
    intro:
      'A good home office is quiet, well lit and organized around the way you actually work. This guide covers the layouts we build most often and the dimensions, wiring and storage details that make them comfortable day after day.',
    buttonLabel: 'Explore Home Office Solutions',
  },
  introduction: [
    'Working from a dining table or a spare-bedroom card table gets old quickly. Papers migrate through the house, cords trail across the floor and video calls happen in front of a laundry pile. A built-in office solves these problems by giving every item a place, hiding the wiring and fitting the furniture to the room instead of the other way around.',
    "Almost any space can work. We build offices in spare bedrooms, finished basements, the bonus room over a garage, under-stair areas and even a reach-in closet. In older Maryland colonials, a front room that was once a formal living room is often the best candidate because it has a door and good light. In basements, we add a dehumidifier plan so paper and electronics are not sitting in summer humidity.",
    "A custom home office typically takes our team 2 to 4 weeks from approved design to completed installation. Most of that is shop time for building and finishing the cabinetry; installation on site usually takes a few days, plus any electrical work, which is permitted and inspected where the county requires it.",
  ],
  options: {
    heading: 'Three Home Office Layouts',
    intro:
      'These are the configurations homeowners ask us for most. Each can be built in paint-grade or stain-grade wood and scaled to the room.',
    items: [
      {
        title: 'Wall-to-Wall Built-In Office',
        description:
          'A continuous desk run with file drawers below and open shelving or glass-front cabinets above turns one wall into a complete workstation. It suits a dedicated room and gives the most storage for the floor space used.',
        features: [
          'Desk run with full-extension file drawers',
          'Upper shelves or cabinets to the ceiling',
          'Concealed wire management and charging drawer',
          'Under-cabinet task lighting',
        ],
      },
      {
        title: 'Closet or Nook Conversion',
        description:
          'A reach-in closet or alcove becomes a compact office with a desk surface, shelves and lighting. Bifold or pocket doors close it up at the end of the day, which works well in guest rooms and living areas.',
        features: [
          'Fits a standard closet or alcove',
          'Doors hide the workspace after hours',
          'Wall-mounted shelves keep the floor clear',
          'Dedicated outlet and lighting inside the nook',
        ],
      },
      {
        title: 'Two-Person Workstation',
        description:
          'When two people work from home, a long shared desk or back-to-back stations with a storage divider give each person a defined zone. We plan sight lines and sound so two video calls can happen at once.',
        features: [
          'Separate storage and power for each person',
          'Shared printer pull-out with ventilation',
          'Layout planned for simultaneous video calls',
          'Room for a sit-stand section if wanted',
        ],
      },
    ],
    buttonLabel: 'View Home Office Services',
  },
  considerations: {
    heading: 'Details That Make an Office Work',
    intro:
      'Built-ins are permanent, so the dimensions and infrastructure need to be right the first time. These are the points we settle with every client before building.',
    items: [
      {
        title: 'Desk Height and Depth',
        description:
          'Standard desk height is 29 to 30 inches, with a keyboard tray lower if you type a lot. A depth of 24 to 30 inches keeps a monitor at a comfortable distance, and knee space should be at least 30 inches wide. We can build in an opening for a motorized sit-stand section.',
      },
      {
        title: 'Light Without Glare',
        description:
          'Place the desk so windows are to your side rather than behind the screen or behind you, which cause eye strain and screen reflections. We add dimmable overhead lighting and task lights under upper cabinets so the work surface is evenly lit on gray winter afternoons.',
      },
      {
        title: 'Power and Data',
        description:
          'Plan outlets just above the desk surface, grommets for cables, and a wired network connection if Wi-Fi is unreliable in that room. A computer, monitors, printer and space heater on one old circuit can trip the breaker, so we check capacity and add a circuit if needed.',
      },
      {
        title: 'Sound and Privacy',
        description:
          'A solid-core door with weatherstripping blocks far more sound than a hollow-core door. Full bookshelves, a rug and upholstered seating absorb echo, which makes you easier to hear on calls and makes the room quieter for everyone else.',
      },
      {
        title: 'Your Video Call Background',
        description:
          'Think about what sits behind your chair. A wall of styled shelves with soft lighting looks professional on camera. Light your face from the front or side, not from a window behind you, so you are not a silhouette on every call.',
      },
      {
        title: 'Storage That Holds Up',
        description:
          'List what you store: files, reference books, supplies, equipment. Letter and legal file drawers need full-extension slides, and bookshelves in three-quarter-inch plywood should span no more than about 30 inches, or have a hardwood edge, to avoid sagging.',
      },
    ],
  },
  cta: {
    heading: 'Design Your Home Office',
    body: 'Show us the room and tell us how you work. We will measure, plan the layout, storage and wiring, and give you a fixed price for a built-in office completed in 2 to 4 weeks.',
    buttonLabel: 'Design My Office',
  },
};

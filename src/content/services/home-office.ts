import { durations } from '../durations';
import { claims } from '../site';
import type { ServiceContent } from '../types';

export const homeOffice: ServiceContent = {
  slug: 'home-office',
  name: 'Home Office',
  title: 'Custom Home Office Built-Ins',
  description:
    `Custom home offices for Maryland homes: built-in desks, file drawers, bookshelves and cable management, designed for focused work and installed in ${durations.homeOffice}.`,
  keywords: [
    'home office built-ins Maryland',
    'custom built-in desk',
    'home office cabinetry',
    'home office shelving',
    'home office renovation',
    'library and study built-ins',
  ],
  features: [
    'Built-in desks and workstations',
    'File drawers and storage cabinets',
    'Bookshelves and display shelving',
    'Cable management and task lighting',
  ],
  benefit: 'Desks, storage and shelving built to your room, with wiring and lighting planned in.',
  cardTitle: 'Home Office Solutions',
  icon: 'briefcase',
  galleryCategory: 'Home Office',
  primaryLabel: 'Design My Office',
  hero: {
    badge: 'Work-From-Home Spaces',
    heading: 'A Home Office Built for the Way You Actually Work',
    intro:
      'Whether you work from home full time or need a quiet corner for paperwork, we design offices with the right desk depth, storage and lighting for your day. Our team builds the cabinetry in our shop and installs it with power and data where you need them.',
  },
  trustPoints: [
    {
      title: claims.yearsExperienceLabel,
      description:
        'We have built studies, libraries and office suites in Maryland homes, from spare bedrooms to dedicated additions.',
      icon: 'award',
    },
    {
      title: claims.craftsmanshipWarranty,
      description:
        'Our cabinetry is covered for life, and file drawer slides and hinges carry a 5-year hardware warranty.',
      icon: 'shield-check',
    },
    {
      title: 'Ready in 2-4 Weeks',
      description:
        `Most home offices are built and installed in ${durations.homeOffice} once the design is approved.`,
      icon: 'clock',
    },
  ],
  checklist: {
    heading: 'What Goes Into a Productive Home Office',
    intro:
      'A comfortable office is built around ergonomics, storage and technology. Our designs cover each of them.',
    items: [
      'Desks at ergonomic height with 24 to 30 inches of depth for monitors and paperwork',
      'Sit-stand desk sections or keyboard trays where you want them',
      'Full-extension file drawers sized for letter or legal hanging folders',
      'Upper cabinets and open shelving for books, binders and printer supplies',
      'Grommets, cable trays and in-cabinet power strips to keep cords out of sight',
      'Added outlets, USB charging and Ethernet drops planned with the cabinetry',
      'Under-cabinet task lighting and glare-free ambient lighting for video calls',
      'Doors, panels or acoustic treatments to reduce noise from the rest of the house',
    ],
  },
  process: {
    heading: 'How We Build Your Home Office',
    intro:
      `Most home office projects take ${durations.homeOffice} from approved design to installation. Here is how we get there.`,
    steps: [
      {
        step: 1,
        title: 'Workspace Consultation',
        description:
          'We measure the room and talk through your work: screens, equipment, files, video calls and who else uses the space.',
        icon: 'users',
      },
      {
        step: 2,
        title: 'Design',
        description:
          'We draw the desk, storage and shelving layout with outlet and lighting locations, plus finish and hardware samples.',
        icon: 'pencil-ruler',
      },
      {
        step: 3,
        title: 'Electrical & Prep',
        description:
          'We add outlets, data lines and lighting circuits and prepare walls before the cabinetry is installed.',
        icon: 'wrench',
      },
      {
        step: 4,
        title: 'Shop Build',
        description:
          'Our craftsmen build and finish the desk, cabinets and shelves in our shop to your approved drawings.',
        icon: 'hammer',
      },
      {
        step: 5,
        title: 'Installation & Setup',
        description:
          'We install and level everything, route cables through the grommets and trays, and walk through the finished office with you.',
        icon: 'briefcase',
      },
    ],
  },
  faq: [
    {
      question: 'How long does a custom home office take?',
      answer:
        `Most home offices take ${durations.homeOffice} from approved design to installation. A single desk wall with shelving is near two weeks; a full room with cabinetry on several walls, added wiring and lighting takes closer to four.`,
    },
    {
      question: 'Can you fit an office into a small room or closet?',
      answer:
        'Yes. We often convert reach-in closets into compact "cloffices" with a built-in desk, shelves and lighting, and design wall-mounted desks for spare bedrooms that still need to serve guests.',
    },
    {
      question: 'Can you include a standing desk?',
      answer:
        'Yes. We can build cabinetry around a motorized sit-stand base, leaving clearance for the desk to move and routing cables so they travel with it.',
    },
    {
      question: 'Do you handle the electrical work?',
      answer:
        'Yes. We add outlets, USB charging, data lines and lighting as part of the project, with permits where your county requires them.',
    },
    {
      question: 'What finishes are available?',
      answer:
        'Painted cabinetry in any color, stained oak, cherry or walnut, and durable desktop options including hardwood, laminate and quartz.',
    },
    {
      question: 'Can a home office double as a guest room?',
      answer:
        'Yes. We often pair a built-in desk with a wall bed that folds into matching cabinetry, so the room works as an office during the week and sleeps guests when needed.',
    },
  ],
  guides: ['home-office-guide'],
};

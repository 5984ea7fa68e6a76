import { durations } from '../durations';
import { claims } from '../site';
import type { ServiceContent } from '../types';

export const basementFinishing: ServiceContent = {
  slug: 'basement-finishing',
  name: 'Basement Finishing',
  title: 'Finished Basements & Lower Levels',
  description:
    `Basement finishing for Maryland homes: moisture control, insulated walls, egress windows, bathrooms, bars and media rooms, typically completed in ${durations.basement}.`,
  keywords: [
    'basement finishing Maryland',
    'basement remodeling contractor',
    'finished basement ideas',
    'basement bathroom addition',
    'egress window installation',
    'basement wet bar',
  ],
  features: [
    'Moisture control and insulated walls',
    'Family rooms, gyms and guest suites',
    'Basement bathrooms and wet bars',
    'Egress windows and permits',
  ],
  benefit: 'We fix moisture and insulation before drywall, and handle permits and egress windows.',
  cardTitle: 'Basement Finishing',
  icon: 'layers',
  galleryCategory: 'Basement Finishing',
  primaryLabel: 'Get Custom Quote',
  hero: {
    badge: 'Lower-Level Living Space',
    heading: 'Turn Your Unfinished Basement Into Warm, Dry Living Space',
    intro:
      'An unfinished basement is often the least expensive square footage you can add to a Maryland home. We build it out with insulated, mold-resistant walls, proper lighting and the rooms your family needs, from a guest suite to a home theater.',
  },
  trustPoints: [
    {
      title: 'Moisture Comes First',
      description:
        'We inspect for water entry, grading and humidity before design, and build with materials that tolerate below-grade conditions.',
      icon: 'droplets',
    },
    {
      title: 'Permitted and Inspected',
      description:
        'We file permits with your Maryland county and meet inspectors for framing, electrical, plumbing, insulation and final.',
      icon: 'clipboard-list',
    },
    {
      title: claims.craftsmanshipWarranty,
      description:
        'Framing, trim and built-ins we install are covered by our lifetime craftsmanship warranty.',
      icon: 'shield-check',
    },
  ],
  checklist: {
    heading: 'What Goes Into a Finished Basement',
    intro:
      'Below-grade rooms need different construction than the floors above. Our basements include these essentials.',
    items: [
      'Moisture assessment, with sump, drainage or dehumidifier recommendations where needed',
      'Rigid foam insulation against foundation walls and pressure-treated bottom plates',
      'Mold-resistant drywall, with soffits framed neatly around ducts and beams',
      'Egress windows with code-sized wells for any bedroom',
      'Bathrooms with up-flush or below-slab plumbing, and ducted exhaust fans',
      'Wet bars and kitchenettes with custom cabinetry and dedicated circuits',
      'Recessed LED lighting, added outlets and low-voltage wiring for TVs and networks',
      'Luxury vinyl plank, engineered wood or carpet over a suitable subfloor',
    ],
  },
  process: {
    heading: 'Our Basement Finishing Process',
    intro:
      `Most basements are finished in ${durations.basement} of construction. Here is how the work is sequenced.`,
    steps: [
      {
        step: 1,
        title: 'Assessment & Consultation',
        description:
          'We check for moisture, measure ceiling heights, locate mechanicals and discuss the rooms and uses you have in mind.',
        icon: 'ruler',
      },
      {
        step: 2,
        title: 'Design & Permits',
        description:
          'We draw the floor plan with walls, lighting and plumbing, confirm egress and ceiling-height rules, and submit permits.',
        icon: 'pencil-ruler',
      },
      {
        step: 3,
        title: 'Framing & Rough-In',
        description:
          'We insulate foundation walls, frame rooms and soffits, and run electrical, plumbing and HVAC before the rough inspection.',
        icon: 'hammer',
      },
      {
        step: 4,
        title: 'Drywall & Finishes',
        description:
          'Drywall, paint, doors, trim, flooring, cabinetry and tile follow in order, with dust controlled at the stairway.',
        icon: 'paintbrush',
      },
      {
        step: 5,
        title: 'Final Inspection & Walkthrough',
        description:
          'We pass the county final, complete a punch list with you and leave the space clean and ready to furnish.',
        icon: 'calendar-check',
      },
    ],
  },
  faq: [
    {
      question: 'How long does it take to finish a basement?',
      answer:
        `Construction usually takes ${durations.basement}. An open family room with a closet is near the short end; adding a full bathroom, wet bar, bedroom with egress window or home theater moves the schedule toward eight weeks. Permit review comes before construction.`,
    },
    {
      question: 'What if my basement gets damp?',
      answer:
        'We do not finish over an active water problem. If we see seepage, efflorescence or high humidity, we recommend fixes such as regrading, gutter extensions, interior drainage or a dehumidifier first, then build with foam insulation and moisture-tolerant materials.',
    },
    {
      question: 'Can I add a bedroom in the basement?',
      answer:
        'Yes, if it has a code-compliant egress window or door, adequate ceiling height and a closet where required. We cut the foundation, install the window and well, and include it in the permit.',
    },
    {
      question: 'Can you add a bathroom if there is no plumbing rough-in?',
      answer:
        'Yes. We can cut the slab to tie into the main drain, or install an up-flush system where the drain is higher than the new fixtures. We will recommend the best option after the assessment.',
    },
    {
      question: 'Do I need a permit to finish my basement?',
      answer:
        'Yes. Maryland counties require permits for finishing basements, covering framing, electrical, plumbing and mechanical work. We manage the applications and every inspection.',
    },
    {
      question: 'Is my basement ceiling high enough to finish?',
      answer:
        'Finished living space generally needs a ceiling of about 7 feet, with some allowance under beams and ducts. We measure during the assessment and frame soffits tightly around ductwork to keep as much height as possible.',
    },
  ],
  guides: ['basement-finishing-guide', 'basement-finishing-design-ideas'],
};

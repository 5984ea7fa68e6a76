import { quote, quoteDeep } from './facts';
import type { IconName } from './icon-names';
import { brand, shows } from './site';

/** The phases of /process, in the order a project runs through them. */
export const PROCESS_PHASE_IDS = ['request', 'first-visit', 'proposal', 'preparation', 'work', 'walkthrough', 'warranty'] as const;
export type ProcessPhaseId = (typeof PROCESS_PHASE_IDS)[number];

export interface ProcessPhase {
  /** The phase's anchor on the page. */
  id: ProcessPhaseId;
  title: string;
  icon: IconName;
  summary: string;
  /** What the homeowner has in hand at the end of the phase. */
  gets: readonly string[];
  /** The roles the homeowner deals with (no names: people change, roles do not). */
  who: string;
  /** How long the phase takes, quoting a span of durations.ts or the response promise by name. */
  duration: string;
  /** What the phase costs the homeowner, where the site makes a claim about it (the first visit). */
  cost?: string;
}

/**
 * The request phase's time: the response promise of the business settings; while the owner has it
 * switched off, the first-visit window, so the phase still says how long it takes.
 */
const requestDuration = shows('responsePromise')
  ? quote('We reply {business.responseTime} to book your first visit.')
  : shows('processTimes')
    ? quote('Your first visit is usually booked within {durations.firstVisitWait}.')
    : 'We call or e-mail you back to book your first visit.';

/**
 * The planning times of the phases around the work (the processTimes claim): while the owner has
 * it switched off, a phase says the time is set with the homeowner instead of quoting a span.
 */
const planned = (span: string, otherwise = 'Agreed with you at the first visit and written into your schedule.') =>
  shows('processTimes') ? span : otherwise;

/**
 * What the first visit costs: the free-estimates claim, quoted apart from the phases so that while
 * the owner has it switched off only this line leaves (quoteDeep would drop the whole phase).
 */
const firstVisitCost = quote('Free{claim.freeEstimates}: we charge nothing for the visit, the measurements or the written estimate.');

/**
 * Copy of /process: from the request to the warranty, each phase with what the homeowner gets,
 * who they deal with and how long it takes. Every span is quoted from durations.ts and every claim
 * by name (facts.ts), so a sentence whose claim the owner switches off leaves the page.
 */
export const processPage = quoteDeep({
  /** The page's name in its breadcrumb and the footer. */
  name: 'How We Work',
  metadata: {
    title: 'How a Remodeling Project Works, Phase by Phase',
    description: `From your request to the warranty: each phase of a Maryland remodel with ${brand.shortName}, what you get, who you work with and how long it takes.`,
    keywords: [
      'remodeling process Maryland',
      'how long does a remodel take',
      'design-build remodeling steps',
      'home remodeling timeline',
      'remodeling contractor consultation',
    ],
  },
  hero: {
    badge: 'How We Work',
    heading: 'From Your First Call to Your Warranty',
    intro:
      'Seven phases, each with what you receive, who you deal with and how long it takes. One project manager stays with you from the first visit to the final walkthrough.',
  },
  /** The link every contact section carries to this page. */
  contactLinkLabel: 'How a project runs, from request to warranty',
  // Short enough to stay on one line on a phone in the stand-in and the web font alike (e2e/fonts.spec.ts).
  phasesHeading: 'Phase by phase',
  labels: {
    gets: 'What you get',
    who: 'Who you deal with',
    duration: 'How long it takes',
    cost: 'What it costs',
  },
  phases: [
    {
      id: 'request',
      title: 'Your Request',
      icon: 'phone',
      summary: 'Call us or send the request form with a few lines about your home and the work you have in mind.',
      gets: [
        'A call or e-mail back to book your first visit at a time that suits you',
        'A straight answer on whether we do the work you need and whether your town is in our service area',
      ],
      who: 'Our office team',
      duration: requestDuration,
    },
    {
      id: 'first-visit',
      title: 'First Visit',
      icon: 'handshake',
      summary: planned(
        'A project manager comes to your home, usually within {durations.firstVisitWait} of your request, to see the rooms and hear what you want.',
        'A project manager comes to your home, at a time that suits you, to see the rooms and hear what you want.',
      ),
      gets: [
        'Measurements and photos of the rooms involved',
        'A talk through your goals, the options, materials and a realistic budget range',
        'A first read of what the work needs, such as permits or structural changes',
      ],
      who: 'A project manager, who stays with you from this visit to the final walkthrough',
      duration: planned('{durations.firstVisit} at your home', 'As long as the rooms and your questions need'),
      ...(firstVisitCost ? { cost: firstVisitCost } : {}),
    },
    {
      id: 'proposal',
      title: 'Design & Fixed-Price Proposal',
      icon: 'pencil-ruler',
      summary: 'We turn the visit into a plan and put a price on it in writing, before any work starts.',
      gets: [
        'Drawings or a layout where the work needs them, and help choosing materials, finishes and fixtures',
        'A written fixed-price proposal that states the scope, the materials, the price and the schedule',
        'Our {claims.fixedPriceLabel}: the price in your signed contract is the price you pay',
        'Time to compare options and ask questions before you sign anything',
      ],
      who: 'Your project manager, with our designers for kitchens, baths, built-ins and other designed work',
      duration: planned('Usually {durations.designProposal} from your first visit; a design that goes through several rounds of changes takes longer.'),
    },
    {
      id: 'preparation',
      title: 'Permits & Ordering',
      icon: 'clipboard-list',
      summary: 'Once you sign, we file for the permits the work needs and order materials, so work starts only when both are in hand.',
      gets: [
        'Permit applications prepared and filed with your county or town for you',
        'Materials and long-lead items ordered and confirmed before demolition',
        'A start date and a written schedule',
      ],
      who: 'Your project manager',
      duration: planned('{durations.permitsOrdering} from the signed proposal, depending on your permit office and on how long materials take to arrive.'),
    },
    {
      id: 'work',
      title: 'The Work on Site',
      icon: 'hammer',
      summary: 'Our crew works to the written schedule, with the rest of the house protected and the site cleaned at the end of every day.',
      gets: [
        'Dust barriers and floor protection between the work and the rest of your home',
        'The inspections your permits call for, booked and met by us',
        'An update from your project manager every week{claim.processTimes}',
        'A written change order, priced before the work is done, if you ask for a change or we find a hidden problem inside a wall or floor',
      ],
      who: 'Your project manager and our crew',
      duration: 'Depends on the work: {durations.flooring} for new floors, {durations.bathroom} for a bathroom, {durations.kitchen} for a kitchen and {durations.additions} for an addition.',
    },
    {
      id: 'walkthrough',
      title: 'Final Walkthrough',
      icon: 'calendar-check',
      summary: 'We walk the finished work with you and write down anything that is not right yet.',
      gets: [
        'The final inspection passed, where the work had a permit',
        'A punch list written with you, and every item on it finished',
        'Your closeout paperwork: the warranty documents and care instructions for your finishes',
      ],
      who: 'Your project manager',
      duration: planned('{durations.punchList} from the walkthrough to the last punch-list item.'),
    },
    {
      id: 'warranty',
      title: 'Warranty',
      icon: 'shield-check',
      summary: 'The warranties written into your contract cover the work after we leave. If something fails, call or e-mail us with photos.',
      gets: [
        'A reply {business.responseTime} and a visit to inspect the problem',
        'The repair or replacement the warranty terms promise, made by us',
      ],
      who: 'Our office team, then a project manager for the visit',
      duration: 'Each warranty runs for its own term, from the day the work is substantially complete:',
    },
  ] satisfies ProcessPhase[],
  /** Under the work phase: the time on site of every service, linked to its page. */
  serviceDurationsHeading: 'Time on site, by service',
  /** Under the warranty phase. */
  warrantyTermsLabel: 'Read the full warranty terms',
  cta: {
    eyebrow: 'Start with a visit',
    heading: 'Book your first visit',
    body: 'Tell us about your home and the work you have in mind, and a project manager will set up a time to see it.',
    /** The free-estimates claim leaves the label while the owner has it switched off. */
    requestLabel: shows('freeEstimates') ? 'Request a Free Consultation' : 'Request a Consultation',
    financingLabel: 'Estimate Your Monthly Payment',
  },
});

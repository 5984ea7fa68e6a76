import type { GuideContent } from '../types';

export const kitchenMaterialsGuide: GuideContent = {
  slug: 'kitchen-materials-guide',
  service: 'kitchen-remodeling',
  title: 'Kitchen Materials Guide: Countertops Compared',
  description:
    'Quartz, granite or butcher block? Compare kitchen countertop materials on durability, upkeep and cost, plus cabinet and installation details to plan for.',
  keywords: [
    'kitchen materials guide',
    'kitchen countertop materials',
    'quartz vs granite',
    'butcher block countertops',
    'countertop pros and cons',
    'kitchen cabinet materials',
  ],
  hero: {
    badge: 'Kitchen Materials Guide',
    heading: 'Choose Kitchen Materials That Look Good and Hold Up',
    intro:
      'Countertops and cabinets take more daily wear than any other part of the house. Here is how the most popular countertop materials compare, and what our team looks at before you commit to a slab.',
    buttonLabel: 'Explore Kitchen Remodeling',
  },
  introduction: [
    'Countertops take constant abuse: hot pans, knife slips, lemon juice, wet sponges and daily wiping. They also set the look of the room and, after cabinets, are usually the largest material line in a kitchen budget. Choosing well means matching the material to how you cook, not only to a photo you saved.',
    'We encourage homeowners to look at samples in their own kitchen light. A slab that looks warm in a showroom can read cool under the LED lighting of a north-facing room. For natural stone, we also recommend seeing the actual slab before it is cut, because color and veining vary from one block to the next.',
    'Timing is part of the decision too. Stone and quartz tops are templated only after the base cabinets are installed, and fabrication usually takes one to two weeks after templating. That step is built into our 6- to 12-week kitchen schedule, and we plan the plumbing reconnection around it so you are without a working sink for as short a time as possible.',
  ],
  options: {
    heading: 'Comparing Popular Countertop Materials',
    intro:
      'Each of these materials can look beautiful for decades. The differences are in upkeep, heat and stain resistance, and how the surface ages.',
    items: [
      {
        title: 'Quartz',
        description:
          'Engineered quartz is roughly 90 percent ground quartz bound with resins and pigments. It delivers consistent color and pattern, including convincing marble looks, with almost no maintenance.',
        features: [
          'Solid, speckled and veined designs',
          'Consistent pattern from slab to slab',
          'Standard 2 cm and 3 cm thicknesses',
          'Undermount sinks and mitered edges available',
        ],
        pros: [
          'Non-porous, so it never needs sealing',
          'Resists stains from wine, oil and coffee',
          'Uniform look makes seams easier to match',
        ],
        considerations: [
          'Resins can scorch or discolor under a hot pan, so use trivets',
          'Not suited to outdoor kitchens, where sunlight can fade it',
          'Premium veined designs can cost as much as natural stone',
        ],
      },
      {
        title: 'Granite',
        description:
          'Granite is quarried natural stone, so every slab is one of a kind. It stands up to heat and heavy use, and ranges from quiet, even grains to dramatic movement.',
        features: [
          'Each slab is unique; we recommend choosing yours in person',
          'Polished, honed and leathered finishes',
          'Pairs well with traditional and transitional cabinetry',
          'Wide price range by color and origin',
        ],
        pros: [
          'Excellent heat and scratch resistance',
          'Natural variation no factory can copy',
          'Decades of life with simple care',
        ],
        considerations: [
          'Needs periodic sealing, often once a year depending on the stone',
          'Samples may not match the slab you receive',
          'Heavy slabs need level, well-supported cabinets',
        ],
      },
      {
        title: 'Butcher Block',
        description:
          'Butcher block is made from strips of hardwood such as maple, oak or walnut glued into a thick top. It brings warmth to a kitchen and is especially popular on islands paired with stone perimeter counters.',
        features: [
          'Edge-grain and end-grain construction',
          'Maple, oak, cherry and walnut species',
          'Oil finish for food prep or a sealed finish for low upkeep',
          'Well suited to islands and baking stations',
        ],
        pros: [
          'Warm look and a softer surface than stone',
          'Scratches and scorch marks can be sanded out',
          'Often less expensive than stone, especially in maple',
        ],
        considerations: [
          'Oiled tops need regular re-oiling, often monthly at first',
          'Standing water near a sink can cause staining or cupping',
          'Wood moves with seasonal humidity, so it must be fastened to allow movement',
        ],
      },
    ],
    buttonLabel: 'Explore Kitchen Remodeling',
  },
  considerations: {
    heading: 'What to Consider Before You Choose',
    intro:
      'The right material is the one that suits your cooking habits, your cabinets and your budget. These are the questions we walk through with every client.',
    items: [
      {
        title: 'Be Honest About How You Cook',
        description:
          'If pans go straight from the burner to the counter, granite is more forgiving than quartz. If you want a surface you never have to think about, quartz is hard to beat. Bakers often love a butcher block island.',
      },
      {
        title: 'Decide on Sink and Edge Details Early',
        description:
          'Undermount sinks need stone, quartz or a sealed solid surface. A simple eased edge is easier to clean and less prone to chipping than an ornate ogee, and both affect the fabrication price.',
      },
      {
        title: 'Plan for Weight and Overhangs',
        description:
          'A 3 cm stone top weighs close to 20 pounds per square foot. Cabinets must be level and solid, and island overhangs deeper than about 10 to 12 inches need hidden steel brackets or corbels.',
      },
      {
        title: 'Look Past the Countertop',
        description:
          'Plywood cabinet boxes hold screws and tolerate moisture better than particleboard, which matters under the sink and in humid Maryland summers. Painted doors with MDF center panels resist the hairline cracks solid panels can show at the joints.',
      },
      {
        title: 'Coordinate the Backsplash',
        description:
          'Pick the countertop first, then the backsplash. A full-height slab backsplash makes a striking, grout-free wall behind the range, while tile offers more color and pattern for less money.',
      },
      {
        title: 'Compare Installed Prices',
        description:
          'Quotes vary with edge profile, sink and cooktop cutouts, seams and backsplash, not only the price per square foot. Our fixed-price proposals list these items so you can compare like with like.',
      },
    ],
  },
  cta: {
    heading: "Let's Pick Your Materials Together",
    body: 'Our team will bring samples to your home, help you compare them in your own light, and build a fixed-price kitchen plan around the countertops and cabinets that suit the way you live.',
    buttonLabel: 'Schedule a Kitchen Consultation',
  },
};

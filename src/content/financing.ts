import type { IconName } from './types';
import { business, contacts, thirdParty } from './site';

/**
 * Copy of the financing page (spec 2, "Financing page"; spec 5 for the hints). The partner, the
 * booking page and the e-mail address come from site.ts; the arithmetic lives in lib/finance.ts.
 */
export const financing = {
  metadata: {
    title: 'Home Improvement Financing & Payment Calculator',
    description: `Estimate the monthly payment for your Maryland remodeling or custom woodwork project, then check your rate with ${thirdParty.financingPartner.name} with no impact on your credit score.`,
    keywords: [
      'home improvement financing Maryland',
      'remodeling loan calculator',
      'home improvement loan',
      'kitchen remodel financing',
      'monthly payment calculator',
      `${thirdParty.financingPartner.name} financing`,
    ],
    breadcrumbHome: 'Home',
    breadcrumbName: 'Financing',
  },
  hero: {
    badge: 'Financing Calculator',
    heading: 'Affordable Home Improvement Loans',
    intro: `Plan your project around a monthly payment you are comfortable with. Try a cost, deposit and rate below, then check your actual rate with ${thirdParty.financingPartner.name}, our lending partner, in about a minute.`,
  },
  calculator: {
    heading: 'Estimate Your Monthly Payment',
    intro: 'Adjust any value and the estimate updates as you go.',
    cost: {
      label: 'Estimated Project Cost',
      /** The calculator's limits (lib/finance.ts), formatted: "Range: $1,000 - $200,000". */
      hint: 'Range: ${min} - ${max}',
      decrease: 'Decrease project cost',
      increase: 'Increase project cost',
      prefix: '$',
    },
    deposit: {
      label: 'Deposit',
      /** "{amount}" is the current project cost, formatted: "Maximum: $25,000". */
      hint: 'Maximum: ${amount}',
      decrease: 'Decrease deposit',
      increase: 'Increase deposit',
      prefix: '$',
    },
    rate: {
      label: 'Interest Rate',
      /** "Range: 1% - 20%", from the calculator's limits. */
      hint: 'Range: {min}% - {max}%',
      decrease: 'Decrease interest rate',
      increase: 'Increase interest rate',
      suffix: '%',
      valueText: '{rate}%',
      sliderLabel: 'Interest rate slider',
    },
    months: {
      label: 'Loan Period (months)',
      /** Read out with the slider's value in place of {months}. */
      valueText: '{months} months',
      /** The slider's ends, filled from the calculator's limits (lib/finance.ts). */
      minLabel: '{months} months',
      maxLabel: '{months} months ({years} years)',
    },
  },
  results: {
    heading: 'Your estimate',
    monthlyPayment: 'Your Estimated Monthly Payment',
    perMonth: 'per month',
    /** "{months}" and "{amount}" are the loan period and the amount financed. */
    summary: 'for {months} months on {amount} financed',
    totalAmount: 'Total Amount',
    totalInterest: 'Total Interest',
    depositCoversCost: 'Your deposit covers the full project cost, so there is nothing left to finance.',
  },
  actions: {
    getStarted: { label: thirdParty.booking.label, href: thirdParty.booking.url },
    apply: { label: `Apply with ${thirdParty.financingPartner.name}`, href: thirdParty.financingPartner.promoUrl },
    /** Added to each button's accessible name: both open another site in a new tab. */
    newTabHint: '(opens in a new tab)',
  },
  disclaimer: 'This calculator provides an estimate only. Actual rates and terms may vary based on credit approval.',
  benefits: {
    eyebrow: `Financing with ${thirdParty.financingPartner.name}`,
    heading: `Why homeowners finance with ${thirdParty.financingPartner.name}`,
    intro:
      'A home improvement loan through our lending partner is built for projects like yours: the money is there when the work starts, and the payment stays the same until it is paid off.',
    items: [
      {
        title: 'No Stage Funding',
        description:
          'Approved funds are paid out in full up front, not released in stages as work is inspected, so materials are ordered and crews are scheduled without waiting on a draw.',
        icon: 'badge-dollar-sign',
      },
      {
        title: 'No Equity Needed',
        description:
          'These are unsecured personal loans: your home is not used as collateral, so there is no appraisal, no lien and no need to have built up equity first.',
        icon: 'house',
      },
      {
        title: 'Low Fixed Rates',
        description:
          'Qualified homeowners lock in a fixed rate and a fixed monthly payment for the whole term, with terms that let you pick the payment that fits your budget.',
        icon: 'calendar-check',
      },
      {
        title: 'No Credit Impact',
        description:
          'Checking your rate uses a soft credit inquiry, which does not affect your credit score. A hard inquiry happens only if you choose an offer and accept it.',
        icon: 'shield-check',
      },
    ] satisfies { title: string; description: string; icon: IconName }[],
  },
  contact: {
    heading: 'Questions about paying for your project?',
    body: `Tell us what you are planning and we will help you compare a cash budget, a deposit and a financed payment before you commit to anything. We respond ${business.responseTime}.`,
    label: 'Contact Us Today',
    email: contacts.generic.email,
  },
} as const;

import type { IconName } from './types';
import { brand, business, contacts, thirdParty } from './site';

const partner = thirdParty.financingPartner.name;

/**
 * Copy of the financing page (spec 2, "Financing page"; spec 5 for the hints). The partner, the
 * booking page and the e-mail address come from site.ts; the arithmetic lives in lib/finance.ts.
 *
 * A payment, a number of payments or a rate on this page is a credit advertisement under
 * Regulation Z (12 CFR 1026.24): the rate is called the annual percentage rate (APR), and the
 * example states its down payment, its terms of repayment and its APR, with the assumptions behind
 * them and who extends the credit (`credit` below; docs/content.md, "Financing and credit terms").
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
    intro: `Plan your project around a monthly payment you are comfortable with. Try a cost, deposit and annual percentage rate (APR) below, then see the rates lenders can offer you through ${partner}, our financing partner, in about a minute.`,
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
      /**
       * The spec's "Interest Rate", named as Regulation Z requires a stated rate to be named
       * (1026.24(c)): with no loan fees, the example's assumption, the two are the same number.
       */
      label: 'Annual Percentage Rate (APR)',
      /** "Range: 1% - 20%", from the calculator's limits. */
      hint: 'Range: {min}% - {max}%',
      decrease: 'Decrease APR',
      increase: 'Increase APR',
      suffix: '%',
      valueText: '{rate}%',
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
    /**
     * Under the payment, filled by lib/credit-disclosure.ts: "{months}" the loan period, "{amount}"
     * the amount financed, "{apr}" the rate with two decimals ("15.00%").
     */
    summary: 'for {months} months on {amount} financed at an annual percentage rate (APR) of {apr}',
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
  /**
   * What Regulation Z asks of an advertisement that states a payment, a number of payments or a
   * rate (12 CFR 1026.24(c), (d)(2)): shown under the calculator, in the prerendered HTML and after
   * every change. lib/credit-disclosure.ts fills the placeholders with the calculator's own figures.
   */
  credit: {
    heading: 'About this estimate',
    /** {cost} {deposit} {principal} {apr} {months} {payment} {total} {interest}, as the calculator computes them. */
    example:
      'Hypothetical example: on a {cost} project with a {deposit} deposit (down payment), the amount financed is {principal}. At a fixed annual percentage rate (APR) of {apr}, you would make {months} equal monthly payments of {payment}, the first due one month after the loan is made, for a total of {total}, of which {interest} is interest.',
    /** When the deposit covers the cost there is no loan to describe. */
    nothingFinanced:
      'With a {deposit} deposit (down payment) on a {cost} project, nothing is financed: there are no loan payments and no APR.',
    assumptions:
      'The example assumes a fixed APR that does not change during the loan and no loan fees, so the APR equals the interest rate used to work out the payment. The payment covers principal and interest only, not taxes or insurance.',
    lender: `This estimate is not an offer of credit or a commitment to lend. ${brand.name} does not make loans or credit decisions, and neither does ${partner}: ${partner} connects homeowners with its network of lending partners, and any loan is made by one of those lenders. Whether you qualify, and the APR, amount and term you are offered, depend on the lender's credit approval; your APR may be higher or lower than in this example.`,
  },
  benefits: {
    eyebrow: `Financing with ${partner}`,
    heading: `Why homeowners finance with ${partner}`,
    intro: `A home improvement loan from one of ${partner}'s lending partners is built for projects like yours: the money is there when the work starts, and the payment stays the same until it is paid off.`,
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
          'Qualified homeowners lock in a fixed annual percentage rate (APR) and a fixed monthly payment for the whole term, with terms that let you pick the payment that fits your budget.',
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

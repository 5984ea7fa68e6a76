import { licenseCopy } from './licenses';
import { quote } from './facts';

/** Copy of a location's contact section (spec 2, "Location page": contact). */
export const locationContact = {
  eyebrow: 'Free project consultation',
  heading: 'Request your free consultation',
  intro: quote('Tell us about your home and your project. A project manager will schedule a visit, measure and talk through options and budget. We reply {business.responseTime}.'),
  labels: { phone: 'Call us', email: 'E-mail', hours: 'Phone hours', licenses: licenseCopy.contactLabel },
  form: {
    heading: 'Project request form',
    /** Before the form's script runs, and all the time without script. */
    waiting: 'Call or e-mail us at the phone number or e-mail address on this page; the request form appears here when your browser loads it.',
    loading: 'Loading the request form… You can also call or e-mail us at the phone number or e-mail address on this page.',
    failed: quote('The request form could not load. Please call or e-mail us at the phone number or e-mail address on this page. We reply {business.responseTime}.'),
  },
  card: {
    heading: 'Talk to our team',
    body: 'Call or e-mail and we will set up a time to visit, measure and discuss your project.',
  },
  financingLabel: 'Estimate Your Monthly Payment',
} as const;

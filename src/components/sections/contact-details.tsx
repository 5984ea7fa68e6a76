import { Clock, Mail, Phone, ShieldCheck, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { EmailAddress, emailWrap } from '../ui/email-address';

export interface ContactDetailsData {
  phone?: { display: string; href: string };
  email: { display: string; href: string };
  hours?: string;
  /** The contractor licenses a location states (lib/build/licenses.ts), one line each. */
  licenses?: readonly string[];
}

export interface ContactDetailsProps {
  labels: { phone: string; email: string; hours: string; licenses?: string };
  details: ContactDetailsData;
  /** For a page variant (lib/browser/location-query.ts): shown only for these ?location= slugs. */
  variantShow?: string;
  /** For a page variant: the default list, hidden when a known ?location= is selected. */
  variantHide?: boolean;
}

/** Phone, e-mail, hours and licenses of a location, or the generic e-mail. */
export function ContactDetails({ labels, details, variantShow, variantHide }: ContactDetailsProps) {
  return (
    <ul
      className="space-y-4"
      {...(variantShow ? { 'data-variant-show': variantShow, hidden: true } : {})}
      {...(variantHide ? { 'data-variant-hide': '' } : {})}
    >
      {details.phone ? (
        <DetailItem icon={Phone} label={labels.phone}>
          <a href={details.phone.href} className="text-xl font-semibold text-white underline-offset-4 hover:underline">
            {details.phone.display}
          </a>
        </DetailItem>
      ) : null}
      <DetailItem icon={Mail} label={labels.email}>
        <a href={details.email.href} className={cn('font-semibold text-white underline-offset-4 hover:underline', emailWrap)}>
          <EmailAddress address={details.email.display} />
        </a>
      </DetailItem>
      {details.hours ? (
        <DetailItem icon={Clock} label={labels.hours}>
          <span className="font-semibold text-white">{details.hours}</span>
        </DetailItem>
      ) : null}
      {details.licenses?.length ? (
        <DetailItem icon={ShieldCheck} label={labels.licenses ?? ''}>
          {details.licenses.map((license) => (
            <span key={license} className="block font-semibold text-white">
              {license}
            </span>
          ))}
        </DetailItem>
      ) : null}
    </ul>
  );
}

/** One line of the card: an icon, a small label and the value under it. */
function DetailItem({ icon: IconComponent, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <IconComponent aria-hidden="true" className="mt-1 size-5 shrink-0 text-oak-light" />
      <div>
        <p className="text-sm text-sand">{label}</p>
        <p>{children}</p>
      </div>
    </li>
  );
}

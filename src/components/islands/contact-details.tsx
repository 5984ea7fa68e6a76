import { Clock, Mail, Phone } from 'lucide-react';
import { useMemo } from 'react';
import { useLocationParam } from './use-location-param';

export interface ContactDetailsData {
  phone?: { display: string; href: string };
  email: { display: string; href: string };
  hours?: string;
}

export interface ContactDetailsProps {
  labels: { phone: string; email: string; hours: string };
  /** Shown without a location (and in the prerendered HTML). */
  fallback: ContactDetailsData;
  /** Per known ?location= slug. */
  variants?: Record<string, ContactDetailsData>;
}

/** Phone, e-mail and hours; on a page variant, the selected location's own. */
export function ContactDetails({ labels, fallback, variants = {} }: ContactDetailsProps) {
  const known = useMemo(() => Object.keys(variants), [variants]);
  const slug = useLocationParam(known);
  const details = (slug && variants[slug]) || fallback;
  return (
    <ul className="space-y-4">
      {details.phone ? (
        <li className="flex gap-3">
          <Phone aria-hidden="true" className="mt-1 size-5 shrink-0 text-oak-light" />
          <div>
            <p className="text-sm text-sand">{labels.phone}</p>
            <p>
              <a href={details.phone.href} className="text-xl font-semibold text-white underline-offset-4 hover:underline">
                {details.phone.display}
              </a>
            </p>
          </div>
        </li>
      ) : null}
      <li className="flex gap-3">
        <Mail aria-hidden="true" className="mt-1 size-5 shrink-0 text-oak-light" />
        <div>
          <p className="text-sm text-sand">{labels.email}</p>
          <p>
            <a href={details.email.href} className="font-semibold break-all text-white underline-offset-4 hover:underline">
              {details.email.display}
            </a>
          </p>
        </div>
      </li>
      {details.hours ? (
        <li className="flex gap-3">
          <Clock aria-hidden="true" className="mt-1 size-5 shrink-0 text-oak-light" />
          <div>
            <p className="text-sm text-sand">{labels.hours}</p>
            <p className="font-semibold text-white">{details.hours}</p>
          </div>
        </li>
      ) : null}
    </ul>
  );
}

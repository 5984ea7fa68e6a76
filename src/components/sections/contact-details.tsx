import { Clock, Mail, Phone } from 'lucide-react';

export interface ContactDetailsData {
  phone?: { display: string; href: string };
  email: { display: string; href: string };
  hours?: string;
}

export interface ContactDetailsProps {
  labels: { phone: string; email: string; hours: string };
  details: ContactDetailsData;
  /** For a page variant (lib/page-variant.ts): shown only for these ?location= slugs. */
  variantShow?: string;
  /** For a page variant: the default list, hidden when a known ?location= is selected. */
  variantHide?: boolean;
}

/** Phone, e-mail and hours of a location, or the generic e-mail. */
export function ContactDetails({ labels, details, variantShow, variantHide }: ContactDetailsProps) {
  return (
    <ul
      className="space-y-4"
      {...(variantShow ? { 'data-variant-show': variantShow, hidden: true } : {})}
      {...(variantHide ? { 'data-variant-hide': '' } : {})}
    >
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

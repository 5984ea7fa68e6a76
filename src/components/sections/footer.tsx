import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { footer } from '../../content/footer';
import { navigation } from '../../content/navigation';
import { getService } from '../../content/services';
import { activeLocations } from '../../content/locations';
import { brand, contacts, office, phoneHours, social, mailtoHref, telHref } from '../../content/site';
import { href } from '../../lib/routes';
import { formatHours } from '../../lib/format';
import { BrandMark } from '../ui/brand-mark';

const linkClass = 'inline-block py-1 text-sand/90 underline-offset-4 hover:text-white hover:underline';

export function Footer() {
  const serviceLinks = footer.services.flatMap((slug) => {
    const service = getService(slug);
    return service ? [{ label: service.name, href: href.service(slug) }] : [];
  });
  const companyLinks = [
    { label: 'Gallery', href: href.section('gallery', false) },
    { label: 'About', href: href.section('about', false) },
    { label: 'Financing', href: href.financing() },
    ...activeLocations().map((location) => ({
      label: `${navigation.locationsMenu.heading}: ${location.name}`,
      href: href.location(location.slug),
    })),
  ];
  const year = new Date().getFullYear();

  return (
    <footer id="site-footer" className="bg-charcoal text-sand">
      <div className="container-page grid gap-10 py-14 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <a href={href.home()} className="flex items-center gap-3 text-white">
            <BrandMark className="size-10" />
            <span className="font-serif text-xl font-semibold">{brand.shortName}</span>
          </a>
          <p className="mt-4 max-w-xs text-sm leading-relaxed text-sand/90">{footer.blurb}</p>
          <p className="mt-4 text-sm text-sand/90">{footer.legal}</p>
        </div>

        <div>
          <h2 className="font-sans text-base font-semibold tracking-wide text-white uppercase">
            {footer.servicesHeading}
          </h2>
          <ul className="mt-4 space-y-2 text-sm">
            {serviceLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href} className={linkClass}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </div>

        <div>
          <h2 className="font-sans text-base font-semibold tracking-wide text-white uppercase">
            {footer.companyHeading}
          </h2>
          <ul className="mt-4 space-y-2 text-sm">
            {companyLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href} className={linkClass}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
          <h2 className="mt-8 font-sans text-base font-semibold tracking-wide text-white uppercase">
            {footer.socialHeading}
          </h2>
          <ul className="mt-4 flex gap-4 text-sm">
            <li>
              <a href={social.facebook} className={linkClass} rel="noopener noreferrer" target="_blank">
                Facebook
              </a>
            </li>
            <li>
              <a href={social.instagram} className={linkClass} rel="noopener noreferrer" target="_blank">
                Instagram
              </a>
            </li>
            <li>
              <a href={social.tiktok} className={linkClass} rel="noopener noreferrer" target="_blank">
                TikTok
              </a>
            </li>
          </ul>
        </div>

        <div>
          <h2 className="font-sans text-base font-semibold tracking-wide text-white uppercase">
            {footer.contactHeading}
          </h2>
          <ul className="mt-4 space-y-3 text-sm">
            <li className="flex gap-3">
              <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-oak-light" />
              <span>
                {footer.marylandLabel}:{' '}
                <a href={telHref(contacts.maryland.phone)} className={linkClass}>
                  {contacts.maryland.phone}
                </a>
              </span>
            </li>
            <li className="flex gap-3">
              <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-oak-light" />
              <span className="flex flex-col">
                <a href={mailtoHref(contacts.maryland.email)} className={`${linkClass} break-all`}>
                  {contacts.maryland.email}
                </a>
                <span className="text-sand/80">
                  {footer.generalLabel}:{' '}
                  <a href={mailtoHref(contacts.generic.email)} className={`${linkClass} break-all`}>
                    {contacts.generic.email}
                  </a>
                </span>
              </span>
            </li>
            <li className="flex gap-3">
              <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-oak-light" />
              <span>
                {footer.hoursLabel}:{' '}
                {formatHours(phoneHours)}
              </span>
            </li>
            <li className="flex gap-3">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-oak-light" />
              <span>
                {footer.officeLabel}: {office.locality}, {office.region} {office.postalCode}
              </span>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="container-page py-6 text-sm text-sand/80">
          © {year} {brand.legalName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}

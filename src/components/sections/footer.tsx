import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { footer } from '../../content/footer';
import { policyPageNames } from '../../content/policy-page';
import { processPage } from '../../content/process';
import { navigation } from '../../content/navigation';
import { getService } from '../../content/services';
import { activeLocations } from '../../content/locations';
import { brand, contacts, office, phoneHours, socialProfiles } from '../../content/site';
import { mailtoHref, telHref } from '../../lib/build/contact-links';
import { mhicLicenseText } from '../../lib/build/licenses';
import { href } from '../../lib/build/routes';
import { fillTemplate, formatHours } from '../../lib/format';
import { BrandMark } from '../ui/brand-mark';
import { EmailAddress, emailWrap } from '../ui/email-address';
import { cn } from '../../lib/cn';

const linkClass = 'inline-block py-1 text-sand/90 underline-offset-4 hover:text-white hover:underline';

/** The navigation's entries with their addresses from another page, keyed by section or page. */
const navigationLinks = navigation.links.map((link) =>
  'page' in link
    ? { id: link.page, label: link.label, href: href.financing() }
    : { id: link.section, label: link.label, href: href.section(link.section, false) },
);

const columnHeading = 'font-sans text-base font-semibold tracking-wide text-white uppercase';

/** A footer column: a heading over a list of links. */
function LinkList({ heading, links }: { heading: string; links: readonly { label: string; href: string }[] }) {
  return (
    <>
      <h2 className={columnHeading}>{heading}</h2>
      <ul className="mt-4 space-y-2 text-sm">
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} className={linkClass}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}

export function Footer() {
  const serviceLinks = footer.services.flatMap((slug) => {
    const service = getService(slug);
    return service ? [{ label: service.name, href: href.service(slug) }] : [];
  });
  const companyLinks = [
    ...footer.companyLinks.flatMap((id) => navigationLinks.filter((link) => link.id === id)),
    { label: processPage.name, href: href.process() },
    ...activeLocations().map((location) => ({
      label: `${navigation.locationsMenu.heading}: ${location.name}`,
      href: href.location(location.slug),
    })),
  ];
  const year = new Date().getFullYear();
  const socialNetworks = (Object.keys(footer.socialLabels) as (keyof typeof footer.socialLabels)[]).flatMap((network) => {
    const url = socialProfiles[network];
    return url ? [[network, url] as const] : [];
  });

  return (
    <footer id="site-footer" className="bg-charcoal text-sand">
      <div className="container-page grid gap-10 py-14 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <a href={href.home()} className="flex items-center gap-3 text-white">
            <BrandMark className="size-10" />
            <span className="font-serif text-xl font-semibold">{brand.shortName}</span>
          </a>
          <p className="mt-4 max-w-xs text-sm leading-relaxed text-sand/90">{footer.blurb}</p>
          {footer.legal && <p className="mt-4 text-sm text-sand/90">{footer.legal}</p>}
        </div>

        <div>
          <LinkList heading={footer.servicesHeading} links={serviceLinks} />
        </div>

        <div>
          <LinkList heading={footer.companyHeading} links={companyLinks} />
          {socialNetworks.length > 0 && (
            <>
              <h2 className={cn('mt-8', columnHeading)}>
                {footer.socialHeading}
              </h2>
              <ul className="mt-4 flex gap-4 text-sm">
                {socialNetworks.map(([network, url]) => (
                  <li key={network}>
                    <a href={url} className={linkClass} rel="noopener noreferrer" target="_blank">
                      {footer.socialLabels[network]}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>

        <div>
          <h2 className={columnHeading}>
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
                <a href={mailtoHref(contacts.maryland.email)} className={cn(linkClass, emailWrap)}>
                  <EmailAddress address={contacts.maryland.email} />
                </a>
                <span className="text-sand/80">
                  {footer.generalLabel}:{' '}
                  <a href={mailtoHref(contacts.generic.email)} className={cn(linkClass, emailWrap)}>
                    <EmailAddress address={contacts.generic.email} />
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
        <div className="container-page flex flex-col gap-2 py-6 text-sm text-sand/80 lg:flex-row lg:items-center lg:justify-between">
          <p>{fillTemplate(footer.copyright, { year, legalName: brand.legalName })}</p>
          <nav aria-label={footer.policyLinksLabel}>
            <ul className="flex flex-wrap gap-x-6 gap-y-1" data-testid="footer-policy-links">
              {footer.policyLinks.map((name) => (
                <li key={name}>
                  <a href={href[name]()} className={linkClass}>
                    {policyPageNames[name]}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <p>{mhicLicenseText()}</p>
        </div>
      </div>
    </footer>
  );
}

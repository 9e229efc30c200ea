import { firm } from '../../content/firm.ts';
import { services } from '../../content/services.ts';

/** The registered address as schema.org PostalAddress, or the country alone while none is set. */
function address() {
  const registered = firm.registeredAddress;
  if (!registered) return { '@type': 'PostalAddress', addressCountry: firm.country };
  return {
    '@type': 'PostalAddress',
    streetAddress: registered.streetAddress,
    addressLocality: registered.locality,
    ...(registered.region ? { addressRegion: registered.region } : {}),
    postalCode: registered.postalCode,
    addressCountry: registered.country,
  };
}

/** Organization / ProfessionalService structured data for the home page: only what the firm config sets. */
export function organizationJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': ['Organization', 'ProfessionalService'],
    name: firm.name,
    ...(firm.legalName ? { legalName: firm.legalName } : {}),
    url: `${firm.siteUrl}/`,
    logo: `${firm.siteUrl}/favicon.svg`,
    email: firm.email,
    ...(firm.phone ? { telephone: firm.phone } : {}),
    description: firm.taglines.join(' '),
    areaServed: 'Worldwide',
    address: address(),
    ...(firm.social.length > 0 ? { sameAs: firm.social.map((link) => link.url) } : {}),
    knowsAbout: services.map((service) => service.name),
  };
}

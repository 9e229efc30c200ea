import { firm } from '../../content/firm.ts';
import { services } from '../../content/services.ts';

/** Organization / ProfessionalService structured data for the home page. */
export function organizationJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': ['Organization', 'ProfessionalService'],
    name: firm.name,
    url: `${firm.siteUrl}/`,
    logo: `${firm.siteUrl}/favicon.svg`,
    email: firm.email,
    description: firm.taglines.join(' '),
    areaServed: 'Worldwide',
    address: { '@type': 'PostalAddress', addressCountry: 'IN' },
    sameAs: firm.social.map((link) => link.url),
    knowsAbout: services.map((service) => service.card.title),
  };
}

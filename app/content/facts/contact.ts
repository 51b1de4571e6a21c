import { company, companyAddressLine } from "../company.ts";

/**
 * The facts of /contact that both languages' words go with: the cards'
 * icons and links, the office's address lines, the map's preview and embed, where the estimate offer
 * leads. A Spanish content module takes facts from a module here, never
 * from its English twin, whose words would then ride along on the Spanish
 * page (decision 0092).
 */
export const contactFacts = {
  cards: {
    location: {
      id: "location",
      icon: "map-pin",
      /** The address on two lines: it reads the same in either language. */
      lines: [
        company.address.street,
        `${company.address.city}, ${company.address.state} ${company.address.zip}`,
      ],
      href: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(companyAddressLine)}`,
    },
    phone: { id: "phone", icon: "phone", href: company.phoneHref },
    email: { id: "email", icon: "mail", href: `mailto:${company.email}` },
  },
  map: {
    preview: { src: "/images/contact/office-map.svg", width: 640, height: 400 },
    embedUrl: officeEmbedUrl(),
  },
  estimateHref: "/quote",
} as const;

/** The OpenStreetMap embed of a small box around the office, with its marker. */
function officeEmbedUrl(): string {
  // Where the office is on the map (WGS 84).
  const latitude = 42.3362;
  const longitude = -83.0499;
  // min lon, min lat, max lon, max lat.
  const box = [
    longitude - 0.006,
    latitude - 0.0035,
    longitude + 0.006,
    latitude + 0.0035,
  ]
    .map((value) => value.toFixed(4))
    .join(",");
  return `https://www.openstreetmap.org/export/embed.html?bbox=${encodeURIComponent(box)}&layer=mapnik&marker=${encodeURIComponent(`${latitude},${longitude}`)}`;
}

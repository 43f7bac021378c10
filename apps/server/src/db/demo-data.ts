// Demo catalogue of a saw maker: what `npm start` shows on a new embedded database.
export const demoProducts = [
  {
    name: 'Kerfline CS-185 Circular Saw',
    img: '/images/products/circular-saw.svg',
    priceCents: 12999,
    available: 120,
    minOrderQuantity: 2,
    description:
      'A 15-amp, 7-1/4 inch circular saw for framing and decking. Magnesium shoe, 56° bevel with positive stops, electric brake that stops the blade in two seconds, and a dust blower that keeps the cut line clear.',
  },
  {
    name: 'Kerfline MS-305 Sliding Compound Mitre Saw',
    img: '/images/products/mitre-saw.svg',
    priceCents: 44900,
    available: 40,
    minOrderQuantity: 1,
    description:
      'A 12 inch dual-bevel sliding mitre saw that crosscuts boards up to 14 inches wide. Ten positive mitre detents, LED shadow-line cut indicator and a soft-start motor that spares the breaker on a jobsite generator.',
  },
  {
    name: 'Kerfline JS-90 Orbital Jig Saw',
    img: '/images/products/jig-saw.svg',
    priceCents: 8950,
    available: 200,
    minOrderQuantity: 5,
    description:
      'Four orbital settings and variable speed from 800 to 3,200 strokes a minute for curves in wood, steel and laminate. Tool-free T-shank blade change and a low-vibration counterbalance.',
  },
  {
    name: 'Kerfline TS-254 Jobsite Table Saw',
    img: '/images/products/table-saw.svg',
    priceCents: 59900,
    available: 25,
    minOrderQuantity: 1,
    description:
      'A 10 inch table saw with a rack-and-pinion fence, 32 inch rip capacity and a folding stand that rolls over stairs. The flesh-sensing brake option and riving knife make it the safest saw in our line.',
  },
  {
    name: 'Kerfline BS-350 Benchtop Band Saw',
    img: '/images/products/band-saw.svg',
    priceCents: 74900,
    available: 15,
    minOrderQuantity: 1,
    description:
      'A 14 inch band saw with 6 inch resaw height, cast-iron table that tilts 45°, ball-bearing blade guides and two speeds for wood and non-ferrous metal.',
  },
  {
    name: 'Kerfline RS-32 Reciprocating Saw',
    img: '/images/products/reciprocating-saw.svg',
    priceCents: 15900,
    available: 80,
    minOrderQuantity: 2,
    description:
      'A 12-amp demolition saw with a 1-1/4 inch stroke, orbital action for fast cuts in wood and anti-vibration handle for long days of pipe and nail-embedded lumber.',
  },
  {
    name: 'Kerfline 24T Framing Blade 7-1/4" (3-pack)',
    img: '/images/products/framing-blade.svg',
    priceCents: 2499,
    available: 1000,
    minOrderQuantity: 10,
    description:
      'Carbide-tipped 24-tooth blades with a thin kerf and anti-stick coating. Made for fast rip and crosscuts in framing lumber and plywood.',
  },
  {
    name: 'Kerfline 80T Fine-Finish Mitre Blade 12"',
    img: '/images/products/finish-blade.svg',
    priceCents: 6900,
    available: 300,
    minOrderQuantity: 4,
    description:
      'An 80-tooth ATB blade with laser-cut stabiliser vents for glass-smooth cuts in trim, moulding and hardwood. Fits every 12 inch mitre saw with a 1 inch arbor.',
  },
  {
    name: 'Kerfline Bi-Metal Reciprocating Blade Set (12 pcs)',
    img: '/images/products/recip-blade-set.svg',
    priceCents: 3450,
    available: 500,
    minOrderQuantity: 6,
    description:
      'Twelve bi-metal blades for wood, nails, metal pipe and PVC, in a tough case. Cobalt-enriched teeth last up to five times longer than carbon-steel blades.',
  },
  {
    name: 'Kerfline CCS-18 Cordless Circular Saw',
    img: '/images/products/cordless-circular-saw.svg',
    priceCents: 17900,
    available: 60,
    minOrderQuantity: 2,
    description:
      'An 18-volt brushless 6-1/2 inch circular saw that cuts 2x lumber at 45° in one pass. Runs on every Kerfline 18V battery; electric brake and rafter hook included.',
  },
] as const;

export const demoReviews = [
  { name: 'Marta Kowalski', img: '/images/avatars/marta-kowalski.svg', rating: 5, content: 'The CS-185 has framed two houses for my crew and still runs like new. Bevel stops are dead accurate.' },
  { name: 'Daniel Okafor', img: '/images/avatars/daniel-okafor.svg', rating: 4, content: 'Great mitre saw for trim work. The shadow-line light is a real time saver. Wish it were a little lighter to carry.' },
  { name: 'Aiko Tanaka', img: '/images/avatars/aiko-tanaka.svg', rating: 5, content: 'Ordered forty framing blade packs for our yard; they arrived in four days, well packed, and cut clean.' },
  { name: "Liam O'Connor", img: '/images/avatars/liam-oconnor.svg', rating: 4, content: 'The jig saw handles curves in 20 mm oak without wandering. Blade change is quick even with gloves on.' },
  { name: 'Sofia Herrera', img: '/images/avatars/sofia-herrera.svg', rating: 5, content: 'Our cabinet shop switched to the BS-350 band saw. Resawing veneers is finally easy.' },
  { name: 'Ravi Menon', img: '/images/avatars/ravi-menon.svg', rating: 3, content: 'Solid reciprocating saw, strong motor. The case could be sturdier, but support replaced a latch quickly.' },
] as const;

/** Accounts of the embedded demo, published in the README so a newcomer can sign in at once. */
export const demoAccounts = {
  admin: { name: 'Demo Admin', email: 'admin@kerfline.test', password: 'admin-demo-2026' },
  shopper: { name: 'Demo Shopper', email: 'shopper@kerfline.test', password: 'shopper-demo-2026' },
} as const;

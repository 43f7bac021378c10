// Demo catalogue of a saw maker: what `npm start` shows on a new embedded database. The original app's first ten
// products come first (the landing page shows the oldest three); the rest fill seven categories so
// the shop shows paging and filtering. Pictures are the images the web app ships (no network): each
// product's own drawing and its close-up, drawn by scripts/draw-product-pictures.mjs.
/** The demo's product groups, in the order a shop menu lists them. */
export const demoCategories = [
  { slug: 'circular-saws', name: 'Circular saws' },
  { slug: 'mitre-saws', name: 'Mitre saws' },
  { slug: 'jigsaws', name: 'Jigsaws' },
  { slug: 'table-saws', name: 'Table saws' },
  { slug: 'band-saws', name: 'Band saws' },
  { slug: 'reciprocating-saws', name: 'Reciprocating saws' },
  { slug: 'blades-and-accessories', name: 'Blades and accessories' },
] as const;

export const demoProducts = [
  {
    name: 'Kerfline CS-185 Circular Saw',
    category: 'circular-saws',
    images: ['/images/products/cs-185.svg', '/images/products/cs-185-detail.svg'],
    specs: { powerW: 1800, bladeDiameterMm: 184, noLoadSpeedRpm: 5800, bevelRange: '0–56°', cuttingDepthMm: 63, weightKg: 4.9 },
    img: '/images/products/cs-185.svg',
    priceCents: 12999,
    available: 120,
    minOrderQuantity: 2,
    description:
      'A 15-amp, 7-1/4 inch circular saw for framing and decking. Magnesium shoe, 56° bevel with positive stops, electric brake that stops the blade in two seconds, and a dust blower that keeps the cut line clear.',
  },
  {
    name: 'Kerfline MS-305 Sliding Compound Mitre Saw',
    category: 'mitre-saws',
    images: ['/images/products/ms-305.svg', '/images/products/ms-305-detail.svg'],
    specs: { powerW: 1800, bladeDiameterMm: 305, noLoadSpeedRpm: 4000, bevelRange: '0–48° left and right', weightKg: 25.5 },
    img: '/images/products/ms-305.svg',
    priceCents: 44900,
    available: 40,
    minOrderQuantity: 1,
    description:
      'A 12 inch dual-bevel sliding mitre saw that crosscuts boards up to 14 inches wide. Ten positive mitre detents, LED shadow-line cut indicator and a soft-start motor that spares the breaker on a jobsite generator.',
  },
  {
    name: 'Kerfline JS-90 Orbital Jig Saw',
    category: 'jigsaws',
    images: ['/images/products/js-90.svg', '/images/products/js-90-detail.svg'],
    specs: { powerW: 720, noLoadSpeedRpm: 3200, bevelRange: '0–45°', cuttingDepthMm: 120, weightKg: 2.6 },
    img: '/images/products/js-90.svg',
    priceCents: 8950,
    available: 200,
    minOrderQuantity: 5,
    description:
      'Four orbital settings and variable speed from 800 to 3,200 strokes a minute for curves in wood, steel and laminate. Tool-free T-shank blade change and a low-vibration counterbalance.',
  },
  {
    name: 'Kerfline TS-254 Jobsite Table Saw',
    category: 'table-saws',
    images: ['/images/products/ts-254.svg', '/images/products/ts-254-detail.svg'],
    specs: { powerW: 2000, bladeDiameterMm: 254, noLoadSpeedRpm: 4800, bevelRange: '0–45°', cuttingDepthMm: 79, weightKg: 29 },
    img: '/images/products/ts-254.svg',
    priceCents: 59900,
    available: 25,
    minOrderQuantity: 1,
    description:
      'A 10 inch table saw with a rack-and-pinion fence, 32 inch rip capacity and a folding stand that rolls over stairs. The flesh-sensing brake option and riving knife make it the safest saw in our line.',
  },
  {
    name: 'Kerfline BS-350 Benchtop Band Saw',
    category: 'band-saws',
    images: ['/images/products/bs-350.svg', '/images/products/bs-350-detail.svg'],
    specs: { powerW: 1100, noLoadSpeedRpm: 1700, bevelRange: '0–45° table tilt', cuttingDepthMm: 152, weightKg: 38 },
    img: '/images/products/bs-350.svg',
    priceCents: 74900,
    available: 15,
    minOrderQuantity: 1,
    description:
      'A 14 inch band saw with 6 inch resaw height, cast-iron table that tilts 45°, ball-bearing blade guides and two speeds for wood and non-ferrous metal.',
  },
  {
    name: 'Kerfline RS-32 Reciprocating Saw',
    category: 'reciprocating-saws',
    images: ['/images/products/rs-32.svg', '/images/products/rs-32-detail.svg'],
    specs: { powerW: 1400, noLoadSpeedRpm: 2900, weightKg: 3.9 },
    img: '/images/products/rs-32.svg',
    priceCents: 15900,
    available: 80,
    minOrderQuantity: 2,
    description:
      'A 12-amp demolition saw with a 1-1/4 inch stroke, orbital action for fast cuts in wood and anti-vibration handle for long days of pipe and nail-embedded lumber.',
  },
  {
    name: 'Kerfline 24T Framing Blade 7-1/4" (3-pack)',
    category: 'blades-and-accessories',
    images: ['/images/products/framing-blade-24t.svg', '/images/products/framing-blade-24t-detail.svg'],
    specs: { bladeDiameterMm: 184, teeth: 24, weightKg: 0.9 },
    img: '/images/products/framing-blade-24t.svg',
    priceCents: 2499,
    available: 1000,
    minOrderQuantity: 10,
    description:
      'Carbide-tipped 24-tooth blades with a thin kerf and anti-stick coating. Made for fast rip and crosscuts in framing lumber and plywood.',
  },
  {
    name: 'Kerfline 80T Fine-Finish Mitre Blade 12"',
    category: 'blades-and-accessories',
    images: ['/images/products/finish-blade-80t.svg', '/images/products/finish-blade-80t-detail.svg'],
    specs: { bladeDiameterMm: 305, teeth: 80, weightKg: 1.4 },
    img: '/images/products/finish-blade-80t.svg',
    priceCents: 6900,
    available: 300,
    minOrderQuantity: 4,
    description:
      'An 80-tooth ATB blade with laser-cut stabiliser vents for glass-smooth cuts in trim, moulding and hardwood. Fits every 12 inch mitre saw with a 1 inch arbor.',
  },
  {
    name: 'Kerfline Bi-Metal Reciprocating Blade Set (12 pcs)',
    category: 'blades-and-accessories',
    images: ['/images/products/recip-blade-set.svg', '/images/products/recip-blade-set-detail.svg'],
    specs: { weightKg: 0.6 },
    img: '/images/products/recip-blade-set.svg',
    priceCents: 3450,
    available: 500,
    minOrderQuantity: 6,
    description:
      'Twelve bi-metal blades for wood, nails, metal pipe and PVC, in a tough case. Cobalt-enriched teeth last up to five times longer than carbon-steel blades.',
  },
  {
    name: 'Kerfline CCS-18 Cordless Circular Saw',
    category: 'circular-saws',
    images: ['/images/products/ccs-18.svg', '/images/products/ccs-18-detail.svg'],
    specs: { voltageV: 18, bladeDiameterMm: 165, noLoadSpeedRpm: 5000, bevelRange: '0–50°', cuttingDepthMm: 55, weightKg: 3.1 },
    img: '/images/products/ccs-18.svg',
    priceCents: 17900,
    available: 60,
    minOrderQuantity: 2,
    description:
      'An 18-volt brushless 6-1/2 inch circular saw that cuts 2x lumber at 45° in one pass. Runs on every Kerfline 18V battery; electric brake and rafter hook included.',
  },

  {
    name: 'Kerfline CS-235 Worm-Drive Circular Saw',
    category: 'circular-saws',
    images: ['/images/products/cs-235.svg', '/images/products/cs-235-detail.svg'],
    specs: { powerW: 2100, bladeDiameterMm: 235, noLoadSpeedRpm: 4700, bevelRange: '0–51°', cuttingDepthMm: 85, weightKg: 6.6 },
    img: '/images/products/cs-235.svg',
    priceCents: 21900,
    available: 45,
    minOrderQuantity: 1,
    description:
      'A 9-1/4 inch worm-drive saw with the torque to rip wet lumber all day. Oil-bath gearing, magnesium housing and a 51° bevel with detents at 22.5° and 45°.',
  },
  {
    name: 'Kerfline TCS-165 Track Circular Saw',
    category: 'circular-saws',
    images: ['/images/products/tcs-165.svg', '/images/products/tcs-165-detail.svg'],
    specs: { powerW: 1400, bladeDiameterMm: 165, noLoadSpeedRpm: 5200, bevelRange: '-1–47°', cuttingDepthMm: 57, weightKg: 4.4 },
    img: '/images/products/tcs-165.svg',
    priceCents: 38900,
    available: 30,
    minOrderQuantity: 1,
    description:
      'A plunge saw that rides a guide rail for splinter-free cuts in sheet goods. Riving knife, variable speed and a scoring setting for laminated panels.',
  },
  {
    name: 'Kerfline MS-254 Compact Mitre Saw',
    category: 'mitre-saws',
    images: ['/images/products/ms-254.svg', '/images/products/ms-254-detail.svg'],
    specs: { powerW: 1500, bladeDiameterMm: 254, noLoadSpeedRpm: 4600, bevelRange: '0–45° left', weightKg: 12.2 },
    img: '/images/products/ms-254.svg',
    priceCents: 27900,
    available: 55,
    minOrderQuantity: 1,
    description:
      'A 10 inch single-bevel mitre saw light enough to carry up a ladder. Cam-lock mitre handle with nine detents and a clear lower guard.',
  },
  {
    name: 'Kerfline MS-216 Cordless Sliding Mitre Saw',
    category: 'mitre-saws',
    images: ['/images/products/ms-216.svg', '/images/products/ms-216-detail.svg'],
    specs: { voltageV: 36, bladeDiameterMm: 216, noLoadSpeedRpm: 3800, bevelRange: '0–48° left and right', weightKg: 17.8 },
    img: '/images/products/ms-216.svg',
    priceCents: 52900,
    available: 20,
    minOrderQuantity: 1,
    description:
      'An 18V brushless sliding mitre saw for punch-list work where there is no power yet. Cuts 2x12 at 90° and runs a full day on two batteries.',
  },
  {
    name: 'Kerfline MS-355 Axial-Glide Mitre Saw',
    category: 'mitre-saws',
    images: ['/images/products/ms-355.svg', '/images/products/ms-355-detail.svg'],
    specs: { powerW: 2000, bladeDiameterMm: 355, noLoadSpeedRpm: 3500, bevelRange: '0–47° left and right', weightKg: 29.4 },
    img: '/images/products/ms-355.svg',
    priceCents: 89900,
    available: 8,
    minOrderQuantity: 1,
    description:
      'Our flagship 14 inch mitre saw: an articulating arm instead of rails saves a foot of bench depth and cuts crown moulding up to 7-1/2 inches nested.',
  },
  {
    name: 'Kerfline JS-18 Cordless Jig Saw',
    category: 'jigsaws',
    images: ['/images/products/js-18.svg', '/images/products/js-18-detail.svg'],
    specs: { voltageV: 18, noLoadSpeedRpm: 3500, bevelRange: '0–45°', cuttingDepthMm: 135, weightKg: 2.3 },
    img: '/images/products/js-18.svg',
    priceCents: 14900,
    available: 90,
    minOrderQuantity: 2,
    description:
      'A barrel-grip cordless jig saw with a brushless motor, LED work light and four orbital settings. Bevels to 45° without tools.',
  },
  {
    name: 'Kerfline JS-60 Compact Jig Saw',
    category: 'jigsaws',
    images: ['/images/products/js-60.svg', '/images/products/js-60-detail.svg'],
    specs: { powerW: 500, noLoadSpeedRpm: 3000, bevelRange: '0–45°', cuttingDepthMm: 70, weightKg: 1.8 },
    img: '/images/products/js-60.svg',
    priceCents: 5990,
    available: 150,
    minOrderQuantity: 5,
    description:
      'A light 500 watt jig saw for hobby benches and school workshops: tool-free blade change, dust port and a splinter guard.',
  },
  {
    name: 'Kerfline JS-120 Heavy-Duty Jig Saw',
    category: 'jigsaws',
    images: ['/images/products/js-120.svg', '/images/products/js-120-detail.svg'],
    specs: { powerW: 1000, noLoadSpeedRpm: 3100, bevelRange: '0–45°', cuttingDepthMm: 120, weightKg: 2.9 },
    img: '/images/products/js-120.svg',
    priceCents: 17900,
    available: 0,
    minOrderQuantity: 1,
    description:
      'A 1,000 watt jig saw with constant electronics that hold speed in 120 mm hardwood and 10 mm steel. Currently sold out; new stock is on its way.',
  },
  {
    name: 'Kerfline TS-210 Compact Table Saw',
    category: 'table-saws',
    images: ['/images/products/ts-210.svg', '/images/products/ts-210-detail.svg'],
    specs: { powerW: 1500, bladeDiameterMm: 210, noLoadSpeedRpm: 5000, bevelRange: '0–45°', cuttingDepthMm: 63, weightKg: 18.5 },
    img: '/images/products/ts-210.svg',
    priceCents: 34900,
    available: 35,
    minOrderQuantity: 1,
    description:
      'An 8-1/4 inch table saw that fits in a car boot: 24 inch rip capacity, on-board storage for fence and mitre gauge, and a blade guard that lifts without tools.',
  },
  {
    name: 'Kerfline TS-315 Cabinet Table Saw',
    category: 'table-saws',
    images: ['/images/products/ts-315.svg', '/images/products/ts-315-detail.svg'],
    specs: { powerW: 2200, bladeDiameterMm: 315, noLoadSpeedRpm: 4000, bevelRange: '0–45°', cuttingDepthMm: 105, weightKg: 205 },
    img: '/images/products/ts-315.svg',
    priceCents: 249900,
    available: 4,
    minOrderQuantity: 1,
    description:
      'A 3 horsepower cabinet saw with a cast-iron top and trunnions, 52 inch T-square fence and 4 inch dust port. Built for the cabinet shop that runs it all day.',
  },
  {
    name: 'Kerfline TS-254C Cordless Table Saw',
    category: 'table-saws',
    images: ['/images/products/ts-254c.svg', '/images/products/ts-254c-detail.svg'],
    specs: { voltageV: 36, bladeDiameterMm: 254, noLoadSpeedRpm: 4600, bevelRange: '0–45°', cuttingDepthMm: 80, weightKg: 22 },
    img: '/images/products/ts-254c.svg',
    priceCents: 64900,
    available: 12,
    minOrderQuantity: 1,
    description:
      'A 10 inch table saw that runs on two 18V batteries: rack-and-pinion fence, 28 inch rip capacity and a brake that stops the blade in under three seconds.',
  },
  {
    name: 'Kerfline BS-230 Bench Band Saw',
    category: 'band-saws',
    images: ['/images/products/bs-230.svg', '/images/products/bs-230-detail.svg'],
    specs: { powerW: 350, noLoadSpeedRpm: 1400, bevelRange: '0–45° table tilt', cuttingDepthMm: 90, weightKg: 17 },
    img: '/images/products/bs-230.svg',
    priceCents: 32900,
    available: 25,
    minOrderQuantity: 1,
    description:
      'A 9 inch band saw for model makers and luthiers: 90 mm cutting height, tilting table and a rip fence that locks square.',
  },
  {
    name: 'Kerfline BS-500 Floor Band Saw',
    category: 'band-saws',
    images: ['/images/products/bs-500.svg', '/images/products/bs-500-detail.svg'],
    specs: { powerW: 2200, noLoadSpeedRpm: 1000, bevelRange: '-5–45° table tilt', cuttingDepthMm: 305, weightKg: 180 },
    img: '/images/products/bs-500.svg',
    priceCents: 189900,
    available: 3,
    minOrderQuantity: 1,
    description:
      'A 20 inch floor-standing band saw that resaws 12 inch logs. Cast-iron wheels, quick-release tension and a foot brake.',
  },
  {
    name: 'Kerfline PBS-18 Portable Band Saw',
    category: 'band-saws',
    images: ['/images/products/pbs-18.svg', '/images/products/pbs-18-detail.svg'],
    specs: { voltageV: 18, noLoadSpeedRpm: 1500, cuttingDepthMm: 127, weightKg: 6.2 },
    img: '/images/products/pbs-18.svg',
    priceCents: 39900,
    available: 18,
    minOrderQuantity: 1,
    description:
      'A cordless portable band saw for cutting pipe, conduit and strut in place: 127 mm capacity and a hook to hang it on a ladder.',
  },
  {
    name: 'Kerfline RS-18 Cordless Reciprocating Saw',
    category: 'reciprocating-saws',
    images: ['/images/products/rs-18.svg', '/images/products/rs-18-detail.svg'],
    specs: { voltageV: 18, noLoadSpeedRpm: 3000, weightKg: 3.5 },
    img: '/images/products/rs-18.svg',
    priceCents: 19900,
    available: 40,
    minOrderQuantity: 2,
    description:
      'A brushless 18V reciprocating saw with orbital action and a pivoting shoe. Cuts nail-embedded lumber and 50 mm pipe on one battery.',
  },
  {
    name: 'Kerfline RS-12 One-Hand Pruning Saw',
    category: 'reciprocating-saws',
    images: ['/images/products/rs-12.svg', '/images/products/rs-12-detail.svg'],
    specs: { voltageV: 12, noLoadSpeedRpm: 3000, weightKg: 1.4 },
    img: '/images/products/rs-12.svg',
    priceCents: 11900,
    available: 70,
    minOrderQuantity: 2,
    description:
      'A compact reciprocating saw light enough for one hand, for pruning, PVC and overhead cuts in tight cabinets.',
  },
  {
    name: 'Kerfline 60T Plywood Blade 10"',
    category: 'blades-and-accessories',
    images: ['/images/products/plywood-blade-60t.svg', '/images/products/plywood-blade-60t-detail.svg'],
    specs: { bladeDiameterMm: 254, teeth: 60, weightKg: 1.1 },
    img: '/images/products/plywood-blade-60t.svg',
    priceCents: 4900,
    available: 400,
    minOrderQuantity: 4,
    description:
      'A 60-tooth triple-chip blade that leaves no tear-out on veneered plywood and melamine. Fits every 10 inch table and mitre saw.',
  },
  {
    name: 'Kerfline Band Saw Blade 93-1/2" (3-pack)',
    category: 'blades-and-accessories',
    images: ['/images/products/band-saw-blades.svg', '/images/products/band-saw-blades-detail.svg'],
    specs: { teeth: 3, weightKg: 0.5 },
    img: '/images/products/band-saw-blades.svg',
    priceCents: 4299,
    available: 250,
    minOrderQuantity: 3,
    description:
      'Three 1/2 inch, 3-tooth hook blades for resawing and straight cuts on 14 inch band saws. Hardened teeth, flexible back.',
  },
  {
    name: 'Kerfline Jig Saw Blade Set (40 pcs)',
    category: 'blades-and-accessories',
    images: ['/images/products/jig-saw-blade-set.svg', '/images/products/jig-saw-blade-set-detail.svg'],
    specs: { weightKg: 0.3 },
    img: '/images/products/jig-saw-blade-set.svg',
    priceCents: 2799,
    available: 600,
    minOrderQuantity: 10,
    description:
      'Forty T-shank blades for wood, metal, laminate and curves, sorted in a clip case. Fits every Kerfline and most other jig saws.',
  },
  {
    name: 'Kerfline Guide Rail 1.4 m',
    category: 'blades-and-accessories',
    images: ['/images/products/guide-rail.svg', '/images/products/guide-rail-detail.svg'],
    specs: { weightKg: 2.1 },
    img: '/images/products/guide-rail.svg',
    priceCents: 12900,
    available: 80,
    minOrderQuantity: 1,
    description:
      'A 1,400 mm aluminium guide rail with anti-slip strips and a replaceable splinter edge for the TCS-165 and any saw with the rail adapter.',
  },
] as const;

/** Each names the product it is about (its page lists it); all show on the reviews page. */
/**
 * The demo products sold in several versions (docs/product/catalogue.md, "Versions"). The first
 * version is the default: the product's own price, stock and minimum order above, and its SKU
 * (the slug in capitals). The others add a SKU suffix, their price difference and stock.
 */
const mainsVersions = (extraCents: number) => ({
  options: [
    { name: 'Voltage', values: ['120 V', '230 V'] },
    { name: 'Plug', values: ['US', 'EU', 'UK'] },
  ],
  variants: [
    { options: { Voltage: '120 V', Plug: 'US' } },
    { options: { Voltage: '230 V', Plug: 'EU' }, suffix: '230V-EU', extraCents, available: 40 },
    { options: { Voltage: '230 V', Plug: 'UK' }, suffix: '230V-UK', extraCents, available: 25 },
  ],
});

export const demoVersions: {
  product: string;
  options: { name: string; values: string[] }[];
  variants: { options: Record<string, string>; suffix?: string; extraCents?: number; available?: number }[];
}[] = [
  // The corded saws: a 120 V model with a US plug, 230 V models with a European or a British plug.
  { product: 'Kerfline CS-185 Circular Saw', ...mainsVersions(1000) },
  { product: 'Kerfline MS-305 Sliding Compound Mitre Saw', ...mainsVersions(2500) },
  { product: 'Kerfline JS-90 Orbital Jig Saw', ...mainsVersions(800) },
  { product: 'Kerfline TS-254 Jobsite Table Saw', ...mainsVersions(3000) },
  { product: 'Kerfline BS-350 Benchtop Band Saw', ...mainsVersions(3000) },
  { product: 'Kerfline RS-32 Reciprocating Saw', ...mainsVersions(1000) },
  // A blade in three diameters.
  {
    product: 'Kerfline 24T Framing Blade 7-1/4" (3-pack)',
    options: [{ name: 'Diameter', values: ['7-1/4" (184 mm)', '6-1/2" (165 mm)', '8-1/4" (210 mm)'] }],
    variants: [
      { options: { Diameter: '7-1/4" (184 mm)' } },
      { options: { Diameter: '6-1/2" (165 mm)' }, suffix: '165', extraCents: -200, available: 150 },
      { options: { Diameter: '8-1/4" (210 mm)' }, suffix: '210', extraCents: 300, available: 80 },
    ],
  },
  // A band saw blade in three tooth counts: 3 teeth per inch to resaw, 6 for curves, 10 for thin stock.
  {
    product: 'Kerfline Band Saw Blade 93-1/2" (3-pack)',
    options: [{ name: 'Teeth', values: ['3 TPI', '6 TPI', '10 TPI'] }],
    variants: [
      { options: { Teeth: '3 TPI' } },
      { options: { Teeth: '6 TPI' }, suffix: '6TPI', available: 120 },
      { options: { Teeth: '10 TPI' }, suffix: '10TPI', extraCents: 200, available: 60 },
    ],
  },
];

export const demoReviews = [
  { name: 'Marta Kowalski', img: '/images/avatars/marta-kowalski.svg', rating: 5, content: 'The CS-185 has framed two houses for my crew and still runs like new. Bevel stops are dead accurate.', product: 'Kerfline CS-185 Circular Saw' },
  { name: 'Daniel Okafor', img: '/images/avatars/daniel-okafor.svg', rating: 4, content: 'Great mitre saw for trim work. The shadow-line light is a real time saver. Wish it were a little lighter to carry.', product: 'Kerfline MS-305 Sliding Compound Mitre Saw' },
  { name: 'Aiko Tanaka', img: '/images/avatars/aiko-tanaka.svg', rating: 5, content: 'Ordered forty framing blade packs for our yard; they arrived in four days, well packed, and cut clean.', product: 'Kerfline 24T Framing Blade 7-1/4" (3-pack)' },
  { name: "Liam O'Connor", img: '/images/avatars/liam-oconnor.svg', rating: 4, content: 'The jig saw handles curves in 20 mm oak without wandering. Blade change is quick even with gloves on.', product: 'Kerfline JS-90 Orbital Jig Saw' },
  { name: 'Sofia Herrera', img: '/images/avatars/sofia-herrera.svg', rating: 5, content: 'Our cabinet shop switched to the BS-350 band saw. Resawing veneers is finally easy.', product: 'Kerfline BS-350 Benchtop Band Saw' },
  { name: 'Ravi Menon', img: '/images/avatars/ravi-menon.svg', rating: 3, content: 'Solid reciprocating saw, strong motor. The case could be sturdier, but support replaced a latch quickly.', product: 'Kerfline RS-32 Reciprocating Saw' },
] as const;

/** Accounts of the embedded demo, published in the README so a newcomer can sign in at once. */
export const demoAccounts = {
  admin: { name: 'Demo Admin', email: 'admin@kerfline.test', password: 'admin-demo-2026' },
  shopper: { name: 'Demo Shopper', email: 'shopper@kerfline.test', password: 'shopper-demo-2026' },
} as const;

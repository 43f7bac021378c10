// The shape of the demo catalogue's translations (one file per language beside this one): every demo
// category and product, and the demo's option names and values, as a shop in that language names them.

export interface DemoTranslation {
  /** The category's slug (demo-data.ts) → its name and URL slug in this language. */
  categories: Record<string, { name: string; slug: string }>;
  /** The product's English name (demo-data.ts) → its name, URL slug and description in this language. */
  products: Record<string, { name: string; slug: string; description: string }>;
  /** An option's English name (Voltage, Plug, Diameter, Teeth) → its name in this language. */
  optionNames: Record<string, string>;
  /** An option value as the demo writes it ('120 V', 'EU', '3 TPI') → as this language writes it. */
  optionValues: Record<string, string>;
}

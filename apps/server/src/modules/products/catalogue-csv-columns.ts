// The catalogue CSV's columns (docs/product/catalogue.md, "The catalogue as CSV"): one row per live
// version, the product's rows together, its default version first. The export writes every column;
// the import reads them by name, in any order.

export const maxCsvOptions = 3;

export const csvColumns = {
  slug: 'Product slug',
  name: 'Product name',
  category: 'Category',
  sku: 'SKU',
  gtin: 'GTIN',
  currency: 'Currency',
  price: 'Price',
  stock: 'Stock',
  stockAtExport: 'Stock at export',
  minOrder: 'Minimum order',
  weight: 'Weight (g)',
  hsCode: 'HS code',
  originCountry: 'Origin country',
} as const;
export type CsvColumnKey = keyof typeof csvColumns;

export const optionNameColumn = (n: number) => `Option ${n} name`;
export const optionValueColumn = (n: number) => `Option ${n} value`;

const optionColumns = Array.from({ length: maxCsvOptions }, (_, i) => [optionNameColumn(i + 1), optionValueColumn(i + 1)]).flat();

/** The header line's columns, in the export's order. */
export const csvHeader: readonly string[] = [
  csvColumns.slug,
  csvColumns.name,
  csvColumns.category,
  ...optionColumns,
  csvColumns.sku,
  csvColumns.gtin,
  csvColumns.currency,
  csvColumns.price,
  csvColumns.stock,
  csvColumns.stockAtExport,
  csvColumns.minOrder,
  csvColumns.weight,
  csvColumns.hsCode,
  csvColumns.originCountry,
];

/** Columns the import may go without: read-only ones, and the stock the file was exported with. */
export const optionalColumns: ReadonlySet<string> = new Set([csvColumns.name, csvColumns.category, csvColumns.currency, csvColumns.stockAtExport]);

/**
 * A cell as the export wrote it, back to its text: the apostrophe the export put before a cell that
 * would start a formula (http/csv.ts) comes off, so an option value "-10 mm" reads back as itself.
 */
export const cellText = (cell: string): string => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell).trim();

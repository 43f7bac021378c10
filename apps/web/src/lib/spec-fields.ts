// A product's specification fields with the labels people read, in the product page's order: one
// list for the product form's boxes and the audit trail's sentences, so a new field shows in both.
import type { ProductSpecs } from '@store/contract';

/** Numbers except the bevel range (`text`). */
export const specFields: { key: keyof ProductSpecs; label: string; text?: boolean }[] = [
  { key: 'powerW', label: 'Power (W)' },
  { key: 'voltageV', label: 'Voltage (V)' },
  { key: 'bladeDiameterMm', label: 'Blade diameter (mm)' },
  { key: 'noLoadSpeedRpm', label: 'No-load speed (rpm)' },
  { key: 'cuttingDepthMm', label: 'Cutting depth (mm)' },
  { key: 'bevelRange', label: 'Bevel range', text: true },
  { key: 'teeth', label: 'Teeth' },
  { key: 'weightKg', label: 'Weight (kg)' },
];

export const specLabel = (key: string): string => specFields.find((f) => f.key === key)?.label ?? key;

// Shipping zones as the back office edits them: a zone is written whole (its countries and methods
// replace the old ones), checked first by shippingZoneProblems (400 listing every problem). A
// country is in one zone at most: listing one another zone has is a 409 unless the request says to
// move it.
import { asc, and, eq, inArray, ne, sql } from 'drizzle-orm';
import { countryName, type AdminShippingZone, type ShippingZoneInput } from '@store/contract';
import type { Db } from '../../db/client';
import { shippingMethods, shippingZoneCountries, shippingZones } from '../../db/schema/index';
import { badRequest, conflict, notFound } from '../../http/errors';
import { shippingZoneProblems } from './shipping-rates';

type Method = AdminShippingZone['methods'][number];

type Input = ShippingZoneInput & { moveCountries?: boolean };

export async function listShippingZones(db: Db): Promise<AdminShippingZone[]> {
  const [zones, countries, methods] = await Promise.all([
    db.select().from(shippingZones).orderBy(asc(shippingZones.position), asc(shippingZones.name)),
    db.select().from(shippingZoneCountries).orderBy(asc(shippingZoneCountries.country)),
    db.select().from(shippingMethods).orderBy(asc(shippingMethods.position)),
  ]);
  return zones.map((z) => ({
    id: z.id,
    name: z.name,
    countries: countries.filter((c) => c.zoneId === z.id).map((c) => c.country),
    methods: methods
      .filter((m) => m.zoneId === z.id)
      .map((m) => ({
        id: m.id,
        name: m.name,
        deliveryDays: { min: m.minDays, max: m.maxDays },
        rates: m.rates as Method['rates'],
        freeFrom: m.freeFrom as Record<string, number>,
      })),
  }));
}

const findZone = async (db: Db, id: string) => (await listShippingZones(db)).find((z) => z.id === id);

async function checkZone(db: Db, input: Input, id: string | null): Promise<void> {
  const problems = shippingZoneProblems([
    {
      name: input.name,
      countries: input.countries,
      // Named by their names: two methods of one zone with the same name are a problem too.
      methods: input.methods.map((m) => ({ id: m.name, name: m.name, deliveryDays: m.deliveryDays, rates: m.rates, freeFrom: m.freeFrom ?? {} })),
    },
  ]);
  if (problems.length > 0) throw badRequest(`The zone cannot be saved: ${problems.join('; ')}`, { zone: problems.join('\n') });
  const others = id ? ne(shippingZones.id, id) : undefined;
  const [sameName] = await db.select({ id: shippingZones.id }).from(shippingZones).where(and(sql`lower(${shippingZones.name}) = lower(${input.name})`, others));
  if (sameName) throw conflict(`Another zone is called "${input.name}"`, { name: 'This name is taken' });
  const taken = await db
    .select({ country: shippingZoneCountries.country, zone: shippingZones.name })
    .from(shippingZoneCountries)
    .innerJoin(shippingZones, eq(shippingZones.id, shippingZoneCountries.zoneId))
    .where(and(inArray(shippingZoneCountries.country, input.countries), id ? ne(shippingZoneCountries.zoneId, id) : undefined))
    .orderBy(asc(shippingZoneCountries.country));
  if (taken.length > 0 && !input.moveCountries) {
    const list = taken.map((t) => `${countryName(t.country) ?? t.country} (${t.country}) is in ${t.zone}`).join('; ');
    throw conflict(`A country is in one shipping zone at most: ${list}. Move ${taken.length === 1 ? 'it' : 'them'} explicitly to list ${taken.length === 1 ? 'it' : 'them'} here.`, {
      countries: taken.map((t) => t.country).join(','),
    });
  }
}

async function writeZone(db: Db, id: string, input: Input, keptIds: ReadonlySet<string>): Promise<void> {
  await db.delete(shippingZoneCountries).where(eq(shippingZoneCountries.zoneId, id));
  await db.delete(shippingZoneCountries).where(inArray(shippingZoneCountries.country, input.countries));
  await db.insert(shippingZoneCountries).values(input.countries.map((country) => ({ country, zoneId: id })));
  await db.delete(shippingMethods).where(eq(shippingMethods.zoneId, id));
  if (input.methods.length === 0) return;
  await db.insert(shippingMethods).values(
    input.methods.map((m, position) => ({
      ...(m.id && keptIds.has(m.id) && { id: m.id }),
      zoneId: id,
      name: m.name,
      minDays: m.deliveryDays.min,
      maxDays: m.deliveryDays.max,
      rates: m.rates,
      freeFrom: m.freeFrom ?? {},
      position,
    })),
  );
}

export async function createShippingZone(db: Db, input: Input): Promise<AdminShippingZone> {
  await checkZone(db, input, null);
  const [{ next } = { next: 0 }] = await db.select({ next: sql<number>`coalesce(max(${shippingZones.position}) + 1, 0)::int` }).from(shippingZones);
  const [row] = await db.insert(shippingZones).values({ name: input.name, position: next }).returning({ id: shippingZones.id });
  await writeZone(db, row!.id, input, new Set());
  return (await findZone(db, row!.id))!;
}

export async function replaceShippingZone(db: Db, id: string, input: Input): Promise<{ before: AdminShippingZone; after: AdminShippingZone }> {
  const before = await findZone(db, id);
  if (!before) throw notFound('Shipping zone not found');
  await checkZone(db, input, id);
  await db.update(shippingZones).set({ name: input.name }).where(eq(shippingZones.id, id));
  await writeZone(db, id, input, new Set(before.methods.map((m) => m.id)));
  return { before, after: (await findZone(db, id))! };
}

export async function deleteShippingZone(db: Db, id: string): Promise<AdminShippingZone> {
  const before = await findZone(db, id);
  if (!before) throw notFound('Shipping zone not found');
  await db.delete(shippingZones).where(eq(shippingZones.id, id));
  return before;
}


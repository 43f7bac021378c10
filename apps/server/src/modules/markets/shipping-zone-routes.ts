// The back office's shipping zones with their methods (admins only), each write audited.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminShippingZoneListSchema, adminShippingZoneSchema, idParamsSchema, shippingZoneInputSchema, successSchema } from '@store/contract';
import type { Db } from '../../db/client';
import { adminErrors, auditedWrite } from './admin-audit';
import { createShippingZone, deleteShippingZone, listShippingZones, replaceShippingZone } from './shipping-zone-writes';

const admin = { access: 'admin' as const };
const tags = ['markets'];

export const shippingZoneRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/admin/shipping-zones',
    { config: admin, schema: { tags, summary: 'Shipping zones with their countries and methods (admin)', response: { 200: adminShippingZoneListSchema, ...adminErrors } } },
    () => listShippingZones(db),
  );

  app.post(
    '/admin/shipping-zones',
    {
      config: admin,
      schema: { tags, summary: 'Add a shipping zone with its methods (admin; 400 lists every problem)', body: shippingZoneInputSchema, response: { 201: adminShippingZoneSchema, ...adminErrors } },
    },
    async (request, reply) => {
      const created = await auditedWrite(db, request.user!, async (tx) => {
        const after = await createShippingZone(tx, request.body);
        return { result: after, audit: { action: 'shipping_zone.create', entityType: 'shipping_zone', entityId: after.id, after } };
      });
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/admin/shipping-zones/:id',
    {
      config: admin,
      schema: { tags, summary: 'Replace a shipping zone: its name, countries and methods (admin)', params: idParamsSchema, body: shippingZoneInputSchema, response: { 200: adminShippingZoneSchema, ...adminErrors } },
    },
    (request) =>
      auditedWrite(db, request.user!, async (tx) => {
        const { before, after } = await replaceShippingZone(tx, request.params.id, request.body);
        return { result: after, audit: { action: 'shipping_zone.update', entityType: 'shipping_zone', entityId: after.id, before, after } };
      }),
  );

  app.delete(
    '/admin/shipping-zones/:id',
    { config: admin, schema: { tags, summary: 'Delete a shipping zone and its methods (admin)', params: idParamsSchema, response: { 200: successSchema, ...adminErrors } } },
    async (request) => {
      await auditedWrite(db, request.user!, async (tx) => {
        const before = await deleteShippingZone(tx, request.params.id);
        return { result: undefined, audit: { action: 'shipping_zone.delete', entityType: 'shipping_zone', entityId: before.id, before } };
      });
      return { success: true as const };
    },
  );
};

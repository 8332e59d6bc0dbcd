import type { FastifyInstance } from 'fastify';
import { alert } from '@/contract/alert';
import { enqueueJob } from '../../lib/jobs';
import { defineHandler } from '../../plugins/handler';
import { sendAlert } from './job';
import { ALERT_JOB } from './outbox';
import { alertSettings, grantWriteAccess, setAlertKind } from './prefs';
import {
  PRICE_ALERT_JOB,
  PRICE_ALERT_KEY,
  addPriceAlert,
  checkPriceAlerts,
  priceAlerts,
  removePriceAlert,
  runPriceAlertCheck,
} from './price';
import { PRICE_ALERT_LIMIT } from '@/contract/alert/kinds';
import { PRICE_ALERT_COLLECTION_JOB } from './trigger';

/**
 * Alerts in the Telegram chat (which kinds, the bot's permission to write, the job that sends them) and price alerts
 * on a collection's floor. The alerts' outbox is written with each message (./outbox.ts).
 */
export default function alertsModule(app: FastifyInstance): void {
  app.jobs.define<{ id: number }>(ALERT_JOB, (q, job) => sendAlert(q, app.config, job.payload.id));
  app.jobs.define(PRICE_ALERT_JOB, (q) => runPriceAlertCheck(q));
  app.jobs.define<{ collectionId: number }>(PRICE_ALERT_COLLECTION_JOB, async (q, job) => {
    await checkPriceAlerts(q, job.payload.collectionId);
  });
  if (app.config.jobs)
    app.addHook('onReady', async () => {
      // not fatal: a server that cannot enqueue it now still serves, and another instance (or the next start) does
      await enqueueJob(app.db, PRICE_ALERT_JOB, {}, { key: PRICE_ALERT_KEY }).catch((error: unknown) =>
        app.log.warn(error, 'price alert check'),
      );
    });

  const SETTINGS_NOTE =
    'every kind is on until turned off; alerts reach the chat only while `write_access` (the bot’s 403 turns it off)';
  defineHandler(app, alert.settings, {
    doc: { section: 'alerts', notes: SETTINGS_NOTE },
    handler: ({ db, session }) => alertSettings(db, app.config, session.userId),
  });
  defineHandler(app, alert.set, {
    doc: { section: 'alerts', notes: 'idempotent; answers the settings as `settings`' },
    handler: async ({ db, session, body }) => {
      await setAlertKind(db, session.userId, body.kind, body.enabled);
      return alertSettings(db, app.config, session.userId);
    },
  });
  defineHandler(app, alert.writeAccess, {
    doc: {
      section: 'alerts',
      notes:
        'after requestWriteAccess answered allowed: alerts may be sent (not verifiable by the server; the bot’s 403 undoes it). 35010 without a linked Telegram account',
    },
    handler: async ({ db, session }) => {
      await grantWriteAccess(db, session.userId);
      return alertSettings(db, app.config, session.userId);
    },
  });
  defineHandler(app, alert.priceList, {
    doc: { section: 'alerts' },
    handler: async ({ db, session, lang }) => ({
      list: await priceAlerts(db, lang, session.userId),
      limit: PRICE_ALERT_LIMIT,
    }),
  });
  defineHandler(app, alert.priceAdd, {
    doc: {
      section: 'alerts',
      notes: `tells once each time the floor crosses to at or below / at or above \`price\` (checked a second after any listing of the collection changes, and every minute); 33033 collection, 33044 price (as a listing’s), 35011 past ${PRICE_ALERT_LIMIT} alerts`,
    },
    handler: ({ db, session, lang, body }) => db.tx((q) => addPriceAlert(q, lang, session.userId, body)),
  });
  defineHandler(app, alert.priceDel, {
    doc: { section: 'alerts', notes: '35012 not one of the caller’s' },
    handler: async ({ db, session, body }) => {
      await removePriceAlert(db, session.userId, body.id);
      return null;
    },
  });
}

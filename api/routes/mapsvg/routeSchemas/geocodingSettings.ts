import { Type } from 'typebox';
import { answers, openObject } from '../../routeSchemas';

const Settings = Type.Object({
  provider: Type.String({ description: 'The configured geocoder: `google` (paid) or the offline place index.' }),
  paid: Type.Boolean({ description: 'Whether its calls cost money (and are cached, limited per client and capped).' }),
  dailyCap: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], { description: 'Most paid calls a day (UTC); null for no cap.' }),
  defaultDailyCap: Type.Integer({ description: 'The cap in force until the admin sets one.' }),
  today: Type.Object({ day: Type.String({ description: '`YYYY-MM-DD`, UTC.' }), paidCalls: Type.Integer() }),
});

/** Schemas of the geocoding settings routes (admin). */
export const geocodingSettingsSchemas = {
  read: { summary: 'Read the daily cap on paid geocoding calls and today\'s count', response: answers(Settings) },
  update: {
    summary: 'Set the daily cap on paid geocoding calls (a whole number, or null for no cap)',
    // Typeless: the route reads the value as sent and keeps its own words for a refusal.
    body: openObject({ dailyCap: Type.Optional(Type.Unknown({ description: 'Whole number from 0 to 1000000, or null / empty text for no cap.' })) }),
    response: answers(Settings),
  },
};

import { Type } from 'typebox';
import { answers, documentedQuery, openObject } from '../../routeSchemas';

const LatLng = Type.Object({ lat: Type.Number(), lng: Type.Number() });

/** A place in the Google Geocoding API's shape; providers may add fields of their own. */
const GeocodingResult = openObject({
  formatted_address: Type.String(),
  address_components: Type.Array(openObject({ long_name: Type.String(), short_name: Type.String(), types: Type.Array(Type.String()) })),
  geometry: openObject({ location: LatLng }),
  types: Type.Optional(Type.Array(Type.String())),
  place_id: Type.Optional(Type.String()),
});

/** A post as the post picker shows it. */
const PostSummary = Type.Object({ id: Type.Integer(), url: Type.String(), post_title: Type.String() });

/** Schemas of the geocoding and post-search routes. */
export const lookupSchemas = {
  geocoding: {
    summary: 'Find places by address (throttled per client)',
    // Typeless: the route reads each value as sent and keeps its own words for a refusal.
    querystring: documentedQuery({
      address: 'Text of at most 300 characters, required.',
      language: 'Language code of the answer, e.g. `en` or `pt-BR`.',
      country: 'Two-letter country code to search in.',
      near: '`lat,lng`: prefer places near this point.',
    }),
    response: answers(openObject({
      status: Type.String({ description: '`OK`, `ZERO_RESULTS`, or the provider\'s error status.' }),
      results: Type.Array(GeocodingResult),
      error_message: Type.Optional(Type.String()),
    })),
  },
  posts: {
    summary: 'Search posts records can link to',
    querystring: openObject({
      ...documentedQuery({
        search: 'Text searched in titles (at most 200 characters are used).',
        filters: 'Object (or JSON text) with `post_type`.',
      }).properties,
      page: Type.Optional(Type.Integer({ minimum: 1, description: 'Whole number from 1; 20 posts a page.' })),
    }),
    response: answers(Type.Object({ posts: Type.Array(PostSummary) })),
  },
};

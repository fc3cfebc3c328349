import { Type } from 'typebox';
import { answers, openObject } from '../../routeSchemas';

const UserSchema = Type.Object({ id: Type.Integer(), username: Type.String() });

/** Schemas of the auth routes, by operation. */
export const authSchemas = {
  login: {
    summary: 'Log in: sets the session cookie and answers the nonce writes must carry',
    // Both are required; the route names every missing one at once, so the schema only documents them.
    body: openObject({
      username: Type.Optional(Type.Unknown({ description: 'Text. Needed: a 400 names every credential missing.' })),
      password: Type.Optional(Type.Unknown({ description: 'Text. Needed: a 400 names every credential missing.' })),
    }),
    response: answers(Type.Object({ nonce: Type.String({ description: 'Send it as `X-WP-Nonce` on every write.' }), user: UserSchema })),
  },
  logout: { summary: 'Log out: ends the session and clears its cookie', response: answers(Type.Object({ loggedOut: Type.Literal(true) })) },
  session: { summary: 'The logged-in admin and the session\'s nonce', response: answers(Type.Object({ user: UserSchema, nonce: Type.String() })) },
};

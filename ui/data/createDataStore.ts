import { configureStore } from '@reduxjs/toolkit';
import { mapsvgApi } from './mapsvgApi';
import type { ConnectionOptions } from './Connection';
import { Connection } from './Connection';

function buildStore(connection: Connection) {
  return configureStore({
    reducer: { [mapsvgApi.reducerPath]: mapsvgApi.reducer },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: connection } }).concat(mapsvgApi.middleware),
  });
}

/** The Redux store of the data layer, with the connection its calls use. */
export type DataStore = ReturnType<typeof buildStore> & { readonly connection: Connection };

/** The dispatch of a data store. */
export type DataDispatch = DataStore['dispatch'];

/**
 * Creates the store every screen shares: the RTK Query api reducer and middleware, bound to one
 * connection. Change `store.connection.nonce` after a log-in; later calls carry the new nonce.
 */
export function createDataStore(options: ConnectionOptions = {}): DataStore {
  const connection = new Connection(options);
  return Object.assign(buildStore(connection), { connection });
}

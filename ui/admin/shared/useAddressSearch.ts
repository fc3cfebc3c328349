import { useEffect, useMemo, useState } from 'react';
import { useStore } from 'react-redux';
import { GeocodingClient, ServiceError, geocodeRequester, isAbortError, type DataStore, type GeocodeResult } from '../../data/index';

/** Address search starts at 3 typed characters (spec 5). */
const ADDRESS_MIN_LENGTH = 3;

/**
 * Places matching the typed address, through the shared geocoding client (one call per 600 ms
 * at most). A geocoder `error_message` is shown in an alert (spec 8).
 */
export function useAddressSearch(text: string, language?: string): GeocodeResult[] {
  const store = useStore() as DataStore;
  const client = useMemo(() => new GeocodingClient(geocodeRequester(store.dispatch)), [store]);
  const [results, setResults] = useState<GeocodeResult[]>([]);
  useEffect(() => () => client.dispose(), [client]);
  useEffect(() => {
    if (text.trim().length < ADDRESS_MIN_LENGTH) return setResults([]);
    let current = true;
    client.geocode(text.trim(), { language }).then(
      (found) => { if (current) setResults(found); },
      (reason: unknown) => {
        if (isAbortError(reason) || !current) return;
        if (reason instanceof ServiceError) window.alert(reason.message);
        setResults([]);
      },
    );
    return () => { current = false; };
  }, [text, client, language]);
  return results;
}

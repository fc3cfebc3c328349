import { defaultField, type SchemaField } from '../../domain/index';
import { DEMO_CATEGORY_MARKERS, demoStoreHours } from './demoStoreHours';

/** US states (and DC) by their region id in the demo map's image. */
export const US_STATES: Record<string, string> = {
  'US-AK': 'Alaska', 'US-AL': 'Alabama', 'US-AR': 'Arkansas', 'US-AZ': 'Arizona', 'US-CA': 'California',
  'US-CO': 'Colorado', 'US-CT': 'Connecticut', 'US-DC': 'District of Columbia', 'US-DE': 'Delaware',
  'US-FL': 'Florida', 'US-GA': 'Georgia', 'US-HI': 'Hawaii', 'US-IA': 'Iowa', 'US-ID': 'Idaho',
  'US-IL': 'Illinois', 'US-IN': 'Indiana', 'US-KS': 'Kansas', 'US-KY': 'Kentucky', 'US-LA': 'Louisiana',
  'US-MA': 'Massachusetts', 'US-MD': 'Maryland', 'US-ME': 'Maine', 'US-MI': 'Michigan', 'US-MN': 'Minnesota',
  'US-MO': 'Missouri', 'US-MS': 'Mississippi', 'US-MT': 'Montana', 'US-NC': 'North Carolina',
  'US-ND': 'North Dakota', 'US-NE': 'Nebraska', 'US-NH': 'New Hampshire', 'US-NJ': 'New Jersey',
  'US-NM': 'New Mexico', 'US-NV': 'Nevada', 'US-NY': 'New York', 'US-OH': 'Ohio', 'US-OK': 'Oklahoma',
  'US-OR': 'Oregon', 'US-PA': 'Pennsylvania', 'US-RI': 'Rhode Island', 'US-SC': 'South Carolina',
  'US-SD': 'South Dakota', 'US-TN': 'Tennessee', 'US-TX': 'Texas', 'US-UT': 'Utah', 'US-VA': 'Virginia',
  'US-VT': 'Vermont', 'US-WA': 'Washington', 'US-WI': 'Wisconsin', 'US-WV': 'West Virginia', 'US-WY': 'Wyoming',
};

/** Store categories of the demo, as select options. */
const CATEGORIES = [
  { label: 'Flagship store', value: 'flagship' },
  { label: 'Store', value: 'store' },
  { label: 'Outlet', value: 'outlet' },
  { label: 'Pickup point', value: 'pickup' },
];

/** Fields of the demo store table. */
export function demoStoreFields(): SchemaField[] {
  return [
    { ...defaultField('id'), name: 'id', label: 'ID' },
    { ...defaultField('text'), name: 'title', label: 'Title', searchable: true },
    { ...defaultField('textarea'), name: 'description', label: 'Description', searchable: true },
    { ...defaultField('select'), name: 'category', label: 'Category', options: CATEGORIES },
    { ...defaultField('text'), name: 'phone', label: 'Phone' },
    // Each category has its own marker, and the legend lists them.
    { ...defaultField('location'), markersByFieldEnabled: true, markerField: 'category', markersByField: { ...DEMO_CATEGORY_MARKERS } },
    defaultField('region'),
    defaultField('hours'),
  ];
}

type Store = [city: string, state: string, lat: number, lng: number, category: string];

/** Thirty real US cities with a store each. */
const STORES: Store[] = [
  ['New York', 'NY', 40.71427, -74.00597, 'flagship'], ['Los Angeles', 'CA', 34.05223, -118.24368, 'flagship'],
  ['Chicago', 'IL', 41.85003, -87.65005, 'flagship'], ['Houston', 'TX', 29.76328, -95.36327, 'store'],
  ['Phoenix', 'AZ', 33.44838, -112.07404, 'store'], ['Philadelphia', 'PA', 39.95233, -75.16379, 'store'],
  ['San Antonio', 'TX', 29.42412, -98.49363, 'outlet'], ['San Diego', 'CA', 32.71571, -117.16472, 'store'],
  ['Dallas', 'TX', 32.78306, -96.80667, 'store'], ['San Jose', 'CA', 37.33939, -121.89496, 'pickup'],
  ['Austin', 'TX', 30.26715, -97.74306, 'store'], ['Jacksonville', 'FL', 30.33218, -81.65565, 'outlet'],
  ['Columbus', 'OH', 39.96118, -82.99879, 'store'], ['Charlotte', 'NC', 35.22709, -80.84313, 'store'],
  ['San Francisco', 'CA', 37.77493, -122.41942, 'flagship'], ['Indianapolis', 'IN', 39.76838, -86.15804, 'pickup'],
  ['Seattle', 'WA', 47.60621, -122.33207, 'store'], ['Denver', 'CO', 39.73915, -104.9847, 'store'],
  ['Washington', 'DC', 38.89511, -77.03637, 'store'], ['Boston', 'MA', 42.35843, -71.05977, 'store'],
  ['Nashville', 'TN', 36.16589, -86.78444, 'outlet'], ['Detroit', 'MI', 42.33143, -83.04575, 'outlet'],
  ['Portland', 'OR', 45.52345, -122.67621, 'store'], ['Las Vegas', 'NV', 36.17497, -115.13722, 'outlet'],
  ['Miami', 'FL', 25.77427, -80.19366, 'store'], ['Atlanta', 'GA', 33.749, -84.38798, 'store'],
  ['Minneapolis', 'MN', 44.97997, -93.26384, 'pickup'], ['New Orleans', 'LA', 29.95465, -90.07507, 'pickup'],
  ['Salt Lake City', 'UT', 40.76078, -111.89105, 'pickup'], ['Kansas City', 'MO', 39.09973, -94.57857, 'pickup'],
];

/** The demo store records, linked to their state in the regions table, with their hours and their category's marker. */
export function demoStores(regionsTable: string): Array<Record<string, unknown>> {
  return STORES.map(([city, state, lat, lng, category], index) => {
    const regionId = `US-${state}`;
    const stateName = US_STATES[regionId] ?? state;
    return {
      title: `${city} store`,
      description: `Our ${category === 'flagship' ? 'flagship ' : ''}store in ${city}, ${stateName}.`,
      category,
      phone: `+1 555 01${String(index).padStart(2, '0')}`,
      location: {
        img: DEMO_CATEGORY_MARKERS[category] ?? 'pin1_red.png',
        geoPoint: { lat, lng },
        address: {
          address_formatted: `${city}, ${state}, USA`, locality: city, administrative_area_level_1: stateName,
          administrative_area_level_1_short: state, state: stateName, state_short: state, country: 'United States', country_short: 'US',
        },
      },
      regions: [{ id: regionId, title: stateName, tableName: regionsTable }],
      hours: demoStoreHours(city, state, category),
    };
  });
}

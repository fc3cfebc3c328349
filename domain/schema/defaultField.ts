import { DEFAULT_ZIP_LENGTH } from '../constants';
import { DEFAULT_HOURS_TIME_ZONE } from '../hours/openingHours';
import { defaultRegionStatusList } from '../region/region';
import { fieldDbType } from './fieldStorage';
import type { DistanceOption, FieldOption, FieldType, SchemaField } from './schemaField';

/** Options of a new select or radio field. */
export function defaultSelectOptions(): FieldOption[] {
  return [
    { label: 'Option one', value: '1' },
    { label: 'Option two', value: '2' },
  ];
}

/** Distances of a new distance filter: 10, 30, 50 and 100, the first one preselected. */
export function defaultDistanceOptions(): DistanceOption[] {
  return ['10', '30', '50', '100'].map((value, index) => ({ value, default: index === 0 }));
}

function commonDefaults(type: FieldType): SchemaField {
  return {
    name: '',
    type,
    label: '',
    help: '',
    placeholder: '',
    value: '',
    db_type: fieldDbType(type),
    visible: true,
    searchable: false,
    readonly: false,
    protected: false,
    auto_increment: false,
    not_null: false,
  };
}

const textSearchDefaults = { searchType: 'fulltext', searchFallback: false, width: '100%' } as const;

/** Settings that only some field types have, with their defaults. */
function typeDefaults(type: FieldType): Partial<SchemaField> {
  switch (type) {
    case 'id':
      return {
        name: 'id', db_type: 'int(11)', auto_increment: true, not_null: true, protected: true,
        readonly: true,
      };
    case 'image':
      return { name: 'images', label: 'Images', button_text: 'Browse...' };
    case 'location':
      return {
        name: 'location', label: 'Location', language: 'en', markersByField: {}, markerField: '',
        markersByFieldEnabled: false,
      };
    case 'post':
      return { name: 'post', post_type: 'post', add_fields: true };
    case 'region':
      return { name: 'regions', label: 'Regions', options: [] };
    case 'status':
      return { name: 'status', label: 'Status', options: defaultRegionStatusList() };
    case 'select':
      return { options: defaultSelectOptions(), multiselect: false, optionsGrouped: false };
    case 'radio':
      return { options: defaultSelectOptions() };
    case 'checkboxes':
      return { options: [] };
    case 'checkbox':
      return { checkboxLabel: '', checkboxValue: '', showAsSwitch: true };
    case 'textarea':
      return { autobr: false, html: false };
    case 'text':
    case 'title':
    case 'colorpicker':
      return { ...textSearchDefaults };
    case 'search':
      return { ...textSearchDefaults, name: 'search', label: 'Search', placeholder: 'Search', noResultsText: 'No results found' };
    case 'modal':
      return { showButtonText: 'Filters' };
    case 'date':
      return { language: 'en' };
    case 'hours':
      return { name: 'hours', label: 'Opening hours', timeZone: DEFAULT_HOURS_TIME_ZONE };
    case 'distance':
      return {
        name: 'distance', label: 'Distance', options: defaultDistanceOptions(), distanceControl: 'select', distanceUnits: 'km',
        distanceUnitsLabel: 'km', fromLabel: 'from', addressField: true,
        addressFieldPlaceholder: 'Address', userLocationButton: false, language: 'en', country: '',
        searchByZip: false, zipLength: DEFAULT_ZIP_LENGTH,
      };
    default:
      return {};
  }
}

/**
 * A new field of the given type with every default: the fixed names (location, post, regions,
 * status), the default labels (Images, Location, Status, Regions), the column type and the
 * type's own settings. Each call returns fresh objects.
 */
export function defaultField(type: FieldType): SchemaField {
  return { ...commonDefaults(type), ...typeDefaults(type) };
}

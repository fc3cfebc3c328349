/** Every kind of field a schema (data form or filter form) can hold. */
export const FIELD_TYPES = [
  'region', 'location', 'post', 'select', 'radio', 'status', 'text', 'textarea', 'checkbox',
  'checkboxes', 'date', 'distance', 'id', 'marker', 'title', 'image', 'modal', 'save', 'search',
  'empty', 'colorpicker', 'hours',
] as const;

/** A kind of schema field. */
export type FieldType = (typeof FIELD_TYPES)[number];

/** Column type a field is stored in. */
export type DbType = 'varchar(255)' | 'text' | 'int(11)' | (string & {});

/** An option of a select, radio or checkboxes field. */
export interface FieldOption {
  label: string;
  value: string;
  /** Checkbox options carry a name too (`label:name:value`). */
  name?: string;
}

/** An option of a status field: also the region statuses of a map. */
export interface StatusOption {
  label: string;
  value: string;
  color: string;
  disabled: boolean;
}

/** One distance a distance filter offers. */
export interface DistanceOption {
  value: string;
  default: boolean;
}

/** How a text-like field is matched when searching. */
export type SearchType = 'fulltext' | 'like' | (string & {});

/**
 * A field of a schema. Common properties first; the optional groups below apply to the field types
 * named in their comments and are absent on the others.
 */
export interface SchemaField {
  name: string;
  type: FieldType;
  label: string;
  help: string;
  placeholder: string;
  value: unknown;
  db_type: DbType;
  visible: boolean;
  searchable: boolean;
  readonly: boolean;
  protected: boolean;
  auto_increment: boolean;
  not_null: boolean;

  /** select, radio, checkboxes, checkbox, region. */
  options?: FieldOption[] | StatusOption[] | DistanceOption[];

  /** select. */
  multiselect?: boolean;
  /** select. */
  optionsGrouped?: boolean;

  /** text, title, colorpicker, search. */
  searchType?: SearchType;
  /** text, title, colorpicker, search. */
  searchFallback?: boolean;
  /** text, title, colorpicker, search. */
  width?: string;
  /** search. */
  noResultsText?: string;

  /** textarea: turn line breaks into <br>. */
  autobr?: boolean;
  /** textarea: edit as HTML in a code editor. */
  html?: boolean;

  /** image. */
  button_text?: string;

  /** location, date, distance. */
  language?: string;
  /** location: marker image per option value of `markerField`. */
  markersByField?: Record<string, string>;
  /** location. */
  markerField?: string;
  /** location. */
  markersByFieldEnabled?: boolean;

  /** post. */
  post_type?: string;
  /** post. */
  add_fields?: boolean;

  /** modal. */
  showButtonText?: string;

  /** distance. */
  distanceControl?: 'select' | 'none';
  /** distance. */
  distanceUnits?: 'km' | 'mi' | (string & {});
  /** distance. */
  distanceUnitsLabel?: string;
  /** distance. */
  fromLabel?: string;
  /** distance. */
  addressField?: boolean;
  /** distance. */
  addressFieldPlaceholder?: string;
  /** distance. */
  userLocationButton?: boolean;
  /** distance. */
  country?: string;
  /** distance. */
  searchByZip?: boolean;
  /** distance. */
  zipLength?: number;
  /**
   * distance: the line over the nearest records when none lies within the radius, with
   * `{distance}` ("25 km"), `{place}` and `{count}` filled in.
   */
  nearestText?: string;
  /** distance: the origin pin's accessible name, with `{place}` filled in. */
  originLabel?: string;
  /** distance: the origin's name once the visitor's own position fills it. */
  userLocationText?: string;

  /** hours: the time zone a new record's hours start in (IANA name). */
  timeZone?: string;

  /** checkbox. */
  checkboxLabel?: string;
  /** checkbox. */
  checkboxValue?: string;
  /** checkbox. */
  showAsSwitch?: boolean;
}

/** A named set of fields describing a table of records (or a filter form). */
export interface Schema {
  id?: number;
  title: string;
  /** Table name, e.g. regions_12 or objects_12. */
  name: string;
  type?: string;
  fields: SchemaField[];
}

export * from './constants';

export type { GeoPoint, PointValidation, SvgPoint } from './geometry/points';
export { GEO_POINT_FORMAT_ERROR, SVG_POINT_FORMAT_ERROR, validateGeoPoint, validateSvgPoint } from './geometry/points';
export type { GeoViewBox, ViewBox } from './geometry/viewBox';
export { isUsableGeoExtent, parseGeoViewBox, parseViewBox } from './geometry/viewBox';

export type { Address, Location } from './location/location';
export { DEFAULT_MARKER_IMAGE, UPLOADED_MARKER_PREFIX } from './location/location';
export type { AddressComponent } from './location/normalizeAddress';
export { addressFromComponents, normalizeAddress } from './location/normalizeAddress';

export type * from './map/mapOptions';
export type * from './map/mapAnswer';
export type * from './map/optionTypes/choroplethOptions';
export type * from './map/optionTypes/dataOptions';
export type * from './map/optionTypes/interactionOptions';
export type * from './map/optionTypes/viewOptions';
export { FILTER_LOCATIONS } from './map/optionTypes/dataOptions';
export { defaultActions } from './map/defaultActions';
export { defaultMapOptions, objectsTableName, regionsTableName } from './map/defaultMapOptions';
export { defaultTemplates } from './map/defaultTemplates';
export { DEFAULT_MAP_FILE_VERSION, MAP_FILES_PREPARED_AT_ONCE, mapFileOfOptions, mapFileUrl, type MapFileOfOptions } from './map/mapFile';
export { deepClone, deepMerge, isPlainObject } from './map/deepMerge';
export { normalizeDetailsViewLocation } from './map/detailsViewLocation';
export { layerListing, withLayerMember, withRenamedMarkers } from './map/layerMembers';
export { layerColumn, layerNamedBy } from './map/layerColumn';
export { decodeGuardedWords, decodeMapOptions, encodeGuardedWords, encodeMapOptions } from './map/mapOptionsTransport';
export { mergeMapOptions } from './map/mergeMapOptions';
export { migrateMapOptions } from './map/migrateMapOptions';
export { resolveStreetMap, STREET_MAP_TILES, TILE_PRESETS, type ResolvedStreetMap, type TilePreset } from './map/streetMap';
export type { OptionChangeClass } from './map/optionChanges';
export { changedOptionPaths, classifyOptionChange, classOfOptionPath, optionValuesEqual, shareUnchangedOptions } from './map/optionChanges';

export type { Marker, MarkerCluster } from './marker/marker';
export type { MarkerFeed, MatchingIds } from './marker/markerFeed';
export { recordIdOfMarker, recordMarkerId } from './marker/markerFeed';
export {
  CLUSTER_CELL_SIZE,
  CLUSTER_WIDTH,
  MARKER_DEFAULT_HEIGHT,
  MARKER_DEFAULT_WIDTH,
  USER_LOCATION_MARKER_SIZE,
  markerId,
  nextMarkerId,
} from './marker/marker';

export type { RgbaColor } from './parsers/color';
export { fixHexColor, parseColor } from './parsers/color';
export type { NumberFormat } from './parsers/formatNumber';
export { formatNumber } from './parsers/formatNumber';
export { parseBoolean } from './parsers/parseBoolean';
export { parseContainerSize } from './parsers/parseContainerSize';
export { parseFilterLocation } from './parsers/parseFilterLocation';
export { parsePerPage } from './parsers/parsePerPage';
export { safeUrl } from './parsers/safeUrl';
export { toFiniteNumber } from './parsers/toFiniteNumber';
export type { UserFunction } from './parsers/userFunction';
export { isValidUserFunction, parseUserFunction } from './parsers/userFunction';

export type {
  DistanceFilter,
  Query,
  QueryFilterOut,
  QueryFilters,
  QuerySort,
  RegionsFilter,
} from './query/query';
export { DEFAULT_PER_PAGE, defaultQuery } from './query/query';

export type * from './record/record';
export type * from './record/mediaImage';
export type * from './record/importAnswer';
export { coordinateProblem, dateProblem } from './record/valueChecks';
export { escapeCsvFormula, unescapeCsvFormula } from './record/csvFormulaCells';
export { MAX_JSON_DEPTH, jsonTextTooDeep, jsonValueTooDeep, parseJsonWithinDepth } from './parsers/jsonNesting';
export { JsonTooDeepError } from './parsers/JsonTooDeepError';

export type { Bubble, Region, RegionOptions, RegionStatus, RegionStatusCollection } from './region/region';
export { defaultRegionStatusList, defaultRegionStatuses } from './region/region';
export type { RegionFillSources } from './region/regionFill';
export { resolveRegionFill, resolveStateColor } from './region/regionFill';
export { regionIdFromShapeId } from './region/regionId';
export type { RegionDisabledInput, RegionDisabledOptions, RegionStatusState } from './region/regionState';
export { applyRegionStatus, isRegionDisabledByDefault } from './region/regionState';

export { defaultDistanceOptions, defaultField, defaultSelectOptions } from './schema/defaultField';
export { cleanDistanceOptions, setDefaultDistanceOption, withBlankDistanceRow } from './schema/distanceOptions';
export {
  MAX_DERIVED_LABEL_LENGTH,
  RESERVED_FIELD_NAMES,
  deriveFieldName,
  isReservedFieldName,
  isValidFieldName,
} from './schema/fieldName';
export { fieldDbType } from './schema/fieldStorage';
export type { MarkerCategory } from './schema/markersByField';
export type { TemplateExpression, TemplateSubject } from './schema/templateFields';
export { templateExpressions } from './schema/templateFields';
export { markerCategories, markerChoosingFields, markerImageByField, markersByFieldChanged, markersByFieldLocation } from './schema/markersByField';
export { normalizeImage, protocolRelativeUrl } from './schema/imageValue';
export { dropEmptyOptions, formatOptionsText, parseCheckboxOptionsText, parseOptionsText } from './schema/optionsText';
export { editableFields, recordData } from './schema/recordData';
export type * from './schema/schemaField';
export { FIELD_TYPES } from './schema/schemaField';
export type { SchemaFieldError } from './schema/validateSchema';
export {
  DUPLICATE_NAME_MESSAGE,
  DUPLICATE_OPTIONS_MESSAGE,
  EMPTY_NAME_MESSAGE,
  SINGLE_USE_FIELD_TYPES,
  invalidNameMessage,
  reservedNameMessage,
  singleUseFieldError,
  singleUseMessage,
  validateSchemaFields,
} from './schema/validateSchema';

export type { DistanceUnit } from './geo/distance';
export { distanceBetween, distanceKm, formatDistance, kmToMiles } from './geo/distance';
export { CIRCLE_STEPS, destinationPoint, geodesicCircle, radiusKm } from './geo/circle';

export type { ChoroplethColoringInput, ChoroplethLegend, ChoroplethRange, Classification, ClassesLegend, DataRow, GradientLegend, LegendEntry, MarkerLegend, PaletteLegend } from './choropleth/index';
export {
  LEGEND_GRADIENT_CHUNKS,
  bubbleSize,
  choroplethRange,
  computeChoroplethColors,
  gradientBorderValues,
  gradientColor,
  gradientWeight,
  legendEntries,
  markerLegend,
  mixColors,
  paletteColor,
  paletteEntryHolds,
  paletteEntryLabel,
  readChoroplethValue,
  valuesFromRecords,
  valuesFromRegionRows,
} from './choropleth/index';
export type { ClassBounds, ClassMethod, ClassifyRequest, ContinuousScale, ScaleDomain } from './choropleth/index';
export {
  CLASS_METHODS,
  CONTINUOUS_SCALES,
  ClassificationError,
  MAX_CLASSES,
  MIN_CLASSES,
  checkScale,
  classColor,
  classesLegend,
  classify,
  compactNumber,
  classBounds,
  classCounts,
  classOf,
  normalizedValues,
  scaleHistogram,
  scalePosition,
  scaleValue,
  sortedFinite,
} from './choropleth/index';
export type { ColorVision, ConfusedPair } from './color/colorBlindness';
export { COLOR_VISIONS, DISTINGUISHABLE_DELTA_E, confusedPairs, simulateColor } from './color/colorBlindness';
export type { LabColor } from './color/lab';
export { colorDifference, labOf, mixLab } from './color/lab';
export type { NamedPalette, PaletteKind } from './color/palettes';
export { NAMED_PALETTES, findPalette, isColorBlindSafe, paletteColors, paletteFits, suggestPalette } from './color/palettes';
export { shades } from './color/shades';
export type { ReadabilityTarget } from './color/colorTools';
export {
  ANALOGOUS_RESULTS,
  ANALOGOUS_SLICES,
  DEFAULT_COLOR_STEP,
  MONOCHROMATIC_RESULTS,
  READABILITY_THRESHOLDS,
  analogous,
  contrastRatio,
  darken,
  desaturate,
  isReadable,
  isValidColor,
  lighten,
  monochromatic,
  mostReadable,
  readabilityThreshold,
  saturate,
} from './color/colorTools';
export type { EmitterOptions, Listener, ListenerErrorHandler } from './events/Emitter';
export { Emitter } from './events/Emitter';
export { EMBED_FRAME_HEIGHT, mapEmbedUrl, mapIframeSnippet, mapOembedUrl, mapPageUrl, mapScriptSnippet, mapShortcode } from './map/embedSnippets';

export type { HoursException, HoursInterval, OpeningHours, Weekday } from './hours/openingHours';
export {
  DEFAULT_HOURS_TIME_ZONE, WEEKDAYS, emptyOpeningHours, isKnownTimeZone, isOvernight, openingHoursProblems,
  readOpeningHours, timeMinutes, weekdayOfDate,
} from './hours/openingHours';
export type { HoursStatus, StoreMoment } from './hours/hoursStatus';
export { hoursStatusAt, intervalsOn, isOpenAt, storeClock } from './hours/hoursStatus';
export type { HoursLine, HoursStatusText } from './hours/hoursFormat';
export { differsFromVisitorZone, formatHoursStatus, formatIntervals, formatStoreTime, formatWeek, weekdayName } from './hours/hoursFormat';

export type {
  FieldValue,
  FormValues,
  InvalidField,
  SwvRule,
  SwvRuleName,
  SwvSchema,
  UploadedFile,
} from './types';

export {
  getFirstOption,
  getOption,
  hasOption,
  parseFormTemplate,
  scanFormTags,
} from './formTags';
export type { FormTag } from './formTags';

export {
  defaultFileSizeLimit,
  defaultTextareaMaxLength,
  defaultTextMaxLength,
  getDateOption,
  getDefaultIndexValues,
  getLimitOption,
  getMaxLengthOption,
  getMinLengthOption,
  getNumberBounds,
  getNumberOption,
  getStepOption,
} from './tagOptions';

export { toFormValues } from './formValues';

export {
  compareDates,
  countCharacters,
  isBlank,
  isDate,
  isEmail,
  isNumber,
  isoDayOfWeek,
  isTel,
  isTime,
  isUrl,
  parseDate,
} from './valueFormats';

export {
  acceptedFileTypes,
  defaultAcceptedFileTypes,
  extensionsForMimeType,
  fileNameMatchesAccept,
} from './fileTypes';

export { findFailure, ruleChecks } from './rules';

export { defaultMessages, resolveMessages } from './messages';
export type { ContactFormMessages, MessageKey } from './messages';

export { buildValidationSchema, swvSchemaVersion, validateWithSchema } from './schema';

export {
  acceptanceFieldsOf,
  areAcceptancesSatisfied,
  checkAcceptance,
  isAcceptanceSatisfied,
  isPostedChecked,
  shouldDisableSubmit,
} from './acceptance';
export type { AcceptanceBox } from './acceptance';

export {
  contactFormStatuses,
  formStatusFromServer,
  isKnownStatus,
  messageKeyForServerStatus,
  statusAfterReset,
} from './status';
export type { ContactFormStatus } from './status';

export {
  characterCount,
  composeFreeTextValue,
  defaultQuizPair,
  exclusiveCheckboxStates,
  freeTextFieldName,
  isFreeTextEnabled,
  normalizeQuizAnswer,
  normalizeUrlInput,
  quizPairsOf,
  verifyQuizAnswer,
} from './clientRules';
export type { QuizHasher, QuizPair } from './clientRules';

export { decodeHtmlEntities } from './htmlEntities';

export { asciiLower, normalizeNewlines, pcreSpace, phpUrlScheme, stripWhitespaces } from './phpText';

export { buildFormTag, flagsOf, generatorInputsOf, generatorTagTypes, mailTagsOf, optionFieldsOf, suggestTagName } from './tagGenerator';
export type { GeneratorTagType, TagSettings } from './tagGenerator';

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
  formTagTypes,
  getFirstOption,
  getOption,
  hasOption,
  parseFormTemplate,
  scanFormTags,
} from './formTags';
export type { FormTag, Pipe, TemplatePart } from './formTags';

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

export { formValuesOf, toFormValues } from './formValues';

export {
  allowedUrlSchemes,
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
export type { DateParts } from './valueFormats';

export {
  acceptedFileTypes,
  defaultAcceptedFileTypes,
  extensionsForMimeType,
  fileNameMatchesAccept,
} from './fileTypes';

export { findFailure, ruleChecks } from './rules';
export type { RuleCheck } from './rules';

export { defaultMessages, resolveMessages } from './messages';
export type { ContactFormMessages, MessageKey } from './messages';

export { buildValidationSchema, swvSchemaVersion, validateWithSchema } from './schema';
export type { BuildSchemaOptions } from './schema';

export {
  acceptanceFieldsOf,
  areAcceptancesSatisfied,
  checkAcceptance,
  isAcceptanceSatisfied,
  isPostedChecked,
  shouldDisableSubmit,
} from './acceptance';
export type { AcceptanceBox, AcceptanceField, AcceptanceResult } from './acceptance';

export {
  contactFormStatuses,
  formStatusFromServer,
  isKnownStatus,
  messageKeyForServerStatus,
  serverStatusToFormStatus,
  shouldResetSpamCheck,
  statusAfterReset,
  statusesResettingSpamCheck,
} from './status';
export type { ContactFormStatus, KnownContactFormStatus } from './status';

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
export type { CounterSettings, CounterState, QuizHasher, QuizPair } from './clientRules';

export { decodeHtmlEntities } from './htmlEntities';

export { asciiLower, normalizeNewlines, pcreSpace, phpUrlScheme, stripWhitespaces } from './phpText';

export { buildFormTag, flagsOf, generatorInputsOf, generatorTagTypes, mailTagsOf, optionFieldsOf, suggestTagName } from './tagGenerator';
export type { GeneratorInputs, GeneratorTagType, TagSettings } from './tagGenerator';

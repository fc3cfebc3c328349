export { SPEC_PENDING, templateRenderer, TEMPLATE_ERROR_MESSAGES } from './templates';
export type { SpecOf, TemplateErrorLogger, TemplateName, TemplateRenderer } from './templates';
export { compileSpec, createTemplateRenderer } from './compile';
export { createViewerTemplateRenderer, rememberPrecompiledTemplates, templateCompilerLoaded } from './viewerTemplates';
export { compareValues, registerTemplateHelpers } from './helpers';
export type { HelperHost } from './helpers';
export { escapeText, openingHoursMarkup, openStatusMarkup } from './hoursHelpers';

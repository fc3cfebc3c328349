export { SPEC_PENDING, templateRenderer, TEMPLATE_ERROR_MESSAGES } from './templates';
export type { TemplateErrorLogger, TemplateRenderer } from './templates';
export { compileSpec } from './compile';
export { createViewerTemplateRenderer, rememberPrecompiledTemplates, templateCompilerLoaded } from './viewerTemplates';
export { registerTemplateHelpers } from './helpers';
export { openingHoursMarkup, openStatusMarkup } from './hoursHelpers';

export { createTemplateRenderer, TEMPLATE_ERROR_MESSAGES } from './templates';
export type { TemplateErrorLogger, TemplateName, TemplateRenderer } from './templates';
export { compareValues, registerTemplateHelpers, TEMPLATE_HELPERS } from './helpers';
export type { HelperHost } from './helpers';

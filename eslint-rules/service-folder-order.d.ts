import type { Rule } from 'eslint';

/** The rule's type for the TypeScript that loads it (its test); eslint.config.js imports the JavaScript. */
declare const serviceFolderOrder: Rule.RuleModule;
export default serviceFolderOrder;

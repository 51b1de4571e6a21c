import * as englishForms from "#app/content/forms.ts";
import * as spanishForms from "#app/content/es/forms.ts";

import { inLocale, type Locale } from "../locale.ts";

/**
 * What every form and the HTTP layer in front of them may say (app/content/
 * forms.ts), in a page's language: the form pipeline, the body limits and
 * the error pages answer a post in the language of the path it came to.
 */
export const formWordsIn = (locale: Locale) =>
  inLocale({ en: englishForms, es: spanishForms }, locale);

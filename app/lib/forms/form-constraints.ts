import {
  fieldConstraints,
  type FieldConstraints,
} from "./field-constraints.ts";
import { formSchemas, type FormName } from "./form-schemas.ts";

/** Each form's field constraints, by form and field name. */
export type FormConstraints = Record<
  FormName,
  Record<string, FieldConstraints>
>;

let known: Promise<FormConstraints> | undefined;

/**
 * Every form's constraints, read once from the schemas on the server and
 * handed to the browser with the page (the root loader), so a form is drawn
 * with its `required` and length limits before, or without, its schema.
 */
export function formConstraints(): Promise<FormConstraints> {
  known ??= Promise.all(
    Object.entries(formSchemas).map(
      async ([name, load]) => [name, fieldConstraints(await load())] as const,
    ),
  ).then((entries) => Object.fromEntries(entries) as FormConstraints);
  return known;
}

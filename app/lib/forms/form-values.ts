/**
 * A form's text fields as a plain object for its schema, read the same way in
 * the browser (from the form element) and on the server (from the parsed
 * body): repeated names become arrays, checkboxes named in `booleans` become
 * true/false.
 */
export interface FormShape {
  arrays?: readonly string[];
  booleans?: readonly string[];
}

export type FormValues = Record<string, string | string[] | boolean>;

export function formValues(
  entries: Iterable<[string, string]>,
  shape: FormShape = {},
): FormValues {
  const values: FormValues = {};
  for (const name of shape.arrays ?? []) values[name] = [];
  for (const name of shape.booleans ?? []) values[name] = false;
  for (const [name, value] of entries) {
    if (shape.booleans?.includes(name))
      values[name] = value === "on" || value === "true";
    else if (shape.arrays?.includes(name))
      (values[name] as string[]).push(value);
    else values[name] = value;
  }
  return values;
}

/** The text entries of a browser FormData (files left out). */
export function textEntries(data: FormData): Array<[string, string]> {
  const entries: Array<[string, string]> = [];
  data.forEach((value, name) => {
    if (typeof value === "string") entries.push([name, value]);
  });
  return entries;
}

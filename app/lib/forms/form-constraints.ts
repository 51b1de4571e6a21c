import type { FieldConstraints } from "./field-constraints.ts";

/**
 * What a page's loader sends the browser of each form it draws, by the
 * form's name: its fields' constraints, read from its schema on the server,
 * so the form is drawn with its `required` and length limits before, or
 * without, its schema; and where the enhanced form sends itself.
 */
export interface FormView {
  constraints: Record<string, FieldConstraints>;
  /** The JSON endpoint, its parameters filled in (/api/forms/job-application/3). */
  endpoint?: string;
}

/** A page loader's `forms`: the views of the forms it draws, by name. */
export type PageForms = Record<string, FormView>;

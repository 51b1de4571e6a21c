import { createContext, useContext, useId } from "react";

/**
 * The id a form gives its controls, so that what names a field from
 * outside it (the error summary's links) can point at it, on the server's
 * page and the browser's alike. Provided by `<Form>`.
 */
const FormIdContext = createContext<string | undefined>(undefined);

export const FormIdProvider = FormIdContext.Provider;

/** The id of the control named `name` in the form whose id is `formId`. */
export function controlId(formId: string, name: string): string {
  return `${formId}-${name}`;
}

/**
 * A control's id: from its form and name inside a `<Form>`, else one of
 * its own. Several controls of one name (a list of checkboxes) give it to
 * the first only.
 */
export function useControlId(name: string): string {
  const formId = useContext(FormIdContext);
  const own = useId();
  return formId ? controlId(formId, name) : own;
}

/**
 * A control's id for a form's own markup (a checkbox the form draws
 * itself), given inside the `<Form>` where the component around it cannot
 * read it.
 */
export function WithControlId({
  name,
  children,
}: {
  name: string;
  children: (id: string) => React.ReactNode;
}) {
  return children(useControlId(name));
}

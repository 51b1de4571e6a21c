import { Field } from "#app/components/forms/field.tsx";
import { PASSWORD_MIN_LENGTH } from "#app/lib/schemas/portal.ts";

import type { FieldBinding } from "./use-form.ts";

type PasswordName = "password" | "confirmPassword";

/**
 * The password of a portal form: the one to sign in with ("current"), or a
 * new one typed twice ("new"), held by the browser to the schema's minimum
 * when JavaScript is off. Never refilled: a password is not echoed back.
 */
export function PasswordFields(
  props:
    | { mode: "current"; field: (name: "password") => FieldBinding<string> }
    | { mode: "new"; field: (name: PasswordName) => FieldBinding<string> },
) {
  const { mode } = props;
  const bindings =
    props.mode === "new"
      ? [props.field("password"), props.field("confirmPassword")]
      : [props.field("password")];
  return bindings.map((binding) => (
    <Field
      key={binding.name}
      {...binding}
      defaultValue={undefined}
      type="password"
      autoComplete={mode === "new" ? "new-password" : "current-password"}
      required
      minLength={mode === "new" ? PASSWORD_MIN_LENGTH : undefined}
    />
  ));
}

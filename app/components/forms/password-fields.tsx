import { Field } from "#app/components/forms/field.tsx";

import type { FieldBinding } from "./use-form.ts";

type PasswordName = "password" | "confirmPassword";

/**
 * The password of a portal form: the one to sign in with ("current"), or a
 * new one typed twice ("new"), held by the browser to the schema's limits
 * (PASSWORD_MIN_LENGTH and friends, through the field binding) when
 * JavaScript is off. Never refilled: a password is not echoed back.
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
  // The confirmation is held to the password's own limits.
  const { minLength, maxLength } = bindings[0]!;
  return bindings.map((binding) => (
    <Field
      key={binding.name}
      {...binding}
      minLength={minLength}
      maxLength={maxLength}
      defaultValue={undefined}
      type="password"
      autoComplete={mode === "new" ? "new-password" : "current-password"}
    />
  ));
}

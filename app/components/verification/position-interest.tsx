import { useId } from "react";

import { useControlId } from "#app/components/forms/control-id.tsx";
import { Field, FieldError } from "#app/components/forms/field.tsx";
import { positionInterests as englishPositions } from "#app/content/facts/verification.ts";
import { cn } from "#app/lib/cn.ts";

import { FormPart } from "./form-part";
import type { VerificationWords } from "./verification-words";

const choiceClasses = (invalid: boolean) =>
  cn(
    "flex cursor-pointer items-start gap-3 rounded-lg border bg-white p-3 text-slate-800 transition-colors hover:border-brand-600 has-checked:border-brand-600 has-checked:bg-brand-50",
    invalid ? "border-red-700" : "border-slate-300",
  );
const boxClasses = "mt-0.5 size-5 shrink-0 accent-brand-700";

/**
 * The positions a person is interested in: the spec's list plus Other, whose
 * free-text field shows while Other is checked (by CSS, so it works before
 * JavaScript too) and is emptied when Other is unchecked.
 */
export function PositionInterest({
  words,
  number,
  legend,
  selected,
  otherSelected,
  otherPosition,
  errors,
  onErrorChange,
}: {
  /** The page's words (decision 0092). */
  words: Pick<
    VerificationWords,
    "otherPositionLabel" | "positionInterests" | "verificationForm"
  >;
  number: number;
  legend: string;
  selected: readonly string[];
  otherSelected: boolean;
  otherPosition: string | undefined;
  errors: Readonly<Record<string, string>>;
  onErrorChange: (name: string, message: string | undefined) => void;
}) {
  const id = useId();
  const {
    otherPositionLabel,
    positionInterests: labels,
    verificationForm: texts,
  } = words;
  // The summary's link for the choice goes to its first box.
  const firstId = useControlId("selectedPositions");
  const hintId = `${id}-hint`;
  const errorId = errors.selectedPositions ? `${id}-error` : undefined;
  const invalid = errors.selectedPositions ? true : undefined;

  function onChoice(event: React.ChangeEvent<HTMLInputElement>) {
    if (event.currentTarget.checked)
      onErrorChange("selectedPositions", undefined);
  }

  function onOther(event: React.ChangeEvent<HTMLInputElement>) {
    onChoice(event);
    if (event.currentTarget.checked) return;
    // Unchecking Other clears its text (spec section 4).
    const text = event.currentTarget.form?.elements.namedItem("otherPosition");
    if (text instanceof HTMLInputElement) text.value = "";
    onErrorChange("otherPosition", undefined);
  }

  return (
    <FormPart
      number={number}
      legend={legend}
      describedBy={[hintId, errorId].filter(Boolean).join(" ")}
    >
      <div className="group/positions">
        <p id={hintId} className="-mt-2 mb-3 text-sm text-slate-600">
          {texts.hints.positions}
        </p>
        <div className="grid gap-3 sm:grid-cols-2">
          {/* Each box shows the page's words and posts the English value the schema takes. */}
          {englishPositions.map((position, index) => (
            <label key={position} className={choiceClasses(Boolean(invalid))}>
              <input
                type="checkbox"
                id={index === 0 ? firstId : undefined}
                name="selectedPositions"
                value={position}
                defaultChecked={selected.includes(position)}
                aria-invalid={invalid}
                onChange={onChoice}
                className={boxClasses}
              />
              <span>{labels[index]}</span>
            </label>
          ))}
          <label className={choiceClasses(Boolean(invalid))}>
            <input
              type="checkbox"
              name="otherSelected"
              defaultChecked={otherSelected}
              aria-invalid={invalid}
              onChange={onOther}
              className={boxClasses}
            />
            <span>{otherPositionLabel}</span>
          </label>
        </div>
        <FieldError id={errorId} message={errors.selectedPositions} />
        {/* Not `required`: a hidden required field would block the form without JavaScript. */}
        <Field
          name="otherPosition"
          label={texts.labels.otherPosition}
          aria-required="true"
          maxLength={200}
          defaultValue={otherSelected ? otherPosition : undefined}
          error={errors.otherPosition}
          className="mt-2 hidden group-has-[input[name=otherSelected]:checked]/positions:block"
        />
      </div>
    </FormPart>
  );
}

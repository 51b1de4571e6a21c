import { Icon } from "#app/components/ui/icon.tsx";
import { useRef, useState } from "react";

import { useControlId } from "./control-id.tsx";

import {
  checkFile,
  tooManyFilesMessage,
  type FileRule,
} from "#app/lib/schemas/file-rules.ts";
import { useSiteWords } from "#app/lib/site-words.ts";

import { FieldError, FieldLabel } from "./field";

/**
 * A file picker for one or several files: what was chosen is listed with
 * name, size in MB and a Remove button; type and size are checked at once
 * with the spec's messages (the server checks again by content).
 */
export function FileField({
  name,
  label,
  rule,
  hint,
  multiple = false,
  required = false,
  error,
  onErrorChange,
}: {
  name: string;
  label: string;
  rule: FileRule;
  hint?: string;
  multiple?: boolean;
  required?: boolean;
  error?: string;
  onErrorChange: (message: string | undefined) => void;
}) {
  const id = useControlId(name);
  const words = useSiteWords().formControls.files;
  const inputRef = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const hintId = `${id}-hint`;
  const errorId = error ? `${id}-error` : undefined;

  function keep(next: File[]) {
    const input = inputRef.current;
    if (!input) return;
    const transfer = new DataTransfer();
    for (const file of next) transfer.items.add(file);
    input.files = transfer.files;
    setFiles(next);
  }

  function onChange(event: React.ChangeEvent<HTMLInputElement>) {
    const chosen = Array.from(event.target.files ?? []);
    const accepted: File[] = [];
    let problem: string | undefined;
    for (const file of chosen) {
      const message = checkFile(file, rule);
      if (message) problem ??= message;
      else accepted.push(file);
    }
    if (accepted.length > rule.maxFiles) {
      problem ??= tooManyFilesMessage(rule);
      accepted.length = rule.maxFiles;
    }
    keep(accepted);
    onErrorChange(problem);
  }

  function remove(index: number) {
    keep(files.filter((_, i) => i !== index));
    onErrorChange(undefined);
    inputRef.current?.focus();
  }

  return (
    <div>
      <FieldLabel htmlFor={id} label={label} required={required} />
      <p id={hintId} className="mt-1 text-sm text-slate-600">
        {hint ?? words.accepted(rule.extensions, rule.maxMegabytes)}
      </p>
      <input
        ref={inputRef}
        id={id}
        name={name}
        type="file"
        multiple={multiple}
        required={required}
        accept={rule.extensions.join(",")}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(" ")}
        onChange={onChange}
        className="mt-2 block w-full text-sm text-slate-700 file:mr-4 file:rounded-md file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
      />
      {files.length > 0 && (
        <div className="mt-3">
          {multiple && (
            <p className="text-sm text-slate-700" aria-live="polite">
              {words.selected(files.length)}
            </p>
          )}
          <ul className="mt-2 space-y-2">
            {files.map((file, index) => (
              <li
                key={`${file.name}-${file.size}-${file.lastModified}`}
                className="flex items-center justify-between gap-3 rounded-md border border-slate-200 bg-slate-50 px-3 py-2"
              >
                <span className="flex min-w-0 items-center gap-2 text-sm text-slate-800">
                  <Icon
                    name="file-text"
                    size={18}
                    className="shrink-0 text-brand-700"
                  />
                  <span className="truncate">{file.name}</span>
                  <span className="shrink-0 text-slate-600">
                    ({words.size(file.size)})
                  </span>
                </span>
                <button
                  type="button"
                  onClick={() => remove(index)}
                  className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-semibold text-red-800 hover:bg-red-50"
                >
                  <Icon name="x" size={16} />
                  {words.remove}
                  <span className="sr-only"> {file.name}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** Empties a file field and its list, e.g. after a successful claim. */
export function clearFileInputs(form: HTMLFormElement) {
  for (const input of form.querySelectorAll<HTMLInputElement>(
    'input[type="file"]',
  )) {
    input.value = "";
    input.dispatchEvent(new Event("change", { bubbles: true }));
  }
}

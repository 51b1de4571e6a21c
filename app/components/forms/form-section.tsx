import { Section } from "#app/components/ui/section.tsx";

/** A page section that holds a form, in the narrow column forms read best in. */
export function FormSection({
  children,
  ...section
}: React.ComponentProps<typeof Section>) {
  return (
    <Section {...section}>
      <div className="mx-auto max-w-3xl">{children}</div>
    </Section>
  );
}

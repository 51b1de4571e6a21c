import { Fragment } from "react";

import { company } from "#app/content/company.ts";
import { cn } from "#app/lib/cn.ts";

/** The company's phone number as a tel: link, so a phone dials it with a tap. */
export function PhoneLink({ className }: { className?: string }) {
  return (
    <a href={company.phoneHref} className={cn("whitespace-nowrap", className)}>
      {company.phone}
    </a>
  );
}

/**
 * A text as it is written, each mention of the company's phone number in it
 * a PhoneLink: content keeps writing the number into its sentences, and
 * every page that shows one of them can be dialled from. The link takes the
 * text's colour and is told apart by its underline and weight.
 */
export function PhoneText({
  text,
  linkClassName = "font-semibold underline underline-offset-4",
}: {
  text: string;
  linkClassName?: string;
}) {
  const [first, ...rest] = text.split(company.phone);
  return (
    <>
      {first}
      {rest.map((after, index) => (
        <Fragment key={index}>
          <PhoneLink className={linkClassName} />
          {after}
        </Fragment>
      ))}
    </>
  );
}

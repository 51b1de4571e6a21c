import type * as careers from "#app/content/careers.ts";
import type * as english from "#app/content/job-page.ts";
import type { Widen } from "#app/content/shared.ts";
import type { validationMessages } from "#app/content/validation.ts";

/**
 * The words a job page shows, in one language: each language's route module
 * (app/routes/job.tsx, app/routes/es/job.tsx) imports its own and hands
 * them down, so a page carries no other language's words (decision 0092).
 */
export type JobWords = Widen<
  Pick<
    typeof english,
    | "jobPage"
    | "experienceLevels"
    | "jobApplicationForm"
    | "aboutCompany"
    | "jobPageMeta"
    | "jobNotFoundMeta"
  >
> &
  Pick<typeof careers, "availableRolesSection"> & {
    /** The roles' list's name in the breadcrumb trail, as its hero's eyebrow ("Careers"). */
    careersEyebrow: string;
    /** The forms' messages in the same language, for the 'Resume Required' toast. */
    validationMessages: typeof validationMessages;
  };

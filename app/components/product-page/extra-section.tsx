import type {
  ProductExtraSection,
  ProductPageText,
} from "#app/content/product-pages.ts";

import { ClaimsProcess } from "./claims-process";
import { CoverageCalculator } from "./coverage-calculator";
import { Industries } from "./industries";
import { ProviderNetwork } from "./provider-network";
import { SpecialisedTravel } from "./specialised-travel";
import { StateRequirements } from "./state-requirements";
import { WellnessPrograms } from "./wellness-programs";

/** The section that only one line has, chosen by its kind. */
export function ExtraSection({
  section,
  text,
}: {
  section: ProductExtraSection;
  text: ProductPageText;
}) {
  switch (section.kind) {
    case "claims-process":
      return <ClaimsProcess section={section} />;
    case "state-requirements":
      return <StateRequirements section={section} />;
    case "coverage-calculator":
      return <CoverageCalculator section={section} text={text} />;
    case "provider-network":
      return (
        <>
          <ProviderNetwork section={section} />
          <WellnessPrograms wellness={section.wellness} />
        </>
      );
    case "industries":
      return <Industries section={section} />;
    case "specialised-travel":
      return <SpecialisedTravel section={section} />;
  }
}

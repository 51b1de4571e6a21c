import type * as english from "../estimate-form.ts";
import { productPages as englishPages } from "../product-pages.ts";
import { HEALTH_ADULT, rating, type RatingQuestion } from "../rating.ts";
import { suggestedCoverage } from "#app/lib/life-coverage.ts";
import { formatUsd } from "#app/lib/money.ts";
import type { PricedLine } from "#app/lib/estimate/types.ts";
import { ratingTableWords } from "./how-we-estimate.ts";
import { productPages } from "./product-pages.ts";

/**
 * The estimate form's questions in Spanish (../estimate-form.ts, decision
 * 0086). Every figure a sentence names (limits, the life calculator's
 * example, the children who travel free) is read from the rating table
 * (../rating.ts) or the product pages; option labels and units the rating
 * table page prints too are taken from ./how-we-estimate.ts, so each is
 * written once.
 */

/** A question of the rating table, for the figures its words name. */
function question(line: PricedLine, name: string): RatingQuestion {
  return rating[line].questions.find((item) => item.name === name)!;
}

const min = (line: PricedLine, name: string) => question(line, name).min!;
const max = (line: PricedLine, name: string) => question(line, name).max!;

/** "de 16 a 99": a question's limits. */
const fromTo = (line: PricedLine, name: string) =>
  `de ${min(line, name)} a ${max(line, name)}`;

/** The Spanish plan names by the English ones (the plan question's values), and "recommend". */
function planOptions(line: PricedLine): Readonly<Record<string, string>> {
  const spanish = productPages[line].plans?.plans ?? [];
  return Object.fromEntries(
    (question(line, "plan").options ?? []).map((option) => {
      const index = rating[line].plans.findIndex(
        (plan) => plan.name === option.value,
      );
      return [
        option.value,
        index >= 0
          ? spanish[index]!.name
          : "No sé cuál elegir: recomiéndenme uno",
      ];
    }),
  );
}

const zipHint =
  "Calculamos según el primer dígito de su código postal, que indica un grupo de estados.";
const zipMessage = "Ingrese un código postal válido de 5 dígitos";
const noneHint = "Ingrese 0 si no hubo ninguno.";
const countMessage = (line: PricedLine, name: string) =>
  `Ingrese un número ${fromTo(line, name)}`;
const planMessage = "Elija un plan";

/** "Ingrese hasta 10 edades de 0 a 99, separadas por comas". */
function agesMessage(line: PricedLine): string {
  const ages = question(line, "ages");
  return `Ingrese hasta ${ages.maxCount} edades ${fromTo(line, "ages")}, separadas por comas`;
}

/** The life calculator's example (the life product page's facts). */
const lifeCalculator = (() => {
  const extra = englishPages.life.extra;
  if (extra.kind !== "coverage-calculator")
    throw new Error("The life page has no coverage calculator");
  const income = extra.defaultAnnualIncome;
  return {
    multiplier: extra.incomeMultiplier,
    income,
    coverage: suggestedCoverage(String(income), extra.incomeMultiplier)!,
  };
})();

/** The age under which children travel free with an adult (the travel factor's rule). */
const childrenTravelFreeUnder = (() => {
  const factor = rating.travel.factors.find((item) => item.question === "ages");
  return factor?.kind === "people" ? factor.children.under : 0;
})();

const lifePlans = productPages.life.plans?.plans ?? [];
const [termPlan, wholePlan, universalPlan] = [0, 1, 2].map(
  (index) => lifePlans[index]!.name,
);

const tableWords = ratingTableWords.lines;

export const estimateFormWords: typeof english.estimateFormWords = {
  lines: {
    auto: {
      labels: {
        zip: "Código postal donde se guarda el auto",
        youngestDriverAge: "Edad del conductor más joven",
        drivers: "Número de conductores",
        vehicleYear: "Año del modelo del vehículo",
        annualMileage: "Millas que maneja al año",
        incidents:
          "Accidentes en los que usted tuvo la culpa e infracciones de tránsito en los últimos 3 años",
        plan: "Plan",
      },
      hints: { zip: zipHint, incidents: noneHint },
      options: { plan: planOptions("auto") },
      units: tableWords.auto.units,
      messages: {
        zip: zipMessage,
        youngestDriverAge: `Ingrese una edad ${fromTo("auto", "youngestDriverAge")}`,
        drivers: `Ingrese ${fromTo("auto", "drivers")} conductores`,
        vehicleYear: `Ingrese un año de modelo ${fromTo("auto", "vehicleYear")}`,
        annualMileage: `Ingrese de ${min("auto", "annualMileage")} a ${max("auto", "annualMileage").toLocaleString("en-US")} ${tableWords.auto.units.annualMileage}`,
        incidents: countMessage("auto", "incidents"),
        plan: planMessage,
      },
      crossMessages: {},
    },
    home: {
      labels: {
        zip: "Código postal de la vivienda",
        rebuildValue: "Valor de reconstrucción",
        yearBuilt: "Año en que se construyó la vivienda",
        roofAge: "Antigüedad del techo",
        claims: "Reclamos de seguro de hogar en los últimos 5 años",
        deductible: "Deducible",
      },
      hints: {
        zip: zipHint,
        rebuildValue: `Lo que costaría reconstruir la vivienda, no el precio al que se vendería. Por encima de ${formatUsd(max("home", "rebuildValue"))}, un agente cotiza su vivienda.`,
        claims: noneHint,
        deductible:
          "Lo que usted paga de cada reclamo antes de que nosotros paguemos el resto.",
      },
      // The deductibles are dollar amounts, the same in both languages.
      options: { deductible: tableWords.home.options.deductible },
      units: tableWords.home.units,
      messages: {
        zip: zipMessage,
        rebuildValue: `Ingrese un valor de reconstrucción de ${formatUsd(min("home", "rebuildValue"))} a ${formatUsd(max("home", "rebuildValue"))}`,
        yearBuilt: `Ingrese un año ${fromTo("home", "yearBuilt")}`,
        roofAge: `Ingrese una antigüedad del techo ${fromTo("home", "roofAge")} ${tableWords.home.units.roofAge}`,
        claims: countMessage("home", "claims"),
        deductible: "Elija un deducible",
      },
      crossMessages: {},
    },
    life: {
      labels: {
        age: "Su edad",
        tobacco: "¿Ha usado tabaco o nicotina en los últimos 12 meses?",
        health: "¿Cómo calificaría su salud?",
        coverageAmount: "Monto de cobertura",
        coverageLength: "¿Por cuánto tiempo necesita cobertura?",
      },
      hints: {
        health:
          "Excelente: sin enfermedades continuas, con un peso y una presión arterial saludables. Regular: una enfermedad que necesita tratamiento regular.",
        coverageAmount: `Una regla práctica común es ${lifeCalculator.multiplier} veces su ingreso anual: ${formatUsd(lifeCalculator.income)} al año sugiere ${formatUsd(lifeCalculator.coverage)}.`,
        coverageLength: `${wholePlan} y ${universalPlan} lo cubren de por vida; el plan ${termPlan}, por un número fijo de años.`,
      },
      options: tableWords.life.options,
      units: {},
      messages: {
        age: `Ingrese una edad ${fromTo("life", "age")}`,
        tobacco: "Elija sí o no",
        health: "Elija cómo califica su salud",
        coverageAmount: `Ingrese un monto de cobertura de ${formatUsd(min("life", "coverageAmount"))} a ${formatUsd(max("life", "coverageAmount"))}`,
        coverageLength: "Elija por cuánto tiempo necesita cobertura",
      },
      crossMessages: {},
    },
    health: {
      labels: {
        zip: "Código postal",
        ages: "Edades de las personas que desea cubrir",
        tobaccoUsers: "¿Cuántas de ellas usan tabaco?",
        plan: "Categoría metálica",
      },
      hints: {
        zip: zipHint,
        ages: "Separe las edades con comas, por ejemplo: 42, 40, 9.",
        tobaccoUsers:
          "Tabaco usado en promedio cuatro o más veces por semana en los últimos seis meses. Ingrese 0 si nadie lo usa.",
      },
      options: { plan: planOptions("health") },
      units: {},
      messages: {
        zip: zipMessage,
        ages: agesMessage("health"),
        tobaccoUsers: countMessage("health", "tobaccoUsers"),
        plan: planMessage,
      },
      crossMessages: {
        tobaccoUsers: `El número de personas que usan tabaco no puede ser mayor que el de personas de ${HEALTH_ADULT} años o más`,
      },
    },
    travel: {
      labels: {
        tripCost: "Costo del viaje por viajero",
        tripDays: "Duración del viaje",
        ages: "Edades de los viajeros",
        plan: "Plan",
      },
      hints: {
        tripCost:
          "El costo del viaje pagado por adelantado y no reembolsable para una persona.",
        ages: `Separe las edades con comas, por ejemplo: 45, 43, 12. Los menores de ${childrenTravelFreeUnder} años viajan gratis con un adulto.`,
      },
      options: { plan: planOptions("travel") },
      units: tableWords.travel.units,
      messages: {
        tripCost: `Ingrese un costo del viaje de ${formatUsd(min("travel", "tripCost"))} a ${formatUsd(max("travel", "tripCost"))}`,
        tripDays: `Ingrese una duración del viaje ${fromTo("travel", "tripDays")} ${tableWords.travel.units.tripDays}`,
        ages: agesMessage("travel"),
        plan: planMessage,
      },
      crossMessages: {},
    },
  },
};

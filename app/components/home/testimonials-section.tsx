import { CardGrid } from "#app/components/ui/card-grid.tsx";
import { Section } from "#app/components/ui/section.tsx";
import type { SectionIntro } from "#app/content/shared.ts";
import type { Rating, Testimonial } from "#app/content/testimonials.ts";

import { Avatar } from "./avatar";
import { StarRating } from "./star-rating";

/** Three customer quotes, each with a rating, the person's portrait, name and role. */
export function TestimonialsSection({
  section,
  testimonials,
  ratingLabel,
}: {
  section: SectionIntro;
  testimonials: readonly Testimonial[];
  ratingLabel: (rating: Rating) => string;
}) {
  return (
    <Section id="testimonials" title={section} tone="brand">
      <CardGrid items={testimonials} columns="3 from lg" gap="gap-8">
        {(testimonial) => (
          <figure className="flex h-full flex-col rounded-xl bg-white p-8 shadow-sm">
            <StarRating rating={testimonial.rating} label={ratingLabel} />
            <blockquote className="mt-5 flex-1 text-slate-700">
              <p>“{testimonial.content}”</p>
            </blockquote>
            <figcaption className="mt-6 flex items-center gap-4">
              <Avatar image={testimonial.avatar} name={testimonial.name} />
              <span>
                <span className="block font-semibold text-brand-900">
                  {testimonial.name}
                </span>
                <span className="block text-sm text-slate-600">
                  {testimonial.role}
                </span>
              </span>
            </figcaption>
          </figure>
        )}
      </CardGrid>
    </Section>
  );
}

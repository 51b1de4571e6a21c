import { Icon } from "#app/components/ui/icon.tsx";
import { maxRating, type Rating } from "#app/content/testimonials.ts";
import { cn } from "#app/lib/cn.ts";

/** Five stars, announced once as "Rated N out of 5 stars" instead of star by star. */
export function StarRating({
  rating,
  label,
}: {
  rating: Rating;
  /** The page language's ratingLabel (content/testimonials.ts and its twin). */
  label: (rating: Rating) => string;
}) {
  return (
    <p role="img" aria-label={label(rating)} className="flex gap-1">
      {Array.from({ length: maxRating }, (_, index) => (
        <Icon
          key={index}
          name="star"
          size={20}
          className={cn(
            index < rating
              ? "fill-accent-400 text-accent-500"
              : "fill-none text-slate-300",
          )}
        />
      ))}
    </p>
  );
}
